// Server secrets: the certificate keyring format, stored-document encryption, the HMAC helper and
// key files created 0600.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>

#include "crypto/data_cipher.hpp"
#include "crypto/hmac.hpp"
#include "crypto/keyring.hpp"
#include "crypto/secret_file.hpp"
#include "crypto/signing.hpp"

using namespace aurum::crypto;
namespace fs = std::filesystem;

TEST(Keyring, RoundTripsAndRotationRetiresTheOldKey) {
  auto ring = Keyring::create(1000);
  ASSERT_EQ(ring.keys.size(), 1u);
  EXPECT_EQ(ring.current().keyId, keyId(ring.current().publicKey));
  EXPECT_EQ(ring.current().keyId.size(), 16u);
  auto first = ring.current();
  ring.rotate(5000);
  ASSERT_EQ(ring.keys.size(), 2u);
  EXPECT_EQ(ring.keys[0].retiredAtMs, 5000);
  EXPECT_NE(ring.current().keyId, first.keyId);
  EXPECT_FALSE(ring.current().retiredAtMs);
  auto sig = signDetached("hello", ring.currentSecretKey);
  EXPECT_TRUE(verifyDetached("hello", sig, ring.current().publicKey));

  auto parsed = Keyring::parse(ring.serialize());
  EXPECT_EQ(parsed.serialize(), ring.serialize());
  ASSERT_NE(parsed.find(first.keyId), nullptr);
  EXPECT_EQ(parsed.find(first.keyId)->publicKey, first.publicKey);
  EXPECT_EQ(parsed.find("0000000000000000"), nullptr);
}

TEST(Keyring, RefusesTamperedFiles) {
  auto ring = Keyring::create(1);
  auto text = ring.serialize();
  EXPECT_THROW(Keyring::parse("something else\n"), std::runtime_error);
  auto other = Keyring::create(2);
  // The secret must belong to the newest listed key.
  auto swapped =
      text.substr(0, text.find("key ")) + other.serialize().substr(other.serialize().find("key "));
  EXPECT_THROW(Keyring::parse(swapped), std::runtime_error);
  auto badId = text;
  badId.replace(badId.find("key ") + 4, 1, badId[badId.find("key ") + 4] == 'a' ? "b" : "a");
  EXPECT_THROW(Keyring::parse(badId), std::runtime_error);
}

TEST(Keyring, ImportsAnExistingKeyPair) {
  auto kp = generateSigningKeyPair();
  auto ring = Keyring::create(7, kp.publicKey, kp.secretKey);
  EXPECT_EQ(ring.current().publicKey, kp.publicKey);
  auto other = generateSigningKeyPair();
  EXPECT_THROW(Keyring::create(7, other.publicKey, kp.secretKey), std::runtime_error);
}

TEST(DataCipher, EncryptsAuthenticatesAndBindsContext) {
  std::string key(32, '\x07');
  auto blob = encryptData(key, "passport scan bytes", "document:1");
  EXPECT_EQ(blob.find("passport"), std::string::npos);
  EXPECT_NE(encryptData(key, "passport scan bytes", "document:1"), blob);  // random nonce
  EXPECT_EQ(decryptData(key, blob, "document:1"), "passport scan bytes");
  EXPECT_THROW(decryptData(key, blob, "document:2"), std::runtime_error);
  EXPECT_THROW(decryptData(std::string(32, '\x08'), blob, "document:1"), std::runtime_error);
  auto tampered = blob;
  tampered[tampered.size() - 1] ^= 1;
  EXPECT_THROW(decryptData(key, tampered, "document:1"), std::runtime_error);
  EXPECT_THROW(decryptData(key, blob.substr(0, 10)), std::runtime_error);
  EXPECT_EQ(decryptData(key, encryptData(key, "")), "");
  EXPECT_THROW(encryptData("short", "x"), std::runtime_error);
}

TEST(DataCipher, HmacSha256MatchesRfc4231) {
  // RFC 4231 test case 2.
  EXPECT_EQ(hmacSha256Hex("Jefe", "what do ya want for nothing?"),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
}

TEST(SecretFile, KeysAreCreatedOwnerOnlyAndReloaded) {
  auto dir = fs::temp_directory_path() / ("aurum-secret-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  auto path = (dir / "sub" / "hmac.key").string();
  auto old = ::umask(0);  // even with the most permissive umask
  EXPECT_THROW(loadOrCreateKey32(path, false), std::runtime_error);
  auto key = loadOrCreateKey32(path, true);
  ::umask(old);
  EXPECT_EQ(key.size(), 32u);
  struct stat st {};
  ASSERT_EQ(::stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  ASSERT_EQ(::stat((dir / "sub").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0700u);
  EXPECT_EQ(loadOrCreateKey32(path, false), key);
  fs::remove_all(dir);
}
