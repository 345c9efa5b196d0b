#include "http/etag.hpp"

#include "http/content_coding.hpp"
#include "util/content_hash.hpp"
#include "util/gzip.hpp"

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

Response cachedJsonResponse(const Request& req, std::string body, const std::string& etag) {
  Response res = etagMatches(req, etag) ? emptyResponse(Status::not_modified)
                                        : rawJsonResponse(Status::ok, std::move(body));
  res.set(bhttp::field::etag, etag);
  res.set(bhttp::field::cache_control, "no-cache");
  return res;
}

CachedJson CachedJson::of(std::string json) {
  constexpr std::size_t kWorthCompressing = 1024;
  CachedJson out;
  out.etag = util::contentEtag(json);
  if (json.size() >= kWorthCompressing) out.gzip = util::gzipCompress(json);
  out.json = std::move(json);
  return out;
}

Response cachedJsonResponse(const Request& req, const CachedJson& body) {
  bool gzip = !body.gzip.empty() && acceptsCoding(req, "gzip");
  Response res = cachedJsonResponse(req, gzip ? body.gzip : body.json, body.etag);
  if (gzip && res.result() == Status::ok) {
    res.set(bhttp::field::content_encoding, "gzip");
    res.prepare_payload();
  }
  if (!body.gzip.empty()) res.set(bhttp::field::vary, "Accept-Encoding");
  return res;
}

}  // namespace aurum::http
