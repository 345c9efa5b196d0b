#pragma once
#include <soci/soci.h>

#include <optional>
#include <vector>

#include "domain/product.hpp"

namespace aurum::storage {

/// Catalogue rows. `stock` is the units still available; open checkouts hold theirs in
/// stock_reservations, so a reservation is an atomic conditional decrement here.
struct ProductRepository {
  static std::vector<domain::Product> list(soci::session& s);
  static std::optional<domain::Product> find(soci::session& s, std::int64_t id);
  static std::int64_t insert(soci::session& s, const domain::Product& p, std::int64_t nowMs);
  static std::int64_t count(soci::session& s);
  /// `stock -= qty` only if at least `qty` remain; false (nothing changed) otherwise.
  static bool take(soci::session& s, std::int64_t id, std::int64_t qty);
  static void giveBack(soci::session& s, std::int64_t id, std::int64_t qty);
  /// Units held by active reservations, per product id (for the trader's inventory view).
  static std::vector<std::pair<std::int64_t, std::int64_t>> reservedByProduct(soci::session& s);
};

}  // namespace aurum::storage
