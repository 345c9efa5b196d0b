#include "crypto/keyring.hpp"

#include <sodium.h>

#include <sstream>
#include <stdexcept>

#include "crypto/signing.hpp"

namespace aurum::crypto {

namespace {
constexpr const char* kHeader = "aurum-keyring v1";

/// The public half of a libsodium Ed25519 secret key (its last 32 bytes).
std::string publicKeyOf(const std::string& secretKeyB64) {
  std::string sk;
  if (!base64Decode(secretKeyB64, sk) || sk.size() != crypto_sign_SECRETKEYBYTES)
    throw std::runtime_error("keyring: the secret key is not an Ed25519 secret key");
  std::string pk = sk.substr(crypto_sign_SECRETKEYBYTES - crypto_sign_PUBLICKEYBYTES);
  sodium_memzero(sk.data(), sk.size());
  return base64Encode(pk);
}
}  // namespace

Keyring Keyring::create(std::int64_t nowMs, const std::string& publicKey,
                        const std::string& secretKey) {
  Keyring k;
  if (secretKey.empty()) {
    auto kp = generateSigningKeyPair();
    k.currentSecretKey = kp.secretKey;
  } else {
    k.currentSecretKey = secretKey;
    if (!publicKey.empty() && publicKeyOf(secretKey) != publicKey)
      throw std::runtime_error("keyring: public and secret key do not belong together");
  }
  auto pk = publicKeyOf(k.currentSecretKey);
  k.keys.push_back({keyId(pk), pk, nowMs, std::nullopt});
  return k;
}

Keyring Keyring::parse(const std::string& text) {
  std::istringstream in(text);
  std::string line;
  if (!std::getline(in, line) || line != kHeader)
    throw std::runtime_error("keyring: not an aurum-keyring v1 file");
  Keyring k;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    std::istringstream f(line);
    std::string kind;
    f >> kind;
    if (kind == "secret") {
      f >> k.currentSecretKey;
    } else if (kind == "key") {
      PublishedKey p;
      std::string retired;
      if (!(f >> p.keyId >> p.publicKey >> p.createdAtMs >> retired))
        throw std::runtime_error("keyring: malformed key line");
      if (retired != "-") p.retiredAtMs = std::stoll(retired);
      if (keyId(p.publicKey) != p.keyId)
        throw std::runtime_error("keyring: key id " + p.keyId + " does not match its key");
      k.keys.push_back(std::move(p));
    } else {
      throw std::runtime_error("keyring: unknown line '" + kind + "'");
    }
  }
  if (k.currentSecretKey.empty() || k.keys.empty())
    throw std::runtime_error("keyring: no current key");
  if (k.keys.back().publicKey != publicKeyOf(k.currentSecretKey) || k.keys.back().retiredAtMs)
    throw std::runtime_error("keyring: the secret key is not the newest listed key");
  return k;
}

std::string Keyring::serialize() const {
  std::string out = std::string(kHeader) + "\nsecret " + currentSecretKey + "\n";
  for (const auto& p : keys)
    out += "key " + p.keyId + " " + p.publicKey + " " + std::to_string(p.createdAtMs) + " " +
           (p.retiredAtMs ? std::to_string(*p.retiredAtMs) : "-") + "\n";
  return out;
}

const PublishedKey& Keyring::current() const { return keys.back(); }

const PublishedKey* Keyring::find(const std::string& id) const {
  for (const auto& p : keys)
    if (p.keyId == id) return &p;
  return nullptr;
}

void Keyring::rotate(std::int64_t nowMs) {
  auto next = create(nowMs);
  keys.back().retiredAtMs = nowMs;
  currentSecretKey = next.currentSecretKey;
  keys.push_back(next.keys.back());
}

}  // namespace aurum::crypto
