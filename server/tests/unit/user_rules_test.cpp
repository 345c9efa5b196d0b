#include <gtest/gtest.h>

#include "domain/error.hpp"
#include "domain/session_policy.hpp"
#include "domain/user.hpp"

using namespace aurum::domain;

TEST(EmailRules, LowerCasesAndTrims) {
  EXPECT_EQ(normalizeEmail("  Ann.Lee@Example.COM "), "ann.lee@example.com");
}

TEST(EmailRules, RejectsMalformedAddressesNamingTheField) {
  for (const char* bad :
       {"", "no-at-sign", "@example.com", "a@b", "a@@b.com", "a b@c.com", "a@b.com."}) {
    try {
      normalizeEmail(bad);
      FAIL() << "accepted " << bad;
    } catch (const AppError& e) {
      EXPECT_EQ(e.code(), ErrorCode::kValidation);
      EXPECT_EQ(e.field().value_or(""), "email");
    }
  }
}

TEST(PasswordPolicy, AcceptsTwelveToOneHundredTwentyEightCharacters) {
  EXPECT_NO_THROW(checkPasswordPolicy(std::string(12, 'a')));
  EXPECT_NO_THROW(checkPasswordPolicy(std::string(128, 'a')));
  EXPECT_THROW(checkPasswordPolicy(std::string(11, 'a')), AppError);
  EXPECT_THROW(checkPasswordPolicy(std::string(129, 'a')), AppError);
}

TEST(PasswordPolicy, CountsCharactersNotBytes) {
  std::string twelveEuros;
  for (int i = 0; i < 12; ++i) twelveEuros += "\u20ac";  // 3 bytes each
  EXPECT_NO_THROW(checkPasswordPolicy(twelveEuros));
  std::string elevenEuros;
  for (int i = 0; i < 11; ++i) elevenEuros += "\u20ac";
  EXPECT_THROW(checkPasswordPolicy(elevenEuros), AppError);
}

TEST(PasswordPolicy, HasNoCompositionRules) {
  EXPECT_NO_THROW(checkPasswordPolicy("correct horse battery"));
}

TEST(Roles, ParseOnlyKnownNames) {
  EXPECT_EQ(parseRole("gold_trader"), Role::kGoldTrader);
  EXPECT_EQ(parseRole("Admin"), std::nullopt);
  EXPECT_STREQ(roleName(Role::kAdmin), "admin");
}

TEST(SessionPolicy, ExpiresAfterIdleWindow) {
  SessionPolicy p;
  const std::int64_t t0 = 1'000'000;
  EXPECT_FALSE(p.isExpired(t0, t0, t0 + p.idleMs - 1));
  EXPECT_TRUE(p.isExpired(t0, t0, t0 + p.idleMs));
}

TEST(SessionPolicy, ExpiresAfterAbsoluteLifetimeEvenWhenActive) {
  SessionPolicy p;
  const std::int64_t t0 = 1'000'000;
  const std::int64_t now = t0 + p.absoluteMs;
  EXPECT_TRUE(p.isExpired(t0, now - 1, now));
  EXPECT_FALSE(p.isExpired(t0, now - 2, now - 1));
}
