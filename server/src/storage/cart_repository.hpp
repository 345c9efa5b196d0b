#pragma once
#include <soci/soci.h>

#include <optional>
#include <vector>

namespace aurum::storage {

struct CartLineRow {
  std::int64_t id = 0, productId = 0, quantity = 0;
  /// From an accepted trader offer: its unit price, locked until lockedUntilMs (0: not locked).
  std::int64_t offerId = 0, lockedUnitCents = 0, lockedUntilMs = 0;
  /// The locked unit price when it still holds at `nowMs`.
  std::optional<std::int64_t> lockedPriceAt(std::int64_t nowMs) const {
    if (offerId && lockedUnitCents > 0 && nowMs < lockedUntilMs) return lockedUnitCents;
    return std::nullopt;
  }
};

/// One server-side cart per user: at most one line per product.
struct CartRepository {
  static std::vector<CartLineRow> list(soci::session& s, std::int64_t userId);
  static std::optional<CartLineRow> find(soci::session& s, std::int64_t userId,
                                         std::int64_t lineId);
  static std::int64_t insert(soci::session& s, std::int64_t userId, std::int64_t productId,
                             std::int64_t qty, std::int64_t nowMs);
  static void setQuantity(soci::session& s, std::int64_t lineId, std::int64_t qty);
  static bool remove(soci::session& s, std::int64_t userId, std::int64_t lineId);
  static void clear(soci::session& s, std::int64_t userId);
};

}  // namespace aurum::storage
