#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "domain/metal.hpp"
#include "domain/order.hpp"
#include "domain/quote_status.hpp"

namespace aurum::domain {

/// A checkout quote: the cart priced and locked for a while; paying it creates the order once.
struct Quote {
  std::int64_t id = 0, userId = 0;
  std::string clientSecret;
  QuoteStatus status = QuoteStatus::kOpen;
  std::string cartHash, provider, providerRef;
  std::int64_t subtotal = 0, shipping = 0, tax = 0, total = 0;
  std::optional<std::int64_t> previousTotal;
  std::int64_t orderId = 0, createdAtMs = 0, expiresAtMs = 0;
  ShippingAddress address;
};

struct QuoteLine {
  std::int64_t productId = 0;
  std::string name;
  Metal metal = Metal::kGold;
  std::int64_t quantity = 0, unitCents = 0, fineWeightMicroOz = 0, weightMicroOz = 0;
  std::int64_t premiumCents = 0;  ///< premium over spot in unitCents
};

/// A card payment of a quote, as recorded.
struct Payment {
  std::int64_t id = 0, quoteId = 0, userId = 0, amount = 0, createdAtMs = 0;
  PaymentStatus status = PaymentStatus::kDeclined;
  std::string brand, last4, message, provider;
};

}  // namespace aurum::domain
