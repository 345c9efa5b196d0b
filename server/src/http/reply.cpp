#include "http/reply.hpp"

#include <cstdio>

#include "http/content_coding.hpp"

namespace aurum::http {

namespace {
constexpr std::string_view kJsonType = "application/json; charset=utf-8";
constexpr std::string_view kRevalidate = "no-cache";
}  // namespace

Reply Reply::onWorkers() {
  Reply r{Response{}};
  r.deferToWorkers = true;
  return r;
}

Response Reply::toResponse() const {
  if (!isShared()) return res;
  const auto& v = shared.variant();
  Response out{Status::ok, 11};
  out.set(bhttp::field::content_type, kJsonType);
  out.set(bhttp::field::cache_control, kRevalidate);
  out.set(bhttp::field::etag, v.etag);
  if (shared.varies()) out.set(bhttp::field::vary, "Accept-Encoding");
  if (shared.coding != util::ContentCoding::kIdentity)
    out.set(bhttp::field::content_encoding, codingName(shared.coding));
  out.body() = v.body;
  out.prepare_payload();
  return out;
}

void appendSharedBodyFields(std::string& out, const SharedBody& b) {
  const auto& v = b.variant();
  out += "Content-Type: ";
  out += kJsonType;
  out += "\r\nCache-Control: ";
  out += kRevalidate;
  out += "\r\nETag: ";
  out += v.etag;
  if (b.varies()) out += "\r\nVary: Accept-Encoding";
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
