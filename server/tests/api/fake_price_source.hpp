#pragma once
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "prices/price_source.hpp"

namespace aurum::testing {

/// A price provider the test answers for: the prices and the time each one came in.
struct FakeFeed {
  prices::MidPrices prices{{domain::Metal::kGold, 204'700},
                           {domain::Metal::kSilver, 2'415},
                           {domain::Metal::kPlatinum, 102'300},
                           {domain::Metal::kPalladium, 108'700}};
  std::map<domain::Metal, std::int64_t> updatedMs;
  /// The provider answers at `nowMs`: each of `metals` moves by ten cents.
  void answer(std::int64_t nowMs, std::vector<domain::Metal> metals = {
                                      domain::Metal::kGold, domain::Metal::kSilver,
                                      domain::Metal::kPlatinum, domain::Metal::kPalladium}) {
    for (auto m : metals) {
      prices[m] += 10;
      updatedMs[m] = nowMs;
    }
  }
};

/// A real-provider PriceSource (not simulated) reading a FakeFeed the test keeps a handle on.
class FakeSource final : public prices::PriceSource {
 public:
  explicit FakeSource(std::shared_ptr<FakeFeed> feed) : feed_(std::move(feed)) {}
  prices::MidPrices poll(std::int64_t) override { return feed_->prices; }
  std::optional<std::int64_t> lastUpdateMs(domain::Metal m, std::int64_t) const override {
    auto it = feed_->updatedMs.find(m);
    return it == feed_->updatedMs.end() ? std::nullopt : std::optional(it->second);
  }
  prices::MidPrices initial() const override { return feed_->prices; }
  /// Like the HTTP source: stored prices fill in metals the provider has not priced.
  void resumeFrom(const prices::MidPrices& last) override {
    for (const auto& [m, cents] : last)
      if (!feed_->updatedMs.count(m)) feed_->prices[m] = cents;
  }
  std::string name() const override { return "Fake feed"; }
  bool simulated() const override { return false; }

 private:
  std::shared_ptr<FakeFeed> feed_;
};

}  // namespace aurum::testing
