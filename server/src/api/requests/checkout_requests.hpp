#pragma once
#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <string>

#include "domain/card.hpp"
#include "domain/order.hpp"

namespace aurum::api {

struct AcceptQuoteRequest {
  std::int64_t quoteId = 0;
};
/// POST /api/checkout/accept-quote.
AcceptQuoteRequest parseAcceptQuoteRequest(const boost::json::object& body);

struct ConfirmRequest {
  std::string clientSecret;
  /// Stripe Elements sends a payment method id; the test processor's form sends `card`.
  std::optional<std::string> paymentMethodId;
  domain::CardInput card;  ///< read only when there is no paymentMethodId
  domain::ShippingAddress shipping;
};
/// POST /api/checkout/confirm; nested fields are named "card.number", "shipping.city", ...
ConfirmRequest parseConfirmRequest(const boost::json::object& body);

struct AuthenticateRequest {
  bool approve = false;
};
/// POST /api/payments/{id}/authenticate.
AuthenticateRequest parseAuthenticateRequest(const boost::json::object& body);

}  // namespace aurum::api
