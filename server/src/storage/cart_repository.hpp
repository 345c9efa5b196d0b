#pragma once
#include <soci/soci.h>

#include <optional>
#include <vector>

namespace aurum::storage {

struct CartLineRow {
  std::int64_t id = 0, productId = 0, quantity = 0;
};

/// One server-side cart per user: at most one line per product.
struct CartRepository {
  static std::vector<CartLineRow> list(soci::session& s, std::int64_t userId);
  static std::optional<CartLineRow> find(soci::session& s, std::int64_t userId,
                                         std::int64_t lineId);
  static std::optional<CartLineRow> findByProduct(soci::session& s, std::int64_t userId,
                                                  std::int64_t productId);
  static std::int64_t insert(soci::session& s, std::int64_t userId, std::int64_t productId,
                             std::int64_t qty, std::int64_t nowMs);
  static void setQuantity(soci::session& s, std::int64_t lineId, std::int64_t qty);
  static bool remove(soci::session& s, std::int64_t userId, std::int64_t lineId);
  static void clear(soci::session& s, std::int64_t userId);
};

}  // namespace aurum::storage
