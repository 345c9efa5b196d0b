#pragma once
#include <soci/soci.h>

#include <optional>
#include <vector>

#include "domain/order.hpp"

namespace aurum::storage {

/// Filters of the managed order list; empty or 0 fields match everything.
struct OrderFilter {
  std::int64_t sellerId = 0;
  std::string status;  ///< an order status name
  std::string query;   ///< an order number, or part of the buyer's name or e-mail
  std::int64_t limit = 500;
};

struct OrderRepository {
  /// Inserts the order row and its lines; returns the id.
  static std::int64_t insert(soci::session& s, const domain::Order& o);
  /// One entry of a person's change; `note` is their text as written, or the system's template
  /// with its arguments (domain::trackingNote).
  static void addHistory(soci::session& s, std::int64_t orderId, domain::OrderStatus status,
                         std::int64_t actorUserId, const std::string& actor,
                         const domain::Message& note, std::int64_t atMs);
  /// Several history entries of the system (no acting user) in one statement, in order.
  static void addSystemHistory(soci::session& s, std::int64_t orderId,
                               const std::vector<domain::OrderHistoryEntry>& entries);
  /// Header only (no lines / history).
  static std::optional<domain::Order> find(soci::session& s, std::int64_t id);
  /// Lines and history filled in.
  static void loadDetail(soci::session& s, domain::Order& o);
  static std::vector<domain::Order> listForUser(soci::session& s, std::int64_t userId);
  /// Orders sold by `sellerId`; every order when `sellerId` is 0.
  static std::vector<domain::Order> listForSeller(soci::session& s, std::int64_t sellerId);
  /// The orders one checkout (quote) created, one per seller, oldest first.
  static std::vector<domain::Order> listForQuote(soci::session& s, std::int64_t quoteId);
  /// Newest first, filtered.
  static std::vector<domain::Order> listManaged(soci::session& s, const OrderFilter& f);
  static bool sellsIn(soci::session& s, std::int64_t orderId, std::int64_t sellerId);
  /// Moves the order from `from` to `to`; false when it is no longer in `from`.
  static bool transition(soci::session& s, std::int64_t id, domain::OrderStatus from,
                         domain::OrderStatus to, const std::optional<std::string>& tracking,
                         std::int64_t nowMs);
  /// Units of products held by the user (non-cancelled orders).
  static std::int64_t unitsHeld(soci::session& s, std::int64_t userId);
};

}  // namespace aurum::storage
