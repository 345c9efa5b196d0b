#include "domain/order_split.hpp"

#include <algorithm>
#include <numeric>

namespace aurum::domain {

std::vector<std::int64_t> allocateProportionally(std::int64_t amount,
                                                 const std::vector<std::int64_t>& weights) {
  std::vector<std::int64_t> out(weights.size(), 0);
  if (weights.empty()) return out;
  __int128 total = 0;
  for (auto w : weights) total += w;
  if (total <= 0) {
    out[0] = amount;
    return out;
  }
  std::vector<__int128> remainder(weights.size());
  std::int64_t given = 0;
  for (std::size_t i = 0; i < weights.size(); ++i) {
    __int128 scaled = static_cast<__int128>(amount) * weights[i];
    out[i] = static_cast<std::int64_t>(scaled / total);
    remainder[i] = scaled % total;
    given += out[i];
  }
  std::vector<std::size_t> order(weights.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return remainder[a] > remainder[b]; });
  for (std::size_t k = 0; given < amount; k = (k + 1) % order.size(), ++given) ++out[order[k]];
  return out;
}

std::vector<SellerShare> splitBySeller(
    const std::vector<std::pair<std::int64_t, std::int64_t>>& subtotals, std::int64_t shipping,
    std::int64_t tax) {
  std::vector<std::int64_t> weights;
  for (const auto& [seller, sub] : subtotals) weights.push_back(sub);
  auto ship = allocateProportionally(shipping, weights);
  auto taxes = allocateProportionally(tax, weights);
  std::vector<SellerShare> out;
  for (std::size_t i = 0; i < subtotals.size(); ++i)
    out.push_back({subtotals[i].first, subtotals[i].second, ship[i], taxes[i]});
  return out;
}

}  // namespace aurum::domain
