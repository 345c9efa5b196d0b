#include "crypto/data_cipher.hpp"

#include <sodium.h>

#include <stdexcept>

#include "crypto/sodium_init.hpp"

namespace aurum::crypto {

namespace {
constexpr std::size_t kNonce = crypto_aead_xchacha20poly1305_ietf_NPUBBYTES;
constexpr std::size_t kTag = crypto_aead_xchacha20poly1305_ietf_ABYTES;

const unsigned char* bytes(std::string_view s) {
  return reinterpret_cast<const unsigned char*>(s.data());
}

void checkKey(const std::string& key) {
  if (key.size() != crypto_aead_xchacha20poly1305_ietf_KEYBYTES)
    throw std::runtime_error("data key must be 32 bytes");
}
}  // namespace

std::string encryptData(const std::string& key, std::string_view plaintext,
                        std::string_view context) {
  ensureSodium();
  checkKey(key);
  std::string out(kNonce + plaintext.size() + kTag, '\0');
  auto* o = reinterpret_cast<unsigned char*>(out.data());
  randombytes_buf(o, kNonce);
  unsigned long long len = 0;
  crypto_aead_xchacha20poly1305_ietf_encrypt(o + kNonce, &len, bytes(plaintext), plaintext.size(),
                                             bytes(context), context.size(), nullptr, o,
                                             bytes(key));
  out.resize(kNonce + len);
  return out;
}

std::string decryptData(const std::string& key, std::string_view blob, std::string_view context) {
  ensureSodium();
  checkKey(key);
  if (blob.size() < kNonce + kTag) throw std::runtime_error("encrypted data is truncated");
  std::string out(blob.size() - kNonce - kTag, '\0');
  unsigned long long len = 0;
  if (crypto_aead_xchacha20poly1305_ietf_decrypt(
          reinterpret_cast<unsigned char*>(out.data()), &len, nullptr, bytes(blob) + kNonce,
          blob.size() - kNonce, bytes(context), context.size(), bytes(blob), bytes(key)) != 0)
    throw std::runtime_error("encrypted data does not authenticate under this key");
  out.resize(len);
  return out;
}

}  // namespace aurum::crypto
