#pragma once
#include <boost/beast/http.hpp>
#include <boost/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include "domain/user.hpp"

namespace aurum::http {

namespace bhttp = boost::beast::http;
using Request = bhttp::request<bhttp::string_body>;
using Response = bhttp::response<bhttp::string_body>;
using Verb = bhttp::verb;
using Status = bhttp::status;

/// What a handler sees of one request.
struct RequestContext {
  const Request& req;
  std::string_view path;                                ///< decoded path, no query
  std::string_view query;                               ///< raw query string, without '?'
  std::unordered_map<std::string, std::string> params;  ///< path parameters by name
  std::optional<domain::User> user;                     ///< set when signed in
  std::string sessionToken;                             ///< raw cookie value, when present
  std::string clientIp;
  std::string requestId;
  /// The language a person reading this response wants (domain/language.hpp): error messages,
  /// CSV headers and certificate texts are rendered in it.
  std::string_view language = "en";
  /// False while a non-blocking route runs on the I/O thread: no database, disk or long work;
  /// return Reply::onWorkers() instead (router.hpp).
  bool mayBlock = true;

  /// Decoded query parameter, if present.
  std::optional<std::string> queryParam(std::string_view name) const;
  /// The signed-in user; throws unauthorized when there is none.
  const domain::User& requireUser() const;
  /// Parses the body as a JSON object; throws validation errors for bad JSON or a non-object.
  boost::json::object jsonBody() const;
};

/// Decodes %XX escapes and, when `plusIsSpace` (query strings, form encoding), '+' as a space.
std::string percentDecode(std::string_view in, bool plusIsSpace = true);

// Response builders. None takes the HTTP version: the server answers in the request's version
// (HttpServer's session sets it on every response, handlers never pass it).

/// `body` as `contentType`, not cached.
Response textResponse(Status status, std::string body, std::string_view contentType);
/// JSON response with the right headers.
Response jsonResponse(Status status, const boost::json::value& body);
/// Already-serialized JSON.
Response rawJsonResponse(Status status, std::string body);
/// A download: 200 with `Content-Disposition: attachment; filename="<filename>"`.
Response attachmentResponse(std::string body, std::string_view contentType,
                            std::string_view filename);
Response emptyResponse(Status status);
Response redirectResponse(std::string_view location);

/// `Set-Cookie` value for the session cookie; an empty token with maxAge 0 clears it.
std::string sessionCookie(std::string_view token, long maxAgeSeconds);
inline constexpr std::string_view kSessionCookieName = "aurum_session";
/// Value of cookie `name` from a Cookie header.
std::optional<std::string> cookieValue(std::string_view header, std::string_view name);

// Helpers to read typed fields from a JSON body, naming the field in every error.
std::string requireString(const boost::json::object& o, const char* field,
                          std::size_t maxLen = 1000);
std::string optionalString(const boost::json::object& o, const char* field,
                           std::size_t maxLen = 1000);
std::int64_t requireInt(const boost::json::object& o, const char* field, std::int64_t min,
                        std::int64_t max);

}  // namespace aurum::http
