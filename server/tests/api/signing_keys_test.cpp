// The certificate signing key lives in a 0600 keyring file, not the database; rotation keeps old
// public keys published so old certificates still verify (issue 10).
#include "services/signing_keys.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/verify_certificate.hpp"
#include "crypto/signing.hpp"
#include "harness.hpp"
#include "storage/migrations.hpp"
#include "storage/provenance_repository.hpp"

using namespace aurum;
using namespace aurum::testing;
namespace json = boost::json;
namespace fs = std::filesystem;

namespace {

std::string writeTemp(const std::string& name, const std::string& text) {
  auto path = fs::temp_directory_path() / ("aurum-keys-" + std::to_string(::getpid()) + "-" + name);
  std::ofstream(path) << text;
  return path.string();
}

}  // namespace

TEST(SigningKeys, KeyStillInTheDatabaseMovesToTheKeyFileOnce) {
  auto db = storage::Database::open(freshTestDatabase("_legacykey"), 2);
  storage::migrate(*db);
  auto legacy = crypto::generateSigningKeyPair();
  db->write([&](soci::session& s) {
    storage::provenance::insertSigningKeyIfAbsent(s, "certificate-ed25519",
                                                  {legacy.publicKey, legacy.secretKey}, 1);
  });
  auto dir = fs::temp_directory_path() / ("aurum-legacykey-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  auto path = (dir / "signing.key").string();

  auto ring =
      services::loadOrCreateKeyring(path, *db, 1000, false);  // no generation needed: it moves
  EXPECT_EQ(ring.current().publicKey, legacy.publicKey);
  EXPECT_EQ(ring.current().keyId, crypto::keyId(legacy.publicKey));
  struct stat st {};
  ASSERT_EQ(::stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0600u);
  auto left = db->read([](soci::session& s) {
    return storage::provenance::findSigningKey(s, "certificate-ed25519");
  });
  EXPECT_FALSE(left.has_value()) << "the secret key is still in the database";
  // Later starts read the file.
  EXPECT_EQ(services::loadOrCreateKeyring(path, *db, 2000, false).current().publicKey,
            legacy.publicKey);
  fs::remove_all(dir);
}

TEST(SigningKeys, RotationKeepsOldCertificatesVerifiable) {
  auto& server = TestServer::get();
  auto c = server.client();
  auto before = c.get("/api/verify/AU-2024-001234/certificate");
  ASSERT_EQ(before.status, 200u) << before.body;
  auto oldCert = before.json().as_object();
  auto oldKeyId = std::string(oldCert.at("keyId").as_string());
  auto signedOld = json::parse(oldCert.at("signedMessage").as_string()).as_object();
  EXPECT_EQ(signedOld.at("keyId").as_string(), oldKeyId);
  EXPECT_EQ(oldKeyId, crypto::keyId(std::string(oldCert.at("publicKey").as_string())));

  // `aurum keys rotate`, then the restart that loads the new ring.
  auto ring = services::rotateKeyring(server.app->config().signingKeyFile, server.clock->nowMs());
  server.app->verification().useKeyring(ring);

  auto keys = c.get("/api/provenance/public-keys");
  ASSERT_EQ(keys.status, 200u);
  auto list = keys.json().at("keys").as_array();
  ASSERT_GE(list.size(), 2u);
  const auto& old = list[list.size() - 2].as_object();
  const auto& now = list.back().as_object();
  EXPECT_EQ(old.at("keyId").as_string(), oldKeyId);
  EXPECT_EQ(old.at("current"), false);
  EXPECT_TRUE(old.at("retiredAt").is_string());
  EXPECT_EQ(now.at("current"), true);
  EXPECT_TRUE(now.at("retiredAt").is_null());
  auto newKeyId = std::string(now.at("keyId").as_string());
  EXPECT_NE(newKeyId, oldKeyId);
  EXPECT_EQ(c.get("/api/provenance/public-key.pem").body,
            std::string(now.at("publicKeyPem").as_string()));

  auto after = c.get("/api/verify/AU-2024-001234/certificate").json().as_object();
  EXPECT_EQ(after.at("keyId").as_string(), newKeyId);

  // The offline checker picks the key by the certificate's keyId from the published list.
  auto listFile = writeTemp("public-keys.json", keys.body);
  std::ostringstream out;
  EXPECT_EQ(
      app::verifyCertificateFile(writeTemp("old.json", json::serialize(oldCert)), listFile, out), 0)
      << out.str();
  EXPECT_NE(out.str().find("VALID: signed by key " + oldKeyId), std::string::npos) << out.str();
  std::ostringstream out2;
  EXPECT_EQ(
      app::verifyCertificateFile(writeTemp("new.json", json::serialize(after)), listFile, out2), 0)
      << out2.str();
  // ...and from the keyring file itself.
  std::ostringstream out3;
  EXPECT_EQ(app::verifyCertificateFile(writeTemp("old2.json", json::serialize(oldCert)),
                                       server.app->config().signingKeyFile, out3),
            0)
      << out3.str();
  // A certificate whose signature was made by the new key but claims the old id does not verify.
  auto forged = after;
  forged["signature"] = oldCert.at("signature");
  std::ostringstream out4;
  EXPECT_NE(
      app::verifyCertificateFile(writeTemp("forged.json", json::serialize(forged)), listFile, out4),
      0);
}
