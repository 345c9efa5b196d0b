#pragma once
#include <optional>
#include <vector>

#include "domain/cart_totals.hpp"
#include "services/catalogue_service.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

struct CartLineView {
  std::int64_t id = 0, quantity = 0;
  PricedProduct product;  ///< at the live price, or the offer's locked price while it holds
  std::int64_t offerId = 0, lockedUntilMs = 0;  ///< from a trader's offer (0: none)
};

/// The server-side cart of one user, priced live from the catalogue snapshot.
class CartService {
 public:
  CartService(storage::Database& db, CatalogueService& catalogue, const util::Clock& clock)
      : db_(db), catalogue_(catalogue), clock_(clock) {}

  std::vector<CartLineView> list(std::int64_t userId);
  /// Adds `quantity` to the line for the product (creating it). 404 unknown product; 409 above
  /// stock; 400 when the line would exceed 1000 units.
  CartLineView add(std::int64_t userId, std::int64_t productId, std::int64_t quantity);
  /// Sets a line's quantity; 0 or below removes it (returns nullopt).
  std::optional<CartLineView> setQuantity(std::int64_t userId, std::int64_t lineId,
                                          std::int64_t quantity);
  void remove(std::int64_t userId, std::int64_t lineId);
  domain::CartTotals totals(std::int64_t userId);

 private:
  CartLineView view(std::int64_t lineId, std::int64_t productId, std::int64_t quantity,
                    const CatalogueSnapshot& snap);
  storage::Database& db_;
  CatalogueService& catalogue_;
  const util::Clock& clock_;
};

}  // namespace aurum::services
