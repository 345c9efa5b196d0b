#include "api/requests/cart_requests.hpp"

#include "domain/cart_totals.hpp"
#include "http/types.hpp"

namespace aurum::api {

using http::requireInt;

CartAddRequest parseCartAddRequest(const boost::json::object& body) {
  CartAddRequest r;
  r.productId = requireInt(body, "productId", 1, INT64_MAX);
  if (auto it = body.find("quantity"); it != body.end() && !it->value().is_null())
    r.quantity = requireInt(body, "quantity", 1, domain::kMaxLineQuantity);
  return r;
}

CartQuantityRequest parseCartQuantityRequest(const boost::json::object& body) {
  return {requireInt(body, "quantity", -1'000'000, domain::kMaxLineQuantity)};
}

}  // namespace aurum::api
