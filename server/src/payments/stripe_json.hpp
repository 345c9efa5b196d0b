#pragma once
// Reading Stripe's JSON objects (API answers and webhook events) leniently: a missing or
// mistyped field reads as empty, since Stripe adds fields and omits nulls freely.
#include <boost/json.hpp>
#include <string>

namespace aurum::payments::stripe_json {

inline std::string str(const boost::json::object& o, const char* key) {
  auto it = o.find(key);
  return it != o.end() && it->value().is_string() ? std::string(it->value().get_string()) : "";
}

inline const boost::json::object* obj(const boost::json::object& o, const char* key) {
  auto it = o.find(key);
  return it != o.end() && it->value().is_object() ? &it->value().get_object() : nullptr;
}

/// Stripe's card brand id ("visa") as the buyer reads it ("Visa").
inline std::string brandName(const std::string& b) {
  if (b == "visa") return "Visa";
  if (b == "mastercard") return "Mastercard";
  if (b == "amex") return "American Express";
  if (b == "discover") return "Discover";
  return b.empty() ? "Card" : b;
}

}  // namespace aurum::payments::stripe_json
