#pragma once
#include <string>
#include <string_view>

#include "http/types.hpp"

namespace aurum::http {

/// True when the request's If-None-Match names `etag` or is `*`. A list is searched item by item
/// and the weak form (`W/"…"`) compares equal to the strong one (RFC 9110 weak comparison).
bool etagMatches(const Request& req, std::string_view etag);

/// 304 when the client holds `etag`, else `body` as JSON; both carry the ETag and
/// `Cache-Control: no-cache` (the client revalidates every time).
Response cachedJsonResponse(const Request& req, std::string body, const std::string& etag);

/// A hot JSON body serialized and compressed once (gzip only when it is worth it: 1 KB or more).
struct CachedJson {
  std::string json, gzip, etag;
  static CachedJson of(std::string json);
};

/// As above, with the gzip form when the client accepts it (`Vary: Accept-Encoding` either way).
Response cachedJsonResponse(const Request& req, const CachedJson& body);

}  // namespace aurum::http
