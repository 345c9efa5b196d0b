#include "services/catalogue_service.hpp"

#include "domain/error.hpp"
#include "domain/pricing.hpp"
#include "storage/product_repository.hpp"

namespace aurum::services {

const PricedProduct* CatalogueSnapshot::find(std::int64_t id) const {
  for (const auto& p : products)
    if (p.product.id == id) return &p;
  return nullptr;
}

CatalogueService::CatalogueService(storage::Database& db, SpotPrices& spot) : db_(db), spot_(spot) {
  spot_.onTick([this] { ticks_.fetch_add(1); });
}

PricedProduct CatalogueService::price(const domain::Product& p) const {
  auto q = spot_.latest(p.metal);
  return {p, domain::unitPriceCents(q.midCents, p.fineWeightMicroOz, p.premiumCents), q.midCents,
          q.timeMs, q.stale};
}

bool CatalogueService::fresh(std::chrono::steady_clock::time_point now) const {
  constexpr auto kMaxAge = std::chrono::seconds(1);
  return current_ && ticks_.load() == builtTicks_ && changes_.load() == builtChanges_ &&
         now - builtAt_ < kMaxAge;
}

std::shared_ptr<const CatalogueSnapshot> CatalogueService::freshSnapshot() {
  std::unique_lock lock(mutex_, std::try_to_lock);
  if (!lock.owns_lock() || !fresh(std::chrono::steady_clock::now())) return nullptr;
  return current_;
}

std::shared_ptr<const CatalogueSnapshot> CatalogueService::snapshot() {
  std::lock_guard lock(mutex_);
  const auto ticks = ticks_.load(), changes = changes_.load();
  const auto now = std::chrono::steady_clock::now();
  if (fresh(now)) return current_;
  std::vector<domain::Product> products;
  try {
    products = db_.read([](soci::session& s) { return storage::ProductRepository::list(s, true); });
  } catch (const domain::AppError& e) {
    // The database is failing over (503): keep showing the last product list, repriced at the
    // current spot, and ask the database again a second later. Checkout checks stock itself.
    if (e.code() != domain::ErrorCode::kUnavailable || !current_) throw;
    for (const auto& p : current_->products) products.push_back(p.product);
  }
  auto snap = std::make_shared<CatalogueSnapshot>();
  snap->version = ++version_;
  snap->products.reserve(products.size());
  for (const auto& p : products) snap->products.push_back(price(p));
  current_ = std::move(snap);
  builtTicks_ = ticks;
  builtChanges_ = changes;
  builtAt_ = now;
  return current_;
}

}  // namespace aurum::services
