#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "domain/back_office.hpp"
#include "domain/checkout.hpp"
#include "domain/product.hpp"
#include "storage/cart_repository.hpp"

namespace aurum::storage {

using StockAdjustment = domain::StockAdjustment;

/// Catalogue rows. `stock` is the units still available; open checkouts hold theirs in
/// stock_reservations, so a reservation is an atomic conditional decrement here.
struct ProductRepository {
  /// Every product (archived ones too unless `activeOnly`), with the seller's display name.
  static std::vector<domain::Product> list(soci::session& s, bool activeOnly = false);
  static std::optional<domain::Product> find(soci::session& s, std::int64_t id);
  /// A product as `userId`'s cart sees it in one statement: the product, the user's line of it
  /// (id and quantity, 0 without one) and the units of it the user's open quotes hold.
  struct ForCart {
    domain::Product product;
    std::int64_t lineId = 0, lineQuantity = 0, reservedByUser = 0;
  };
  static std::optional<ForCart> findForCart(soci::session& s, std::int64_t id, std::int64_t userId);
  /// `userId`'s cart lines, each with its product, in the cart's order, in one statement.
  static std::vector<std::pair<CartLineRow, domain::Product>> linesOfCart(soci::session& s,
                                                                          std::int64_t userId);
  /// Quote `quoteId`'s lines, each with its product, by product id, in one statement.
  static std::vector<std::pair<domain::QuoteLine, domain::Product>> linesOfQuote(
      soci::session& s, std::int64_t quoteId);
  static std::int64_t insert(soci::session& s, const domain::Product& p, std::int64_t nowMs);
  static std::int64_t count(soci::session& s);
  /// Name, description, metal, form, weights, purity, premium and active (not stock, not image).
  static void update(soci::session& s, const domain::Product& p, std::int64_t nowMs);
  /// Archives every active product of `sellerId` (a suspended or demoted trader); how many.
  static long long archiveBySeller(soci::session& s, std::int64_t sellerId, std::int64_t nowMs);
  static void setImageUrl(soci::session& s, std::int64_t id, const std::string& url,
                          std::int64_t nowMs);
  /// `stock += delta` unless that would leave it below zero (conditional update); the new stock,
  /// or nothing when refused.
  static std::optional<std::int64_t> adjustStock(soci::session& s, std::int64_t id,
                                                 std::int64_t delta, std::int64_t nowMs);
  static std::int64_t insertAdjustment(soci::session& s, const StockAdjustment& a);
  /// A product's adjustments, newest first.
  static std::vector<StockAdjustment> adjustments(soci::session& s, std::int64_t productId);
  /// `stock -= qty` only if at least `qty` remain and the product is active; false (nothing
  /// changed) otherwise.
  static bool take(soci::session& s, std::int64_t id, std::int64_t qty);
  static void giveBack(soci::session& s, std::int64_t id, std::int64_t qty);
  /// Units held by active reservations, per product id (for the trader's inventory view).
  static std::vector<std::pair<std::int64_t, std::int64_t>> reservedByProduct(soci::session& s);
};

}  // namespace aurum::storage
