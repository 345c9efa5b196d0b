#include "http/types.hpp"

#include "domain/error.hpp"
#include "util/json_number.hpp"

namespace aurum::http {

using domain::AppError;
using domain::ErrorCode;
using domain::validationError;

std::string percentDecode(std::string_view in, bool plusIsSpace) {
  std::string out;
  out.reserve(in.size());
  auto hex = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (in[i] == '+' && plusIsSpace) {
      out += ' ';
    } else if (in[i] == '%' && i + 2 < in.size() && hex(in[i + 1]) >= 0 && hex(in[i + 2]) >= 0) {
      out += static_cast<char>(hex(in[i + 1]) * 16 + hex(in[i + 2]));
      i += 2;
    } else {
      out += in[i];
    }
  }
  return out;
}

std::optional<std::string> RequestContext::queryParam(std::string_view name) const {
  // Hand-rolled: Boost.URL 1.81's params_view read past the end of an unterminated view.
  std::string_view rest = query;
  while (!rest.empty()) {
    auto amp = rest.find('&');
    auto pair = rest.substr(0, amp);
    auto eq = pair.find('=');
    if (percentDecode(pair.substr(0, eq)) == name)
      return eq == std::string_view::npos ? std::string() : percentDecode(pair.substr(eq + 1));
    if (amp == std::string_view::npos) break;
    rest.remove_prefix(amp + 1);
  }
  return std::nullopt;
}

const domain::User& RequestContext::requireUser() const {
  if (!user) throw AppError(ErrorCode::kUnauthorized, "Sign in to continue");
  return *user;
}

boost::json::object RequestContext::jsonBody() const {
  boost::system::error_code ec;
  auto v = boost::json::parse(req.body(), ec);
  if (ec) throw AppError(ErrorCode::kBadRequest, "Request body is not valid JSON");
  if (!v.is_object()) throw AppError(ErrorCode::kBadRequest, "Request body must be a JSON object");
  return std::move(v.as_object());
}

Response textResponse(Status status, std::string body, std::string_view contentType) {
  Response res{status, 11};
  res.set(bhttp::field::content_type, contentType);
  res.set(bhttp::field::cache_control, "no-store");
  res.body() = std::move(body);
  res.prepare_payload();
  return res;
}

Response rawJsonResponse(Status status, std::string body) {
  return textResponse(status, std::move(body), "application/json; charset=utf-8");
}

Response jsonResponse(Status status, const boost::json::value& body) {
  return rawJsonResponse(status, util::plainJsonNumbers(boost::json::serialize(body)));
}

Response attachmentResponse(std::string body, std::string_view contentType,
                            std::string_view filename) {
  auto res = textResponse(Status::ok, std::move(body), contentType);
  res.set(bhttp::field::content_disposition,
          "attachment; filename=\"" + std::string(filename) + "\"");
  return res;
}

Response emptyResponse(Status status) {
  Response res{status, 11};
  res.set(bhttp::field::cache_control, "no-store");
  res.prepare_payload();
  return res;
}

Response redirectResponse(std::string_view location) {
  Response res{Status::found, 11};
  res.set(bhttp::field::location, location);
  res.set(bhttp::field::cache_control, "no-store");
  res.prepare_payload();
  return res;
}

std::string sessionCookie(std::string_view token, long maxAgeSeconds) {
  std::string c(kSessionCookieName);
  c += "=";
  c += token;
  c += "; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=" + std::to_string(maxAgeSeconds);
  return c;
}

std::optional<std::string> cookieValue(std::string_view header, std::string_view name) {
  while (!header.empty()) {
    auto semi = header.find(';');
    auto part = header.substr(0, semi);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    auto eq = part.find('=');
    if (eq != std::string_view::npos && part.substr(0, eq) == name)
      return std::string(part.substr(eq + 1));
    if (semi == std::string_view::npos) break;
    header.remove_prefix(semi + 1);
  }
  return std::nullopt;
}

std::string requireString(const boost::json::object& o, const char* field, std::size_t maxLen) {
  auto it = o.find(field);
  if (it == o.end() || it->value().is_null())
    throw validationError(field, {"{field} is required", {{"field", field}}});
  if (!it->value().is_string())
    throw validationError(field, {"{field} must be a string", {{"field", field}}});
  auto& s = it->value().get_string();
  if (s.size() > maxLen) throw validationError(field, {"{field} is too long", {{"field", field}}});
  return std::string(s);
}

std::string optionalString(const boost::json::object& o, const char* field, std::size_t maxLen) {
  auto it = o.find(field);
  if (it == o.end() || it->value().is_null()) return {};
  return requireString(o, field, maxLen);
}

std::int64_t requireInt(const boost::json::object& o, const char* field, std::int64_t min,
                        std::int64_t max) {
  auto it = o.find(field);
  if (it == o.end() || it->value().is_null())
    throw validationError(field, {"{field} is required", {{"field", field}}});
  const auto& v = it->value();
  std::int64_t n = 0;
  if (v.is_int64())
    n = v.get_int64();
  else if (v.is_uint64() && v.get_uint64() <= static_cast<std::uint64_t>(max))
    n = static_cast<std::int64_t>(v.get_uint64());
  else
    throw validationError(field, {"{field} must be a whole number", {{"field", field}}});
  if (n < min || n > max)
    throw validationError(
        field, {"{field} must be between {min} and {max}",
                {{"field", field}, {"min", std::to_string(min)}, {"max", std::to_string(max)}}});
  return n;
}

}  // namespace aurum::http
