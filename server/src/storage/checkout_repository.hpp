#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "domain/metal.hpp"
#include "domain/order.hpp"

namespace aurum::storage {

/// Quote statuses: open (awaiting payment), acceptance (re-quote went up: buyer must accept),
/// processing (a confirmation is running), action (awaiting 3-D Secure), and the closed ones
/// paid, declined, expired, superseded.
struct QuoteRow {
  std::int64_t id = 0, userId = 0;
  std::string clientSecret, status, cartHash, provider, providerRef;
  std::int64_t subtotal = 0, shipping = 0, tax = 0, total = 0;
  std::optional<std::int64_t> previousTotal;
  std::int64_t orderId = 0, createdAtMs = 0, expiresAtMs = 0;
  domain::ShippingAddress address;
};

struct QuoteLineRow {
  std::int64_t productId = 0;
  std::string name;
  domain::Metal metal = domain::Metal::kGold;
  std::int64_t quantity = 0, unitCents = 0, fineWeightMicroOz = 0, weightMicroOz = 0;
};

struct PaymentRow {
  std::int64_t id = 0, quoteId = 0, userId = 0, amount = 0, createdAtMs = 0;
  std::string status, brand, last4, message, provider;
};

struct CheckoutRepository {
  static std::int64_t insertQuote(soci::session& s, const QuoteRow& q);
  static void insertLine(soci::session& s, std::int64_t quoteId, const QuoteLineRow& l);
  static std::vector<QuoteLineRow> lines(soci::session& s, std::int64_t quoteId);
  static std::optional<QuoteRow> findBySecret(soci::session& s, const std::string& secret);
  static std::optional<QuoteRow> find(soci::session& s, std::int64_t id);
  /// The quote paid through the provider intent `ref` (webhooks name the intent).
  static std::optional<QuoteRow> findByProviderRef(soci::session& s, const std::string& ref);
  /// The user's newest quote, whatever its status.
  static std::optional<QuoteRow> latest(soci::session& s, std::int64_t userId);
  /// Moves a quote from `from` to `to`; false when it was no longer in `from`.
  static bool transition(soci::session& s, std::int64_t id, const std::string& from, const std::string& to);
  static void setShipping(soci::session& s, std::int64_t id, const domain::ShippingAddress& a);
  static void setOrder(soci::session& s, std::int64_t id, std::int64_t orderId);

  static void reserve(soci::session& s, std::int64_t quoteId, std::int64_t productId, std::int64_t qty,
                      std::int64_t expiresAtMs);
  /// Returns the quote's active reservations to stock (each exactly once, even concurrently).
  static void releaseReservations(soci::session& s, std::int64_t quoteId);
  /// Marks the quote's active reservations consumed (the units now belong to an order).
  static void consumeReservations(soci::session& s, std::int64_t quoteId);
  /// Expires every live quote past its time and releases its stock. Returns how many.
  static int expireDue(soci::session& s, std::int64_t nowMs);

  static std::int64_t insertPayment(soci::session& s, const PaymentRow& p, std::int64_t nowMs);
  static std::optional<PaymentRow> findPayment(soci::session& s, std::int64_t id);
  static void setPaymentStatus(soci::session& s, std::int64_t id, const std::string& status,
                               const std::string& message, std::int64_t nowMs);
};

}  // namespace aurum::storage

namespace aurum::storage {
/// Units of `productId` held by the user's own live checkout (they count as available to them).
std::int64_t reservedByUser(soci::session& s, std::int64_t userId, std::int64_t productId);
}  // namespace aurum::storage
