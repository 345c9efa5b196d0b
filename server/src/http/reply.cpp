#include "http/reply.hpp"

#include <algorithm>
#include <cstdio>

#include "http/content_coding.hpp"

namespace aurum::http {

namespace {
/// A JSON snapshot's own header lines, as SharedBody::fields holds a static file's.
constexpr std::string_view kJsonLines =
    "Content-Type: application/json; charset=utf-8\r\nCache-Control: no-cache\r\n";
constexpr std::string_view kJsonLinesVarying =
    "Content-Type: application/json; charset=utf-8\r\nCache-Control: no-cache\r\n"
    "Vary: Accept-Encoding\r\n";
}  // namespace

std::string_view SharedBody::headerLines() const {
  if (!fields.empty()) return fields;
  return varies() ? kJsonLinesVarying : kJsonLines;
}

Reply Reply::onWorkers() {
  Reply r{Response{}};
  r.deferToWorkers = true;
  return r;
}

Response sharedBodyHeaders(const SharedBody& b) {
  const auto& v = b.variant();
  Response out{Status::ok, 11};
  // The body's own lines, "Name: value\r\n" each.
  for (auto rest = b.headerLines(); !rest.empty();) {
    auto line = rest.substr(0, rest.find("\r\n"));
    rest.remove_prefix(std::min(rest.size(), line.size() + 2));
    auto colon = line.find(": ");
    if (colon != std::string_view::npos) out.set(line.substr(0, colon), line.substr(colon + 2));
  }
  out.set(bhttp::field::etag, v.etag);
  if (b.coding != util::ContentCoding::kIdentity)
    out.set(bhttp::field::content_encoding, codingName(b.coding));
  return out;
}

Response Reply::toResponse() const {
  if (!isShared()) return res;
  auto out = sharedBodyHeaders(shared);
  out.body() = shared.variant().body;
  out.prepare_payload();
  return out;
}

void appendSharedBodyFields(std::string& out, const SharedBody& b) {
  const auto& v = b.variant();
  out += b.headerLines();
  out += "ETag: ";
  out += v.etag;
  if (b.coding != util::ContentCoding::kIdentity) {
    out += "\r\nContent-Encoding: ";
    out += codingName(b.coding);
  }
  out += "\r\nContent-Length: ";
  char digits[24];
  auto n = std::snprintf(digits, sizeof digits, "%zu", v.body.size());
  out.append(digits, static_cast<std::size_t>(n));
  out += "\r\n";
}

}  // namespace aurum::http
