#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "domain/checkout.hpp"
#include "domain/metal.hpp"
#include "domain/order.hpp"

namespace aurum::storage {

/// Quotes (domain::Quote, statuses in domain/quote_status), their lines, stock reservations and
/// payments.
struct CheckoutRepository {
  static std::int64_t insertQuote(soci::session& s, const domain::Quote& q);
  static void insertLine(soci::session& s, std::int64_t quoteId, const domain::QuoteLine& l);
  static std::vector<domain::QuoteLine> lines(soci::session& s, std::int64_t quoteId);
  static std::optional<domain::Quote> findBySecret(soci::session& s, const std::string& secret);
  static std::optional<domain::Quote> find(soci::session& s, std::int64_t id);
  /// The quote, its row locked on PostgreSQL (`postgres`) as it is read: a concurrent writer of
  /// the same quote waits, and then reads what this transaction left.
  static std::optional<domain::Quote> findLocked(soci::session& s, std::int64_t id, bool postgres);
  /// The quote paid through the provider intent `ref` (webhooks name the intent).
  static std::optional<domain::Quote> findByProviderRef(soci::session& s, const std::string& ref);
  /// The user's newest quote, whatever its status.
  static std::optional<domain::Quote> latest(soci::session& s, std::int64_t userId);
  /// Moves a quote from `from` to `to`; false when it was no longer in `from`.
  /// Refuses (std::logic_error) a move the transition table does not allow (domain/quote_status).
  static bool transition(soci::session& s, std::int64_t id, domain::QuoteStatus from,
                         domain::QuoteStatus to);
  /// Claims an open quote for payment (open -> processing) with its shipping address, and puts
  /// `ref` in place of `placeholder` if the quote still holds it. Returns the quote's provider
  /// ref afterwards; nullopt when the quote was no longer open.
  static std::optional<std::string> claimForPayment(soci::session& s, std::int64_t id,
                                                    const domain::ShippingAddress& a,
                                                    const std::string& placeholder,
                                                    const std::string& ref);
  /// Moves a quote from `fromStatus` to paid with its (first) order. Its count is not read (the
  /// statement is pipelined): the caller holds the quote's row, read in `fromStatus` with
  /// findLocked, so nothing else moves it meanwhile.
  static void markPaid(soci::session& s, std::int64_t id, domain::QuoteStatus fromStatus,
                       std::int64_t orderId);

  static void reserve(soci::session& s, std::int64_t quoteId, std::int64_t productId,
                      std::int64_t qty, std::int64_t expiresAtMs);
  /// Returns the quote's active reservations to stock (each exactly once, even concurrently).
  static void releaseReservations(soci::session& s, std::int64_t quoteId);
  /// Marks the quote's active reservations consumed (the units now belong to an order).
  static void consumeReservations(soci::session& s, std::int64_t quoteId);
  /// Expires every live quote past its time and releases its stock. Returns how many.
  static int expireDue(soci::session& s, std::int64_t nowMs);
  /// Expires `q` and releases its stock if it is live and past its time; `q` then reads expired.
  /// False when it was not due (or had moved on meanwhile).
  static bool expireIfDue(soci::session& s, domain::Quote& q, std::int64_t nowMs);

  /// Records the quote's payment unless it has one; its id, or nullopt when one was there.
  static std::optional<std::int64_t> insertFirstPayment(soci::session& s, const domain::Payment& p,
                                                        std::int64_t nowMs);
  static std::optional<domain::Payment> findPayment(soci::session& s, std::int64_t id);
  static void setPaymentStatus(soci::session& s, std::int64_t id, domain::PaymentStatus status,
                               const std::string& message, std::int64_t nowMs);
};

}  // namespace aurum::storage

namespace aurum::storage {
/// Units of `productId` held by the user's own live checkout (they count as available to them).
std::int64_t reservedByUser(soci::session& s, std::int64_t userId, std::int64_t productId);
}  // namespace aurum::storage
