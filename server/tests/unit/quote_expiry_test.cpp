#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "domain/error.hpp"
#include "services/shop.hpp"
#include "storage/cart_repository.hpp"
#include "storage/migrations.hpp"
#include "storage/product_repository.hpp"
#include "storage/user_repository.hpp"

using namespace aurum;

namespace {

/// Spot prices the test sets by hand.
class FixedSpotPrices final : public services::SpotPrices {
 public:
  domain::SpotQuote latest(domain::Metal m) const override { return {m, mid, mid, mid, 0, stale}; }
  void onTick(std::function<void()>) override {}
  std::int64_t mid = 200000;
  bool stale = false;
};

struct ShopFixture : ::testing::Test {
  void SetUp() override {
    dir = std::filesystem::temp_directory_path() / ("aurum-quote-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    db = storage::Database::open((dir / "t.db").string(), 2);
    storage::migrate(*db);
    shop = std::make_unique<services::Shop>(*db, spot, clock);
    db->write([&](soci::session& s) {
      storage::NewUser u{
          "q@test.example", "Q", "T", domain::Role::kClient, domain::UserStatus::kActive, "x", 0};
      user.id = storage::UserRepository::insert(s, u);
      domain::Product p;
      p.name = "Gold 1 oz";
      p.description = "d";
      p.form = "bar";
      p.weightMicroOz = p.fineWeightMicroOz = 1'000'000;
      p.purity = 9999;
      p.premiumCents = 1000;
      p.stock = 5;
      p.imageUrl = "/x.svg";
      productId = storage::ProductRepository::insert(s, p, 0);
      storage::CartRepository::insert(s, user.id, productId, 2, 0);
    });
    user.role = domain::Role::kClient;
  }
  void TearDown() override {
    shop.reset();
    db.reset();
    std::filesystem::remove_all(dir);
  }
  long long stock() {
    return db->read(
        [&](soci::session& s) { return storage::ProductRepository::find(s, productId)->stock; });
  }
  std::filesystem::path dir;
  std::unique_ptr<storage::Database> db;
  FixedSpotPrices spot;
  util::ManualClock clock{1'700'000'000'000};
  std::unique_ptr<services::Shop> shop;
  domain::User user;
  long long productId = 0;
};

domain::CardInput visa() { return {"4242424242424242", 12, 2035, "123", "Q T"}; }
domain::ShippingAddress home() { return {"Q", "T", "1 Main", "NYC", "NY", "10001", ""}; }

}  // namespace

TEST_F(ShopFixture, QuoteLocksPricesForTenMinutesThenExpiresAndReleasesStock) {
  auto first = shop->checkout().createIntent(user);
  EXPECT_EQ(first.quote.expiresAtMs, clock.nowMs() + 10 * 60 * 1000);
  EXPECT_EQ(stock(), 3);
  spot.mid = 210000;
  clock.advanceMs(9 * 60 * 1000);
  auto same = shop->checkout().createIntent(user);  // unchanged cart, live quote: same intent
  EXPECT_EQ(same.quote.id, first.quote.id);
  EXPECT_EQ(same.quote.total, first.quote.total);
  clock.advanceMs(60 * 1000);  // exactly at expiry
  EXPECT_EQ(shop->checkout().expireDue(), 1);
  EXPECT_EQ(stock(), 5);
  try {
    shop->checkout().confirm(user, first.quote.clientSecret, visa(), home());
    FAIL() << "expired quote was paid";
  } catch (const domain::AppError& e) {
    EXPECT_EQ(e.code(), domain::ErrorCode::kConflict);
    EXPECT_EQ(e.field().value_or(""), "quoteId");
  }
}

TEST_F(ShopFixture, HigherRequoteNeedsAcceptanceLowerOneApplies) {
  auto first = shop->checkout().createIntent(user);
  clock.advanceMs(11 * 60 * 1000);
  spot.mid = 210000;
  auto up = shop->checkout().createIntent(user);
  EXPECT_EQ(up.quote.status, aurum::domain::QuoteStatus::kAcceptance);
  EXPECT_EQ(up.quote.previousTotal, first.quote.total);
  EXPECT_THROW(shop->checkout().confirm(user, up.quote.clientSecret, visa(), home()),
               domain::AppError);
  auto accepted = shop->checkout().acceptQuote(user, up.quote.id);
  EXPECT_EQ(accepted.quote.status, aurum::domain::QuoteStatus::kOpen);

  clock.advanceMs(11 * 60 * 1000);
  spot.mid = 190000;
  auto down = shop->checkout().createIntent(user);
  EXPECT_EQ(down.quote.status, aurum::domain::QuoteStatus::kOpen);
  EXPECT_LT(down.quote.total, *down.quote.previousTotal);
  auto paid = shop->checkout().confirm(user, down.quote.clientSecret, visa(), home());
  ASSERT_TRUE(paid.order);
  EXPECT_EQ(paid.order->total, down.quote.total);
  EXPECT_EQ(stock(), 3);
}

TEST_F(ShopFixture, StaleSpotPriceIsNeverSoldAt) {
  spot.stale = true;  // the provider has stopped answering
  try {
    shop->checkout().createIntent(user);
    FAIL() << "a quote was made on a stale price";
  } catch (const domain::AppError& e) {
    EXPECT_EQ(e.code(), domain::ErrorCode::kUnavailable);
    EXPECT_EQ(e.field(), "cart");
    EXPECT_NE(std::string(e.what()).find("gold"), std::string::npos) << e.what();
  }
  EXPECT_EQ(stock(), 5);  // nothing reserved
  spot.stale = false;     // fresh prices again: checkout reopens
  auto intent = shop->checkout().createIntent(user);
  EXPECT_EQ(stock(), 3);
  EXPECT_GT(intent.quote.total, 0);
}
