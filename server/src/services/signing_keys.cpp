#include "services/signing_keys.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>

#include "crypto/secret_file.hpp"
#include "storage/provenance_repository.hpp"

namespace aurum::services {

namespace prov = storage::provenance;

namespace {
// The row name migration 004 stored the key under.
constexpr const char* kLegacyKeyName = "certificate-ed25519";
}  // namespace

crypto::Keyring loadOrCreateKeyring(const std::string& path, storage::Database& db,
                                    std::int64_t nowMs, bool create) {
  if (auto text = crypto::readSecretFile(path)) return crypto::Keyring::parse(*text);
  auto legacy = db.read([](soci::session& s) { return prov::findSigningKey(s, kLegacyKeyName); });
  if (legacy) {
    auto ring = crypto::Keyring::create(nowMs, legacy->publicKey, legacy->secretKey);
    crypto::writeSecretFile(path, ring.serialize());
    // Only after the file is safely on disk: from now on the secret lives nowhere else.
    db.write([](soci::session& s) { prov::deleteSigningKey(s, kLegacyKeyName); });
    spdlog::info("moved the certificate signing key {} from the database to {}",
                 ring.current().keyId, path);
    return ring;
  }
  if (!create)
    throw std::runtime_error("signing key file " + path + " is missing (run: aurum keys generate)");
  auto ring = crypto::Keyring::create(nowMs);
  crypto::writeSecretFile(path, ring.serialize());
  spdlog::info("generated certificate signing key {} in {}", ring.current().keyId, path);
  return ring;
}

crypto::Keyring rotateKeyring(const std::string& path, std::int64_t nowMs) {
  auto text = crypto::readSecretFile(path);
  if (!text)
    throw std::runtime_error("signing key file " + path + " is missing (run: aurum keys generate)");
  auto ring = crypto::Keyring::parse(*text);
  ring.rotate(nowMs);
  crypto::writeSecretFile(path, ring.serialize());
  return ring;
}

}  // namespace aurum::services
