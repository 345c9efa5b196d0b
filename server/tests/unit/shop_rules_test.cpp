#include <gtest/gtest.h>

#include <random>

#include "domain/card.hpp"
#include "domain/cart_totals.hpp"
#include "domain/error.hpp"
#include "domain/ledger.hpp"
#include "domain/money.hpp"
#include "domain/order_status.hpp"
#include "domain/pricing.hpp"

using namespace aurum::domain;

namespace {

/// Exact reference for spec section 9 in rational arithmetic on whole cents (no shared code).
struct Ref {
  long long subtotal, shipping, tax, total, shortfall;
};
Ref reference(const std::vector<PricedLine>& lines) {
  long long sub = 0;
  for (const auto& l : lines) sub += l.unitCents * l.quantity;
  Ref r{};
  r.subtotal = sub;
  if (lines.empty()) return {0, 0, 0, 0, 100000};
  r.shipping = sub > 100000 ? 0 : 2500;
  // 8 % = 8/100: round half up => floor((8*sub*2 + 100) / 200)
  long long num = 8 * sub;
  long long q = num / 100, rem = num % 100;
  r.tax = q + (rem * 2 >= 100 ? 1 : 0);
  r.total = sub + r.shipping + r.tax;
  r.shortfall = r.shipping ? 100000 - sub : 0;
  return r;
}

}  // namespace

TEST(Money, FormatsCentsAsDecimalStrings) {
  EXPECT_EQ(formatCents(204700), "2047.00");
  EXPECT_EQ(formatCents(5), "0.05");
  EXPECT_EQ(formatCents(-11041), "-110.41");
  EXPECT_EQ(formatCents(0), "0.00");
}

TEST(Money, MulDivRoundsHalfUp) {
  EXPECT_EQ(mulDivHalfUp(25, 1, 2), 13);  // 12.5 -> 13
  EXPECT_EQ(mulDivHalfUp(24, 1, 2), 12);
  EXPECT_EQ(mulDivHalfUp(1249, 8, 100), 100);  // 99.92 -> 100
  EXPECT_EQ(mulDivHalfUp(1, 1, 3), 0);
}

TEST(Pricing, SpotTimesFineWeightPlusPremiumWithOneRounding) {
  EXPECT_EQ(unitPriceCents(204700, 1'000'000, 5500), 210200);
  // 1 kg bar: 2047.00 x 32.150747 oz = 65812.579... -> 65812.58
  EXPECT_EQ(unitPriceCents(204700, 32'150'747, 0), 6581258);
  // exact half cent rounds up: 0.5 oz at 0.01 = 0.005 -> 0.01
  EXPECT_EQ(unitPriceCents(1, 500'000, 0), 1);
}

TEST(CartTotals, FreeShippingAboveOneThousand) {
  auto t = computeCartTotals({{100000, 1}});
  EXPECT_EQ(t.shipping, 2500);  // exactly 1000.00 is not above
  EXPECT_EQ(t.freeShippingShortfall, 0);
  t = computeCartTotals({{100001, 1}});
  EXPECT_EQ(t.shipping, 0);
  t = computeCartTotals({{20000, 2}});
  EXPECT_EQ(t.freeShippingShortfall, 60000);
  EXPECT_EQ(t.tax, 3200);
  EXPECT_EQ(t.total, 40000 + 2500 + 3200);
}

TEST(CartTotals, MatchesExactReferenceOverRandomCarts) {
  std::mt19937_64 rng(20240601);
  std::uniform_int_distribution<int> nLines(0, 12);
  std::uniform_int_distribution<long long> price(1, 20'000'000), qty(1, 1000), small(1, 300);
  for (int i = 0; i < 20000; ++i) {
    std::vector<PricedLine> lines(nLines(rng));
    for (auto& l : lines) l = {i % 3 ? small(rng) * 7 : price(rng), i % 2 ? qty(rng) : 1};
    auto t = computeCartTotals(lines);
    auto r = reference(lines);
    ASSERT_EQ(t.subtotal, r.subtotal);
    ASSERT_EQ(t.shipping, r.shipping);
    ASSERT_EQ(t.tax, r.tax) << t.subtotal;
    ASSERT_EQ(t.total, r.total);
    ASSERT_EQ(t.freeShippingShortfall, r.shortfall);
  }
}

TEST(CartTotals, PaymentLimits) {
  EXPECT_NO_THROW(checkPaymentLimits(50));
  EXPECT_NO_THROW(checkPaymentLimits(99'999'999));
  EXPECT_THROW(checkPaymentLimits(49), AppError);
  EXPECT_THROW(checkPaymentLimits(100'000'000), AppError);
}

TEST(OrderStatus, TransitionTable) {
  using S = OrderStatus;
  const S all[] = {S::kPending, S::kProcessing, S::kShipped, S::kDelivered, S::kCancelled};
  std::set<std::pair<S, S>> allowed = {{S::kPending, S::kProcessing},
                                       {S::kPending, S::kCancelled},
                                       {S::kProcessing, S::kShipped},
                                       {S::kProcessing, S::kCancelled},
                                       {S::kShipped, S::kDelivered}};
  for (auto f : all)
    for (auto t : all)
      EXPECT_EQ(canTransition(f, t), allowed.count({f, t}) == 1)
          << orderStatusName(f) << "->" << orderStatusName(t);
  EXPECT_TRUE(needsTrackingNumber(S::kShipped));
  EXPECT_EQ(parseOrderStatus("bogus"), std::nullopt);
}

TEST(Ledger, PurchaseIsBalancedPerAssetAndReversalCancelsIt) {
  std::vector<PurchaseLine> lines{{Metal::kGold, 2'000'000, 420400},
                                  {Metal::kSilver, 10'000'000, 26650},
                                  {Metal::kGold, 500'000, 110000}};
  auto p = purchasePostings(7, lines, 0, 44564);
  EXPECT_TRUE(isBalanced(p));
  std::int64_t gold = 0, card = 0;
  for (const auto& x : p) {
    if (x.account == customerAccount(7) && x.asset == "gold") gold += x.amount;
    if (x.account == kCardSettlement) card += x.amount;
  }
  EXPECT_EQ(gold, 2'500'000);
  EXPECT_EQ(card, -(420400 + 26650 + 110000 + 44564));
  auto all = p;
  auto rev = reversePostings(p);
  EXPECT_TRUE(isBalanced(rev));
  all.insert(all.end(), rev.begin(), rev.end());
  std::map<std::pair<std::string, std::string>, std::int64_t> net;
  for (const auto& x : all) net[{x.account, x.asset}] += x.amount;
  for (const auto& [k, v] : net) EXPECT_EQ(v, 0) << k.first << " " << k.second;
}

TEST(Card, LuhnBrandAndFieldNamedErrors) {
  EXPECT_TRUE(luhnValid("4242424242424242"));
  EXPECT_FALSE(luhnValid("4242424242424241"));
  EXPECT_EQ(cardBrand("4242424242424242"), "Visa");
  EXPECT_EQ(cardBrand("5555555555554444"), "Mastercard");
  CardInput ok{"4242 4242 4242 4242", 12, 2030, "123", "Ann"};
  EXPECT_EQ(validateCard(ok, 2026, 1), "4242424242424242");
  auto fieldOf = [](CardInput c) {
    try {
      validateCard(c, 2026, 6);
    } catch (const AppError& e) {
      return e.field().value_or("");
    }
    return std::string();
  };
  auto c = ok;
  c.number = "4242 4242 4242 4241";
  EXPECT_EQ(fieldOf(c), "card.number");
  c = ok;
  c.expYear = 2026;
  c.expMonth = 5;
  EXPECT_EQ(fieldOf(c), "card.expYear");
  c.expMonth = 6;
  EXPECT_EQ(fieldOf(c), "");  // this month is still valid
  c = ok;
  c.cvc = "12a";
  EXPECT_EQ(fieldOf(c), "card.cvc");
  c = ok;
  c.name = "";
  EXPECT_EQ(fieldOf(c), "card.name");
}
