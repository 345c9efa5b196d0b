#include "crypto/data_cipher.hpp"

#include <sodium.h>

#include <algorithm>
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

namespace {
constexpr std::size_t kChunk = 64 * 1024;
constexpr std::size_t kStreamHeader = crypto_secretstream_xchacha20poly1305_HEADERBYTES;
constexpr std::size_t kStreamTag = crypto_secretstream_xchacha20poly1305_ABYTES;
}  // namespace

std::string encryptDocument(const std::string& key, std::string_view plaintext,
                            std::string_view context) {
  ensureSodium();
  checkKey(key);
  crypto_secretstream_xchacha20poly1305_state st;
  const std::size_t chunks = plaintext.empty() ? 1 : (plaintext.size() + kChunk - 1) / kChunk;
  std::string out(kStreamHeader + plaintext.size() + chunks * kStreamTag, '\0');
  auto* o = reinterpret_cast<unsigned char*>(out.data());
  crypto_secretstream_xchacha20poly1305_init_push(&st, o, bytes(key));
  std::size_t at = kStreamHeader;
  for (std::size_t i = 0; i < chunks; ++i) {
    auto piece = plaintext.substr(i * kChunk, kChunk);
    const unsigned char tag = i + 1 == chunks ? crypto_secretstream_xchacha20poly1305_TAG_FINAL : 0;
    unsigned long long len = 0;
    crypto_secretstream_xchacha20poly1305_push(&st, o + at, &len, bytes(piece), piece.size(),
                                               bytes(context), context.size(), tag);
    at += len;
  }
  out.resize(at);
  return out;
}

std::string decryptDocument(const std::string& key, std::string_view blob,
                            std::string_view context) {
  ensureSodium();
  checkKey(key);
  if (blob.size() < kStreamHeader + kStreamTag) throw std::runtime_error("document is truncated");
  crypto_secretstream_xchacha20poly1305_state st;
  if (crypto_secretstream_xchacha20poly1305_init_pull(&st, bytes(blob), bytes(key)) != 0)
    throw std::runtime_error("document header is invalid");
  std::string out;
  out.reserve(blob.size());
  std::string buf(kChunk, '\0');
  std::size_t at = kStreamHeader;
  bool final = false;
  while (at < blob.size()) {
    if (final) throw std::runtime_error("document has data after its final chunk");
    const std::size_t n = std::min(kChunk + kStreamTag, blob.size() - at);
    unsigned long long len = 0;
    unsigned char tag = 0;
    if (crypto_secretstream_xchacha20poly1305_pull(
            &st, reinterpret_cast<unsigned char*>(buf.data()), &len, &tag, bytes(blob) + at, n,
            bytes(context), context.size()) != 0)
      throw std::runtime_error("document does not authenticate under this key");
    out.append(buf.data(), len);
    at += n;
    final = tag == crypto_secretstream_xchacha20poly1305_TAG_FINAL;
  }
  if (!final) throw std::runtime_error("document is truncated");
  return out;
}

}  // namespace aurum::crypto
