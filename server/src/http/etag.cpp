#include "http/etag.hpp"

#include "http/content_coding.hpp"

namespace aurum::http {

bool etagMatches(const Request& req, std::string_view etag) {
  auto header = req[bhttp::field::if_none_match];
  if (header.empty()) return false;
  for (std::size_t start = 0; start < header.size();) {
    auto end = header.find(',', start);
    if (end == std::string_view::npos) end = header.size();
    auto item = header.substr(start, end - start);
    start = end + 1;
    while (!item.empty() && (item.front() == ' ' || item.front() == '\t')) item.remove_prefix(1);
    while (!item.empty() && (item.back() == ' ' || item.back() == '\t')) item.remove_suffix(1);
    if (item == "*") return true;
    if (item.rfind("W/", 0) == 0) item.remove_prefix(2);
    if (etag.rfind("W/", 0) == 0) etag.remove_prefix(2);
    if (!item.empty() && item == etag) return true;
  }
  return false;
}

Reply cachedJsonResponse(const Request& req, std::shared_ptr<const util::EncodedBody> body) {
  auto accept = req[bhttp::field::accept_encoding];
  SharedBody shared{std::move(body), util::ContentCoding::kIdentity, {}};
  if (shared.varies())
    shared.coding = preferredCoding(std::string_view(accept.data(), accept.size()), true, true);
  const auto& etag = shared.variant().etag;
  if (!etagMatches(req, etag)) return shared;
  Response res = emptyResponse(Status::not_modified);
  res.set(bhttp::field::etag, etag);
  res.set(bhttp::field::cache_control, "no-cache");
  if (shared.varies()) res.set(bhttp::field::vary, "Accept-Encoding");
  return res;
}

}  // namespace aurum::http
