// Inventory rules and request parsers: exact weights, premiums, stock status, field names.
#include <gtest/gtest.h>

#include "../support/field_at_fault.hpp"
#include "api/requests/inventory_requests.hpp"
#include "domain/error.hpp"
#include "domain/inventory.hpp"

using aurum::testing::fieldAtFault;

using namespace aurum;
namespace json = boost::json;

namespace {

json::object valid() {
  return {{"name", "Test bar"}, {"description", "d"}, {"metalType", "gold"}, {"form", "bar"},
          {"weight", 1.5},      {"purity", 9999},     {"premium", "12.50"},  {"stock", 3}};
}

}  // namespace

TEST(InventoryRules, StockStatusThresholds) {
  EXPECT_STREQ(domain::stockStatus(0), "out_of_stock");
  EXPECT_STREQ(domain::stockStatus(1), "low_stock");
  EXPECT_STREQ(domain::stockStatus(5), "low_stock");
  EXPECT_STREQ(domain::stockStatus(6), "in_stock");
}

TEST(InventoryRules, ExactMicrosFromDecimalText) {
  EXPECT_EQ(domain::parseExactMicros("1"), 1'000'000);
  EXPECT_EQ(domain::parseExactMicros("1.123456"), 1'123'456);
  EXPECT_EQ(domain::parseExactMicros("0.000001"), 1);
  EXPECT_EQ(domain::parseExactMicros("1.5000000"), 1'500'000);  // trailing zeros are no decimals
  EXPECT_EQ(domain::parseExactMicros("1e-06"), 1);
  EXPECT_EQ(domain::parseExactMicros("2.5E1"), 25'000'000);
  EXPECT_EQ(domain::parseExactMicros("1.1234567"), std::nullopt);
  EXPECT_EQ(domain::parseExactMicros("1e-07"), std::nullopt);
  EXPECT_EQ(domain::parseExactMicros("-1"), std::nullopt);
  EXPECT_EQ(domain::parseExactMicros("abc"), std::nullopt);
  EXPECT_EQ(domain::parseExactMicros(""), std::nullopt);
  EXPECT_EQ(domain::parseExactMicros("1e400"), std::nullopt);
}

TEST(InventoryRules, WeightFromAJsonNumberIsExactToSixDecimals) {
  EXPECT_EQ(api::readOunces(json::value(1.123456), "weight"), 1'123'456);
  EXPECT_EQ(api::readOunces(json::value(0.1), "weight"), 100'000);
  EXPECT_EQ(api::readOunces(json::value(3), "weight"), 3'000'000);
  EXPECT_EQ(api::readOunces(json::parse("31.103477"), "weight"), 31'103'477);
  EXPECT_EQ(fieldAtFault([] { api::readOunces(json::parse("31.1034768"), "weight"); }), "weight");
  EXPECT_EQ(fieldAtFault([] { api::readOunces(json::value(1.1234567), "weight"); }), "weight");
  EXPECT_EQ(fieldAtFault([] { api::readOunces(json::value(0), "weight"); }), "weight");
  EXPECT_EQ(fieldAtFault([] { api::readOunces(json::value(-2.5), "weight"); }), "weight");
  EXPECT_EQ(fieldAtFault([] { api::readOunces(json::value(1001), "weight"); }), "weight");
  EXPECT_EQ(fieldAtFault([] { api::readOunces(json::value(true), "weight"); }), "weight");
}

TEST(InventoryRules, PremiumIsANonNegativeDecimalStringOfAtMostTwoDecimals) {
  EXPECT_EQ(domain::parseNonNegativeCents("0"), 0);
  EXPECT_EQ(domain::parseNonNegativeCents("12"), 1200);
  EXPECT_EQ(domain::parseNonNegativeCents("12.5"), 1250);
  EXPECT_EQ(domain::parseNonNegativeCents("12.05"), 1205);
  EXPECT_EQ(domain::parseNonNegativeCents("-1"), std::nullopt);
  EXPECT_EQ(domain::parseNonNegativeCents("abc"), std::nullopt);
  EXPECT_EQ(domain::parseNonNegativeCents("1.005"), std::nullopt);
  EXPECT_EQ(domain::parseNonNegativeCents("1."), std::nullopt);
  EXPECT_EQ(domain::parseNonNegativeCents(".5"), std::nullopt);
}

TEST(InventoryRules, FineWeightOfInvestmentGradeIsItsWeight) {
  EXPECT_EQ(domain::fineWeightMicroOz(1'000'000, 9999), 1'000'000);
  EXPECT_EQ(domain::fineWeightMicroOz(1'000'000, 9990), 1'000'000);
  EXPECT_EQ(domain::fineWeightMicroOz(1'090'900, 9167), 1'000'028);
  EXPECT_EQ(domain::fineWeightMicroOz(2'000'000, 9167), 1'833'400);
}

TEST(InventoryRequests, CreateParsesAndNamesEachBadField) {
  auto r = api::parseProductCreateRequest(valid());
  EXPECT_EQ(r.name, "Test bar");
  EXPECT_EQ(r.metal, domain::Metal::kGold);
  EXPECT_EQ(r.weightMicroOz, 1'500'000);
  EXPECT_EQ(r.purity, 9999);
  EXPECT_EQ(r.premiumCents, 1250);
  EXPECT_EQ(r.stock, 3);
  EXPECT_FALSE(r.sellerId);
  auto bad = [](const char* k, json::value v) {
    auto b = valid();
    b[k] = v;
    return fieldAtFault([&] { api::parseProductCreateRequest(b); });
  };
  EXPECT_EQ(bad("weight", 1.1234567), "weight");
  EXPECT_EQ(bad("purity", 0), "purity");
  EXPECT_EQ(bad("purity", 10001), "purity");
  EXPECT_EQ(bad("premium", "-1"), "premium");
  EXPECT_EQ(bad("premium", "abc"), "premium");
  EXPECT_EQ(bad("name", "a"), "name");
  EXPECT_EQ(bad("description", json::string(std::string(2001, 'x'))), "description");
  EXPECT_EQ(bad("metalType", "tin"), "metalType");
  EXPECT_EQ(bad("form", "ingot"), "form");
  EXPECT_EQ(bad("stock", -1), "stock");
  EXPECT_EQ(bad("stock", 1'000'001), "stock");
  EXPECT_EQ(bad("sellerId", "x"), "sellerId");
  auto noStock = valid();
  noStock.erase("stock");
  EXPECT_EQ(api::parseProductCreateRequest(noStock).stock, 0);
}

TEST(InventoryRequests, UpdateRefusesStockAndReadsOnlyWhatIsGiven) {
  EXPECT_EQ(fieldAtFault([] { api::parseProductUpdateRequest({{"stock", 3}}); }), "stock");
  EXPECT_EQ(fieldAtFault([] { api::parseProductUpdateRequest({{"active", 1}}); }), "active");
  auto r = api::parseProductUpdateRequest({{"active", false}, {"premium", "3"}});
  EXPECT_EQ(r.active, false);
  EXPECT_EQ(r.premiumCents, 300);
  EXPECT_FALSE(r.name);
  EXPECT_FALSE(r.weightMicroOz);
}

TEST(InventoryRequests, StockAdjustmentAndCompany) {
  auto s = api::parseStockAdjustmentRequest({{"delta", -2}, {"reason", "damaged"}});
  EXPECT_EQ(s.delta, -2);
  EXPECT_EQ(s.reason, "damaged");
  EXPECT_EQ(fieldAtFault([] {
              api::parseStockAdjustmentRequest({{"delta", 0}, {"reason", "received"}});
            }),
            "delta");
  EXPECT_EQ(fieldAtFault([] {
              api::parseStockAdjustmentRequest({{"delta", 1'000'001}, {"reason", "received"}});
            }),
            "delta");
  EXPECT_EQ(fieldAtFault([] {
              api::parseStockAdjustmentRequest({{"delta", 1}, {"reason", "opening"}});
            }),
            "reason");
  auto c = api::parseCompanyUpdateRequest(
      {{"companyName", " Acme Bullion "}, {"registrationNumber", "X"}, {"tradingLicense", "Y"}});
  EXPECT_EQ(c.companyName, "Acme Bullion");
  EXPECT_EQ(fieldAtFault([] {
              api::parseCompanyUpdateRequest({{"companyName", "A"}});
            }),
            "companyName");
  EXPECT_EQ(fieldAtFault([] {
              api::parseCompanyUpdateRequest({{"companyName", "Acme"}, {"website", "x.com"}});
            }),
            "website");
}
