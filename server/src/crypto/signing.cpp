#include "crypto/signing.hpp"

#include <sodium.h>

#include <stdexcept>

#include "crypto/sodium_init.hpp"
#include "crypto/token.hpp"

namespace aurum::crypto {

namespace {
// DER prefix of an Ed25519 SubjectPublicKeyInfo (RFC 8410); the raw 32-byte key follows.
constexpr unsigned char kSpkiPrefix[] = {0x30, 0x2a, 0x30, 0x05, 0x06, 0x03,
                                         0x2b, 0x65, 0x70, 0x03, 0x21, 0x00};
}  // namespace

std::string base64Encode(std::string_view bytes) {
  ensureSodium();
  const int variant = sodium_base64_VARIANT_ORIGINAL;
  std::string out(sodium_base64_encoded_len(bytes.size(), variant), '\0');
  sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()),
                    bytes.size(), variant);
  out.resize(out.find('\0'));
  return out;
}

bool base64Decode(std::string_view b64, std::string& out) {
  ensureSodium();
  out.assign(b64.size(), '\0');
  std::size_t len = 0;
  if (sodium_base642bin(reinterpret_cast<unsigned char*>(out.data()), out.size(), b64.data(),
                        b64.size(), " \n\r", &len, nullptr, sodium_base64_VARIANT_ORIGINAL) != 0)
    return false;
  out.resize(len);
  return true;
}

SigningKeyPair generateSigningKeyPair() {
  ensureSodium();
  unsigned char pk[crypto_sign_PUBLICKEYBYTES], sk[crypto_sign_SECRETKEYBYTES];
  crypto_sign_keypair(pk, sk);
  SigningKeyPair kp{base64Encode({reinterpret_cast<char*>(pk), sizeof pk}),
                    base64Encode({reinterpret_cast<char*>(sk), sizeof sk})};
  sodium_memzero(sk, sizeof sk);
  return kp;
}

std::string signDetached(std::string_view message, const std::string& secretKeyB64) {
  std::string sk;
  if (!base64Decode(secretKeyB64, sk) || sk.size() != crypto_sign_SECRETKEYBYTES)
    throw std::runtime_error("bad signing key");
  unsigned char sig[crypto_sign_BYTES];
  crypto_sign_detached(sig, nullptr, reinterpret_cast<const unsigned char*>(message.data()),
                       message.size(), reinterpret_cast<const unsigned char*>(sk.data()));
  sodium_memzero(sk.data(), sk.size());
  return base64Encode({reinterpret_cast<char*>(sig), sizeof sig});
}

bool verifyDetached(std::string_view message, const std::string& signatureB64,
                    const std::string& publicKeyB64) {
  std::string sig, pk;
  if (!base64Decode(signatureB64, sig) || sig.size() != crypto_sign_BYTES) return false;
  if (!base64Decode(publicKeyB64, pk) || pk.size() != crypto_sign_PUBLICKEYBYTES) return false;
  return crypto_sign_verify_detached(reinterpret_cast<const unsigned char*>(sig.data()),
                                     reinterpret_cast<const unsigned char*>(message.data()),
                                     message.size(),
                                     reinterpret_cast<const unsigned char*>(pk.data())) == 0;
}

std::string publicKeyPem(const std::string& publicKeyB64) {
  std::string pk;
  if (!base64Decode(publicKeyB64, pk) || pk.size() != crypto_sign_PUBLICKEYBYTES)
    throw std::runtime_error("bad public key");
  std::string der(reinterpret_cast<const char*>(kSpkiPrefix), sizeof kSpkiPrefix);
  der += pk;
  return "-----BEGIN PUBLIC KEY-----\n" + base64Encode(der) + "\n-----END PUBLIC KEY-----\n";
}

std::string keyId(const std::string& publicKeyB64) {
  std::string pk;
  base64Decode(publicKeyB64, pk);
  return sha256Hex(pk).substr(0, 16);
}

}  // namespace aurum::crypto
