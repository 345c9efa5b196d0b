#include "util/encoded_body.hpp"

#include "util/brotli.hpp"
#include "util/content_hash.hpp"
#include "util/gzip.hpp"

namespace aurum::util {

namespace {

constexpr int kGzipLevel = 6;
constexpr int kBrotliQuality = 5;

/// `"<hex>"` -> `"<hex>-<suffix>"`.
std::string suffixedEtag(const std::string& etag, std::string_view suffix) {
  std::string out = etag.substr(0, etag.size() - 1);
  out += '-';
  out += suffix;
  out += '"';
  return out;
}

}  // namespace

EncodedBody EncodedBody::of(std::string body) {
  EncodedBody out;
  out.identity.etag = contentEtag(body);
  if (body.size() >= kCompressMinBytes) {
    out.gzip = {gzipCompress(body, kGzipLevel), suffixedEtag(out.identity.etag, "gzip")};
    out.br = {brotliCompress(body, kBrotliQuality), suffixedEtag(out.identity.etag, "br")};
  }
  out.identity.body = std::move(body);
  return out;
}

EncodedBody EncodedBody::compressedOnly(std::string_view identity, std::string gzip,
                                        std::string br) {
  EncodedBody out;
  out.identity.etag = contentEtag(identity);
  if (!gzip.empty()) out.gzip = {std::move(gzip), suffixedEtag(out.identity.etag, "gzip")};
  if (!br.empty()) out.br = {std::move(br), suffixedEtag(out.identity.etag, "br")};
  return out;
}

EncodedBody EncodedBody::precompressed(std::string identity, std::string gzip, std::string br) {
  auto out = compressedOnly(identity, std::move(gzip), std::move(br));
  out.identity.body = std::move(identity);
  return out;
}

const EncodedBody::Variant& EncodedBody::variant(ContentCoding c) const {
  if (c == ContentCoding::kBrotli && !br.body.empty()) return br;
  if (c == ContentCoding::kGzip && !gzip.body.empty()) return gzip;
  return identity;
}

}  // namespace aurum::util
