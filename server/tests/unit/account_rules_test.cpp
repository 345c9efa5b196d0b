// Issue 12's pure rules: the settings document, price alert thresholds, FX micro-units, and the
// request parsers for settings, alerts and account imports.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "../support/field_at_fault.hpp"
#include "api/requests/account_requests.hpp"
#include "domain/error.hpp"
#include "domain/notifications.hpp"
#include "domain/settings.hpp"
#include "prices/feed_parse.hpp"
#include "prices/simulated_source.hpp"
#include "services/settings_service.hpp"

using aurum::testing::fieldAtFault;

using namespace aurum;
using domain::Settings;
using domain::SettingsPatch;

TEST(SettingsRules, DefaultsAreTheSpecs) {
  Settings s;
  EXPECT_EQ(s.general.language, "en");
  EXPECT_EQ(s.general.timezone, "UTC-5");
  EXPECT_EQ(s.general.currency, "USD");
  EXPECT_EQ(s.general.dateFormat, "MM/DD/YYYY");
  EXPECT_TRUE(s.notifications.email);
  EXPECT_FALSE(s.notifications.sms);
  EXPECT_TRUE(s.notifications.push);
  EXPECT_TRUE(s.notifications.priceAlerts);
  EXPECT_TRUE(s.notifications.orderUpdates);
  EXPECT_FALSE(s.notifications.marketNews);
  EXPECT_EQ(s.privacy.profileVisibility, "private");
  EXPECT_FALSE(s.privacy.dataSharing);
  EXPECT_TRUE(s.privacy.analytics);
  EXPECT_FALSE(s.privacy.marketing);
  EXPECT_EQ(s.appearance.theme, "light");
  EXPECT_EQ(s.appearance.accent, "blue");
  EXPECT_EQ(s.appearance.fontSize, "medium");
}

TEST(SettingsRules, MergeChangesOnlyTheNamedKeys) {
  auto s = domain::mergeSettings(
      Settings{}, {{"appearance", "theme", std::string("dark")}, {"notifications", "sms", true}});
  EXPECT_EQ(s.appearance.theme, "dark");
  EXPECT_TRUE(s.notifications.sms);
  Settings expected;
  expected.appearance.theme = "dark";
  expected.notifications.sms = true;
  EXPECT_EQ(s, expected);
}

TEST(SettingsRules, ErrorsNameTheField) {
  auto merge = [](SettingsPatch p) { return [p] { domain::mergeSettings(Settings{}, p); }; };
  EXPECT_EQ(fieldAtFault(merge({{"appearance", "theme", std::string("neon")}})),
            "appearance.theme");
  EXPECT_EQ(fieldAtFault(merge({{"appearance", "theme", true}})), "appearance.theme");
  EXPECT_EQ(fieldAtFault(merge({{"notifications", "email", std::string("true")}})),
            "notifications.email");
  EXPECT_EQ(fieldAtFault(merge({{"notifications", "email", std::nullopt}})), "notifications.email");
  EXPECT_EQ(fieldAtFault(merge({{"general", "colour", std::string("x")}})), "general.colour");
  EXPECT_EQ(fieldAtFault(merge({{"billing", "plan", std::string("x")}})), "billing");
  EXPECT_EQ(fieldAtFault(merge({{"privacy", "", std::nullopt}})), "privacy");
  EXPECT_EQ(fieldAtFault(merge({{"general", "timezone", std::string("UTC-9")}})),
            "general.timezone");
}

TEST(SettingsRules, FieldsComeInTheSpecsOrder) {
  auto groups = domain::settingsFields(Settings{});
  ASSERT_EQ(groups.size(), 4u);
  EXPECT_STREQ(groups[0].group, "general");
  EXPECT_STREQ(groups[3].group, "appearance");
  EXPECT_EQ(groups[0].values.size(), 4u);
  EXPECT_EQ(groups[1].values.size(), 6u);
  EXPECT_EQ(groups[2].values.size(), 4u);
  EXPECT_EQ(groups[3].values.size(), 3u);
}

TEST(SettingsRules, StoredDocumentsRoundTripAndOldValuesFallBack) {
  Settings s;
  s.general.currency = "JPY";
  s.privacy.marketing = true;
  EXPECT_EQ(services::SettingsService::fromDocument(services::SettingsService::toDocument(s)), s);
  auto lenient = services::SettingsService::fromDocument(
      R"({"general":{"currency":"XAU","language":"fr"},"gone":{"x":1}})");
  EXPECT_EQ(lenient.general.currency, "USD");
  EXPECT_EQ(lenient.general.language, "fr");
  EXPECT_EQ(services::SettingsService::fromDocument("not json"), Settings{});
}

TEST(PriceAlertRules, AboveAndBelowIncludeTheTarget) {
  using domain::AlertDirection;
  EXPECT_TRUE(domain::alertReached(AlertDirection::kAbove, 210000, 210000));
  EXPECT_TRUE(domain::alertReached(AlertDirection::kAbove, 210000, 210001));
  EXPECT_FALSE(domain::alertReached(AlertDirection::kAbove, 210000, 209999));
  EXPECT_TRUE(domain::alertReached(AlertDirection::kBelow, 210000, 210000));
  EXPECT_FALSE(domain::alertReached(AlertDirection::kBelow, 210000, 210001));
}

TEST(FxRules, MicrosPrintWithSixPlacesAndParseExactly) {
  EXPECT_EQ(domain::formatMicros(920'000), "0.920000");
  EXPECT_EQ(domain::formatMicros(151'250'000), "151.250000");
  EXPECT_EQ(domain::formatMicros(1'000'000), "1.000000");
  EXPECT_EQ(domain::parseDecimalMicros("0.92"), 920'000);
  EXPECT_EQ(domain::parseDecimalMicros("151.123456"), 151'123'456);
  EXPECT_EQ(domain::parseDecimalMicros("151.1234567"), std::nullopt);
  EXPECT_EQ(domain::parseDecimalMicros("0"), std::nullopt);
  EXPECT_EQ(domain::parseDecimalMicros("-1"), std::nullopt);
  EXPECT_EQ(domain::parseDecimalMicros("."), std::nullopt);
}

TEST(FxRules, FeedDocumentsCarryRatesOnlyWhenAllThreeAreThere) {
  auto doc =
      boost::json::parse(R"({"XAUUSD":2047.1,"USDEUR":0.9213,"USDGBP":"0.79","USDJPY":151})");
  auto fx = prices::fxRatesIn(doc, 42);
  ASSERT_TRUE(fx);
  EXPECT_EQ(fx->eurMicros, 921'300);
  EXPECT_EQ(fx->gbpMicros, 790'000);
  EXPECT_EQ(fx->jpyMicros, 151'000'000);
  EXPECT_EQ(fx->updatedMs, 42);
  EXPECT_FALSE(prices::fxRatesIn(boost::json::parse(R"({"USDEUR":0.92,"USDGBP":0.79})"), 1));
  EXPECT_FALSE(
      prices::fxRatesIn(boost::json::parse(R"({"USDEUR":-1,"USDGBP":0.79,"USDJPY":151})"), 1));
}

TEST(FxRules, SimulatedRatesWalkNearTheirAnchors) {
  prices::SimulatedSource src({{}, 7});
  for (int i = 0; i < 500; ++i) src.poll(1'000 * (i + 1));
  auto fx = src.fxRates();
  ASSERT_TRUE(fx);
  EXPECT_NEAR(fx->eurMicros, 920'000, 92'000);
  EXPECT_NEAR(fx->gbpMicros, 790'000, 79'000);
  EXPECT_NEAR(fx->jpyMicros, 151'000'000, 15'100'000);
  EXPECT_EQ(fx->updatedMs, 500'000);
}

TEST(AccountRequests, SettingsPatchKeepsWrongTypesForTheRulesToName) {
  auto patch = api::parseSettingsPatch(
      boost::json::parse(R"({"general":{"language":"es","x":1},"privacy":true})").as_object());
  ASSERT_EQ(patch.size(), 3u);
  EXPECT_EQ(patch[0].key, "language");
  EXPECT_FALSE(patch[1].value);  // a number: neither bool nor string
  EXPECT_EQ(patch[2].group, "privacy");
  EXPECT_EQ(patch[2].key, "");
}

TEST(AccountRequests, AlertPricesAreTwoPlaceDecimals) {
  auto parse = [](const char* price) {
    return api::parsePriceAlertRequest(
        {{"metalType", "gold"}, {"direction", "above"}, {"price", price}});
  };
  EXPECT_EQ(parse("2100.00").priceCents, 210000);
  EXPECT_EQ(parse("0.01").priceCents, 1);
  for (const char* bad : {"2100", "2100.0", "2100.000", "0.00", "-1.00", "1e3.00", ".50", "x"})
    EXPECT_EQ(fieldAtFault([&] { parse(bad); }), "price") << bad;
}

TEST(AccountRequests, ImportsNeedTheFormatAndVersion) {
  auto parse = [](const char* text) {
    return api::parseAccountImport(boost::json::parse(text).as_object());
  };
  EXPECT_EQ(fieldAtFault([&] { parse(R"({"version":1})"); }), "format");
  EXPECT_EQ(fieldAtFault([&] { parse(R"({"format":"aurum-account-export","version":"1"})"); }),
            "version");
  auto in = parse(R"({"format":"aurum-account-export","version":1,
    "settings":{"general":{"currency":"EUR"}},
    "alerts":[{"metalType":"gold","direction":"below","price":"1900.00","status":"active"},
              {"metalType":"gold","direction":"above","price":"2500.00","status":"fired"}]})");
  ASSERT_TRUE(in.settings);
  EXPECT_EQ(in.settings->general.currency, "EUR");
  EXPECT_EQ(in.settings->general.language, "en");
  ASSERT_EQ(in.alerts.size(), 1u);  // the fired one has done its work
  EXPECT_EQ(in.alerts[0].priceCents, 190000);
  EXPECT_EQ(fieldAtFault([&] {
              parse(R"({"format":"aurum-account-export","version":1,
                        "alerts":[{"metalType":"gold","direction":"up","price":"1.00"}]})");
            }),
            "alerts.0.direction");
}
