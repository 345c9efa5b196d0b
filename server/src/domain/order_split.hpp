#pragma once
#include <cstdint>
#include <vector>

namespace aurum::domain {

/// Splits `amount` cents across parts in proportion to `weights`, to the cent: each part is
/// rounded down and the cents left over go to the largest remainders (ties: the earlier part), so
/// the parts always sum to `amount` exactly. All weights zero: everything goes to the first part.
/// Used to share a checkout's shipping and tax among the orders of its sellers.
std::vector<std::int64_t> allocateProportionally(std::int64_t amount,
                                                 const std::vector<std::int64_t>& weights);

/// One seller's share of a checkout: that seller's lines' subtotal and its part of the shipping
/// and tax. The shares of a checkout sum to its totals.
struct SellerShare {
  std::int64_t sellerId = 0;  ///< 0: house products
  std::int64_t subtotal = 0, shipping = 0, tax = 0;
  std::int64_t total() const { return subtotal + shipping + tax; }
};

/// Shares for `subtotals` (seller id, subtotal cents), in the given order.
std::vector<SellerShare> splitBySeller(
    const std::vector<std::pair<std::int64_t, std::int64_t>>& subtotals, std::int64_t shipping,
    std::int64_t tax);

}  // namespace aurum::domain
