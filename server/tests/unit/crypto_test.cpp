#include <gtest/gtest.h>
#include <sodium.h>

#include <set>

#include "crypto/password.hpp"
#include "crypto/token.hpp"

using namespace aurum::crypto;

TEST(PasswordHasher, VerifiesTheRightPasswordOnly) {
  PasswordHasher h(crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN);
  auto encoded = h.hash("correct horse battery");
  EXPECT_EQ(encoded.rfind("$argon2id$", 0), 0u);
  EXPECT_TRUE(h.verify(encoded, "correct horse battery"));
  EXPECT_FALSE(h.verify(encoded, "correct horse batterY"));
}

TEST(PasswordHasher, SaltsEveryHash) {
  PasswordHasher h(crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN);
  EXPECT_NE(h.hash("same password here"), h.hash("same password here"));
}

TEST(PasswordHasher, FlagsWeakerHashesForRehash) {
  PasswordHasher weak(crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN);
  PasswordHasher strong(crypto_pwhash_OPSLIMIT_MIN + 1, crypto_pwhash_MEMLIMIT_MIN * 2);
  EXPECT_TRUE(strong.needsRehash(weak.hash("a long password")));
  EXPECT_FALSE(weak.needsRehash(weak.hash("a long password")));
}

TEST(Tokens, Are256BitsAndUnique) {
  std::set<std::string> seen;
  for (int i = 0; i < 1000; ++i) {
    auto t = randomToken(32);
    EXPECT_EQ(t.size(), 43u);  // base64url of 32 bytes, no padding
    EXPECT_TRUE(seen.insert(t).second);
  }
}

TEST(Tokens, TimeOrderedSortByTheirTimeAndKeepTheirRandomPart) {
  // 2026-11-29 and 2086: twelve hex digits either way, so text order is time order.
  const std::int64_t t = 1'796'000'000'000, later = 3'700'000'000'000;
  auto a = timeOrderedToken(t), b = timeOrderedToken(t + 1), c = timeOrderedToken(later);
  EXPECT_EQ(a.substr(0, 12), "01a229f12800");
  EXPECT_EQ(a.size(), 12u + 32u);  // base64url of 24 random bytes after the time
  EXPECT_LT(a, b);
  EXPECT_LT(b, c);
  std::set<std::string> seen;
  for (int i = 0; i < 1000; ++i) EXPECT_TRUE(seen.insert(timeOrderedToken(t)).second);
}

TEST(Tokens, HashIsStableAndDoesNotRevealTheToken) {
  auto t = randomToken();
  EXPECT_EQ(hashToken(t), hashToken(t));
  EXPECT_EQ(hashToken(t).size(), 64u);
  EXPECT_EQ(hashToken(t).find(t), std::string::npos);
}
