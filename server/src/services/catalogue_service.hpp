#pragma once
#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "domain/product.hpp"
#include "domain/user.hpp"
#include "services/spot_prices.hpp"
#include "storage/database.hpp"

namespace aurum::services {

struct PricedProduct {
  domain::Product product;
  std::int64_t priceCents = 0;   ///< unit price now (domain/pricing.hpp)
  std::int64_t spotCents = 0;    ///< spot mid used
  std::int64_t priceTimeMs = 0;  ///< time of the spot tick used
  bool spotStale = false;        ///< the spot price is stale: shown, never sold at
};

/// The catalogue at one moment's spot prices; immutable once published.
struct CatalogueSnapshot {
  std::uint64_t version = 0;
  std::vector<PricedProduct> products;
  const PricedProduct* find(std::int64_t id) const;
};

/// Catalogue read model: rebuilt at most once per spot tick (or after a stock change here, or
/// when older than a second so other instances' stock changes show), shared as an immutable
/// snapshot.
class CatalogueService {
 public:
  CatalogueService(storage::Database& db, SpotPrices& spot);
  std::shared_ptr<const CatalogueSnapshot> snapshot();
  /// The current snapshot when it needs no rebuild, else null; never touches the database or
  /// waits for a rebuild in progress (the I/O thread's read).
  std::shared_ptr<const CatalogueSnapshot> freshSnapshot();
  /// Stock or catalogue changed: the next read rebuilds.
  void invalidate() { changes_.fetch_add(1); }
  PricedProduct price(const domain::Product& p) const;

 private:
  bool fresh(std::chrono::steady_clock::time_point now) const;  ///< mutex_ held

  storage::Database& db_;
  SpotPrices& spot_;
  std::atomic<std::uint64_t> ticks_{0}, changes_{0};
  std::mutex mutex_;
  std::shared_ptr<const CatalogueSnapshot> current_;
  std::uint64_t builtTicks_ = 0, builtChanges_ = 0, version_ = 0;
  std::chrono::steady_clock::time_point builtAt_{};
};

}  // namespace aurum::services
