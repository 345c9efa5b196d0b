#include "app/secrets.hpp"

#include <filesystem>

#include "crypto/secret_file.hpp"
#include "services/signing_keys.hpp"
#include "storage/database.hpp"

namespace aurum::app {

SecretPaths secretPaths(const Config& c) {
  namespace fs = std::filesystem;
  const auto& url = c.databaseUrl;
  const bool postgres = storage::isPostgresUrl(url);
  fs::path db = url.rfind("sqlite:", 0) == 0 ? url.substr(7) : url;
  fs::path dir = postgres ? fs::path("var") : db.parent_path();
  dir /= "keys";
  auto pick = [&](const std::string& given, const char* name) {
    return given.empty() ? (dir / name).string() : given;
  };
  return {pick(c.signingKeyFile, "signing.key"), pick(c.dataKeyFile, "data.key"),
          pick(c.hmacKeyFile, "hmac.key")};
}

ServerSecrets loadSecrets(const Config& c, storage::Database& db, std::int64_t nowMs, bool create) {
  auto paths = secretPaths(c);
  return {services::loadOrCreateKeyring(paths.signing, db, nowMs, create),
          crypto::loadOrCreateKey32(paths.data, create),
          crypto::loadOrCreateKey32(paths.hmac, create)};
}

crypto::Keyring rotateSigningKeyring(const Config& c, std::int64_t nowMs) {
  return services::rotateKeyring(secretPaths(c).signing, nowMs);
}

}  // namespace aurum::app
