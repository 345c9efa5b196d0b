#include "api/requests/checkout_requests.hpp"

#include <algorithm>

#include "domain/error.hpp"
#include "http/types.hpp"

namespace aurum::api {

namespace json = boost::json;

namespace {

const json::object& requireObject(const json::object& o, const char* field) {
  auto it = o.find(field);
  if (it == o.end() || !it->value().is_object())
    throw domain::validationError(field, {"{field} is required", {{"field", field}}});
  return it->value().get_object();
}

/// Reads a nested field, naming it "card.number" etc. in errors.
std::string nestedString(const json::object& o, const char* parent, const char* field,
                         bool required = true) {
  auto name = std::string(parent) + "." + field;
  auto it = o.find(field);
  if (it == o.end() || it->value().is_null()) {
    if (!required) return {};
    throw domain::validationError(name, {"{field} is required", {{"field", name}}});
  }
  if (!it->value().is_string())
    throw domain::validationError(name, {"{field} must be a string", {{"field", name}}});
  if (it->value().get_string().size() > 200)
    throw domain::validationError(name, {"{field} is too long", {{"field", name}}});
  return std::string(it->value().get_string());
}

int nestedInt(const json::object& o, const char* parent, const char* field) {
  auto name = std::string(parent) + "." + field;
  auto it = o.find(field);
  if (it == o.end() || it->value().is_null())
    throw domain::validationError(name, {"{field} is required", {{"field", name}}});
  const auto& v = it->value();
  if (v.is_int64() && v.get_int64() >= 0 && v.get_int64() < 100000)
    return static_cast<int>(v.get_int64());
  if (v.is_uint64() && v.get_uint64() < 100000) return static_cast<int>(v.get_uint64());
  if (v.is_string()) {
    const auto& s = v.get_string();
    if (!s.empty() && s.size() <= 4 &&
        std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return std::stoi(std::string(s));
  }
  throw domain::validationError(name, {"{field} must be a whole number", {{"field", name}}});
}

}  // namespace

AcceptQuoteRequest parseAcceptQuoteRequest(const json::object& body) {
  return {http::requireInt(body, "quoteId", 1, INT64_MAX)};
}

ConfirmRequest parseConfirmRequest(const json::object& body) {
  ConfirmRequest r;
  r.clientSecret = http::requireString(body, "clientSecret", 200);
  if (auto pm = body.find("paymentMethodId"); pm != body.end() && !pm->value().is_null()) {
    if (!pm->value().is_string())
      throw domain::validationError("paymentMethodId", "paymentMethodId must be a string");
    r.paymentMethodId = std::string(pm->value().get_string());
  }
  if (!r.paymentMethodId) {
    const auto& c = requireObject(body, "card");
    r.card = {nestedString(c, "card", "number"), nestedInt(c, "card", "expMonth"),
              nestedInt(c, "card", "expYear"), nestedString(c, "card", "cvc"),
              nestedString(c, "card", "name")};
  }
  const auto& sh = requireObject(body, "shipping");
  r.shipping = {
      nestedString(sh, "shipping", "firstName"),     nestedString(sh, "shipping", "lastName"),
      nestedString(sh, "shipping", "address"),       nestedString(sh, "shipping", "city"),
      nestedString(sh, "shipping", "state"),         nestedString(sh, "shipping", "zipCode"),
      nestedString(sh, "shipping", "country", false)};
  return r;
}

AuthenticateRequest parseAuthenticateRequest(const json::object& body) {
  auto it = body.find("approve");
  if (it == body.end() || !it->value().is_bool())
    throw domain::validationError("approve", "approve must be true or false");
  return {it->value().get_bool()};
}

}  // namespace aurum::api
