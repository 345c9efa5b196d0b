#include <gtest/gtest.h>

#include "app/app.hpp"
#include "crypto/password.hpp"

using aurum::crypto::PasswordHasher;

TEST(StartupHashes, TheUnknownAccountStandInHasTheLimitsAndMatchesNoPassword) {
  PasswordHasher fast(1, 8192);  // libsodium's minimum limits keep the test quick
  auto standIn = fast.unusableHash();
  EXPECT_EQ(standIn.rfind("$argon2id$v=19$m=8,t=1,p=1$", 0), 0u) << standIn;
  EXPECT_FALSE(fast.needsRehash(standIn))
      << "same limits: a verification costs as much as a real one";
  EXPECT_FALSE(fast.verify(standIn, ""));
  EXPECT_FALSE(fast.verify(standIn, "DemoClient2024!"));
  EXPECT_NE(standIn, fast.unusableHash()) << "random salt and digest";
  EXPECT_EQ(PasswordHasher().unusableHash().rfind("$argon2id$v=19$m=65536,t=2,p=1$", 0), 0u);
}

TEST(StartupHashes, EachPrecomputedDemoHashIsItsPasswordWithTheDefaultLimits) {
  PasswordHasher standard;
  for (const auto& c : aurum::app::demoCredentials()) {
    EXPECT_FALSE(standard.needsRehash(c.passwordHash)) << c.email;
    EXPECT_TRUE(standard.verify(c.passwordHash, c.password)) << c.email;
  }
}
