#include "services/cart_service.hpp"

#include "domain/error.hpp"
#include "storage/cart_repository.hpp"
#include "storage/checkout_repository.hpp"
#include "storage/product_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;

namespace {

AppError lineNotFound() { return AppError(ErrorCode::kNotFound, "No such item in your cart"); }

/// Refuses a line quantity the stock cannot cover (409) or above the per-line limit (400). Stock
/// still held by quotes past their time (their periodic sweep has not run yet) is not a
/// shortage: a shortage sweeps them first. True when that sweep gave stock back.
/// `reserved`: the units of `p` the user's open quotes hold, read with `p`.
bool checkQuantity(soci::session& s, std::int64_t userId, domain::Product& p, std::int64_t quantity,
                   std::int64_t reserved, std::int64_t nowMs) {
  if (quantity > domain::kMaxLineQuantity)
    throw domain::validationError("quantity",
                                  {"At most {max} units of one product per order",
                                   {{"max", std::to_string(domain::kMaxLineQuantity)}}});
  auto available = p.stock + reserved;
  bool swept = false;
  if (quantity > available && storage::CheckoutRepository::expireDue(s, nowMs) > 0) {
    swept = true;
    if (auto fresh = storage::ProductRepository::find(s, p.id)) p.stock = fresh->stock;
    available = p.stock + storage::reservedByUser(s, userId, p.id);
  }
  if (quantity > available) {
    throw AppError(ErrorCode::kConflict, domain::stockShortage(p.name, available), "quantity");
  }
  return swept;
}

}  // namespace

CartLineView CartService::view(std::int64_t lineId, std::int64_t productId, std::int64_t quantity,
                               const CatalogueSnapshot& snap) {
  if (const auto* p = snap.find(productId)) return {lineId, quantity, *p};
  // A product newer than the snapshot: price it directly.
  auto p =
      db_.read([&](soci::session& s) { return storage::ProductRepository::find(s, productId); });
  if (!p) throw AppError(ErrorCode::kNotFound, "No such product");
  return {lineId, quantity, catalogue_.price(*p)};
}

std::vector<CartLineView> CartService::list(std::int64_t userId) {
  auto rows = db_.read([&](soci::session& s) { return storage::CartRepository::list(s, userId); });
  auto snap = catalogue_.snapshot();
  std::vector<CartLineView> out;
  const auto now = clock_.nowMs();
  for (const auto& r : rows) {
    out.push_back(view(r.id, r.productId, r.quantity, *snap));
    if (auto locked = r.lockedPriceAt(now)) {
      out.back().product.priceCents = *locked;
      out.back().offerId = r.offerId;
      out.back().lockedUntilMs = r.lockedUntilMs;
    }
  }
  return out;
}

// add and setQuantity price the line from the product row their transaction read (after it, off
// the writer): the catalogue snapshot is rebuilt whenever stock changes, so on a product that
// sells it would be rebuilt for nearly every add.
namespace {
struct ChangedLine {
  std::int64_t id = 0, quantity = 0;
  domain::Product product;
  bool swept = false;  // expired quotes gave stock back: the catalogue's stock changed
};
}  // namespace

CartLineView CartService::add(std::int64_t userId, std::int64_t productId, std::int64_t quantity) {
  auto changed = db_.write([&](soci::session& s) {
    // The product, the user's line of it and what the user's quotes hold: one statement.
    auto found = storage::ProductRepository::findForCart(s, productId, userId);
    if (!found || !found->product.active)
      throw AppError(ErrorCode::kNotFound, "No such product", "productId");
    auto& p = found->product;
    const auto newQty = quantity + found->lineQuantity;
    const auto now = clock_.nowMs();
    const bool swept = checkQuantity(s, userId, p, newQty, found->reservedByUser, now);
    if (found->lineId) {
      storage::CartRepository::setQuantity(s, found->lineId, newQty);
      return ChangedLine{found->lineId, newQty, std::move(p), swept};
    }
    auto id = storage::CartRepository::insert(s, userId, productId, newQty, now);
    return ChangedLine{id, newQty, std::move(p), swept};
  });
  if (changed.swept) catalogue_.invalidate();
  return {changed.id, changed.quantity, catalogue_.price(changed.product)};
}

std::optional<CartLineView> CartService::setQuantity(std::int64_t userId, std::int64_t lineId,
                                                     std::int64_t quantity) {
  auto changed = db_.write([&](soci::session& s) -> std::optional<ChangedLine> {
    auto line = storage::CartRepository::find(s, userId, lineId);
    if (!line) throw lineNotFound();
    if (quantity <= 0) {
      storage::CartRepository::remove(s, userId, lineId);
      return std::nullopt;
    }
    // The product with what the user's quotes hold of it: one statement, as in `add`.
    auto found = storage::ProductRepository::findForCart(s, line->productId, userId);
    if (!found) throw lineNotFound();
    auto& p = found->product;
    const bool swept = checkQuantity(s, userId, p, quantity, found->reservedByUser, clock_.nowMs());
    storage::CartRepository::setQuantity(s, lineId, quantity);
    return ChangedLine{lineId, quantity, std::move(p), swept};
  });
  if (!changed) return std::nullopt;
  if (changed->swept) catalogue_.invalidate();
  return CartLineView{changed->id, changed->quantity, catalogue_.price(changed->product)};
}

void CartService::remove(std::int64_t userId, std::int64_t lineId) {
  bool removed = db_.write(
      [&](soci::session& s) { return storage::CartRepository::remove(s, userId, lineId); });
  if (!removed) throw lineNotFound();
}

domain::CartTotals CartService::totals(std::int64_t userId) {
  std::vector<domain::PricedLine> lines;
  for (const auto& l : list(userId)) lines.push_back({l.product.priceCents, l.quantity});
  return domain::computeCartTotals(lines);
}

}  // namespace aurum::services
