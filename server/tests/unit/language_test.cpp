#include "domain/language.hpp"

#include <gtest/gtest.h>

#include "http/translations.hpp"

using namespace aurum;
using domain::negotiateLanguage;
using domain::publicPagePath;
using domain::requestLanguage;
using domain::supportedLanguage;

TEST(LanguageNegotiation, RegionAndScriptSubtagsFallUnderTheirLanguage) {
  EXPECT_EQ(supportedLanguage("es-MX"), "es");
  EXPECT_EQ(supportedLanguage("FR_ca"), "fr");
  EXPECT_EQ(supportedLanguage("de"), "de");
  EXPECT_EQ(supportedLanguage("zh-Hans-CN"), "zh");
  EXPECT_EQ(supportedLanguage("zh-CN"), "zh");
  // Traditional Chinese readers get Simplified, the closest catalogue we ship.
  EXPECT_EQ(supportedLanguage("zh-TW"), "zh");
  EXPECT_EQ(supportedLanguage("pt-BR"), std::nullopt);
  EXPECT_EQ(supportedLanguage("e"), std::nullopt);
  EXPECT_EQ(supportedLanguage("english"), std::nullopt);
}

TEST(LanguageNegotiation, HighestQualityWinsAndTiesGoToTheFirstNamed) {
  EXPECT_EQ(negotiateLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5"), "fr");
  EXPECT_EQ(negotiateLanguage("en;q=0.5, de;q=0.9"), "de");
  EXPECT_EQ(negotiateLanguage("de, es"), "de");
  EXPECT_EQ(negotiateLanguage("pt-BR, es-MX;q=0.8, en;q=0.7"), "es");
  EXPECT_EQ(negotiateLanguage("zh-Hans-CN;q=1.000"), "zh");
}

TEST(LanguageNegotiation, QZeroExcludesAndTheWildcardCoversTheRest) {
  EXPECT_EQ(negotiateLanguage("es;q=0, *"), "en");
  EXPECT_EQ(negotiateLanguage("en;q=0, *;q=0.1"), "es");
  EXPECT_EQ(negotiateLanguage("*"), "en");
  EXPECT_EQ(negotiateLanguage("pt, ja"), std::nullopt);
  EXPECT_EQ(negotiateLanguage("*;q=0"), std::nullopt);
}

TEST(LanguageNegotiation, MalformedInputIsSkippedNeverThrown) {
  EXPECT_EQ(negotiateLanguage(""), std::nullopt);
  EXPECT_EQ(negotiateLanguage(",,;;,"), std::nullopt);
  EXPECT_EQ(negotiateLanguage("es;q=2, fr;q=abc, de;q=0.5"), "de");
  EXPECT_EQ(negotiateLanguage("es;q=0.12345, fr"), "fr");
  EXPECT_EQ(negotiateLanguage(";q=1, -es, \xff\xfe, de"), "de");
  EXPECT_NO_THROW(negotiateLanguage(std::string(100000, ',') + "fr"));
}

TEST(LanguageNegotiation, TheCookieWinsForPagesAndTheHeaderForApiCalls) {
  EXPECT_EQ(requestLanguage("de", "es", true), "de");
  EXPECT_EQ(requestLanguage("de", "es", false), "es");
  EXPECT_EQ(requestLanguage("de", "", false), "de");
  EXPECT_EQ(requestLanguage("xx", "fr-FR", true), "fr");
  EXPECT_EQ(requestLanguage("", "pt", true), "en");
  EXPECT_EQ(requestLanguage("ES", "", true), "en");  // the web app writes lower-case codes only
}

TEST(LanguageNegotiation, PublicPagesAreUnprefixedInTheDefaultLanguageOnly) {
  EXPECT_EQ(publicPagePath("en", "/register"), "/register");
  EXPECT_EQ(publicPagePath("es", "/register"), "/es/register");
  EXPECT_EQ(publicPagePath("zh", "/index.html"), "/zh/index.html");
}

TEST(ServerMessages, RenderInTheCatalogueLanguageWithTheirArguments) {
  domain::Message m("{field} must be between {min} and {max}",
                    {{"field", "quantity"}, {"min", "1"}, {"max", "5"}});
  EXPECT_EQ(http::translate(m, "en"), "quantity must be between 1 and 5");
  EXPECT_EQ(http::translate(m, "es"), "quantity debe estar entre 1 y 5");
  EXPECT_EQ(http::translate(m, "de"), "quantity muss zwischen 1 und 5 liegen");
  EXPECT_EQ(http::translate(domain::Message("Your cart is empty"), "zh"), "您的购物车是空的");
}

TEST(ServerMessages, UnknownTemplatesAndLanguagesStayEnglish) {
  domain::Message m("Refund {status}", {{"status", "failed"}});
  EXPECT_EQ(http::translate(m, "fr"), "Refund failed");
  EXPECT_EQ(http::translate(domain::Message("Your cart is empty"), "pt"), "Your cart is empty");
  EXPECT_EQ(domain::formatMessage("{a} and {b} and {a}", {{"a", "x"}}), "x and {b} and x");
}
