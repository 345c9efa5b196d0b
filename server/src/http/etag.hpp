#pragma once
#include <memory>
#include <string_view>

#include "http/reply.hpp"
#include "http/types.hpp"
#include "util/encoded_body.hpp"

namespace aurum::http {

/// True when the request's If-None-Match names `etag` or is `*`. A list is searched item by item
/// and the weak form (`W/"…"`) compares equal to the strong one (RFC 9110 weak comparison).
bool etagMatches(const Request& req, std::string_view etag);

/// A snapshot's JSON in the coding the client prefers (br, gzip or identity; Accept-Encoding with
/// q-values), shared rather than copied. 304 when If-None-Match names that coding's ETag; both
/// carry the ETag, `Cache-Control: no-cache` (the client revalidates every time) and, when the
/// body is offered compressed, `Vary: Accept-Encoding`.
Reply cachedJsonResponse(const Request& req, std::shared_ptr<const util::EncodedBody> body);

}  // namespace aurum::http
