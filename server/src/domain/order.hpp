#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domain/metal.hpp"
#include "domain/order_status.hpp"
#include "domain/quote_status.hpp"
#include "domain/stored_message.hpp"

namespace aurum::domain {

struct ShippingAddress {
  std::string firstName, lastName, address, city, state, zipCode, country = "US";
};

struct OrderLine {
  std::int64_t productId = 0, sellerId = 0;
  std::string name;
  Metal metal = Metal::kGold;
  std::int64_t quantity = 0, unitCents = 0, fineWeightMicroOz = 0;  ///< fine weight per unit
  std::string imageUrl;
  std::vector<std::string> serials;  ///< serialized units allocated to this line (detail views)
  std::int64_t premiumCents = 0;     ///< premium over spot in the unit price (the dealer's margin)
};

/// The refund of a cancelled paid order: its share of the payment, sent to the provider.
struct OrderRefund {
  RefundStatus status = RefundStatus::kPending;
  std::int64_t amountCents = 0;
  std::int64_t createdAtMs = 0, updatedAtMs = 0;
};

struct OrderHistoryEntry {
  OrderStatus status = OrderStatus::kPending;
  std::int64_t atMs = 0;
  std::string actor;
  /// An English template (a catalogue entry), a tracking note's number kept apart from it
  /// (migration 023).
  StoredMessage note;
};

struct Order {
  std::int64_t id = 0, userId = 0, quoteId = 0, paymentId = 0;
  std::int64_t sellerId = 0;  ///< the one seller of every line (0: house products)
  std::string sellerName;     ///< the seller's company name, else full name; "Aurum" for the house
  OrderStatus status = OrderStatus::kPending;
  std::int64_t subtotal = 0, shipping = 0, tax = 0, total = 0;
  std::string paymentMethod, buyerName;
  std::optional<std::string> trackingNumber;
  ShippingAddress address;
  std::int64_t createdAtMs = 0, updatedAtMs = 0, itemCount = 0;
  std::int64_t quoteCreatedAtMs = 0, quoteExpiresAtMs = 0;
  std::vector<OrderLine> lines;            ///< filled for detail views
  std::vector<OrderHistoryEntry> history;  ///< filled for detail views
  std::optional<OrderRefund> refund;       ///< filled for detail views, once one is recorded
};

}  // namespace aurum::domain
