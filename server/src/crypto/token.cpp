#include "crypto/token.hpp"

#include <openssl/sha.h>
#include <sodium.h>

#include <algorithm>
#include <cstdio>
#include <vector>

#include "crypto/sodium_init.hpp"

namespace aurum::crypto {

namespace {
std::string toHex(const unsigned char* data, std::size_t n) {
  std::string hex(n * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), data, n);
  hex.pop_back();
  return hex;
}
}  // namespace

std::string randomToken(std::size_t bytes) {
  ensureSodium();
  std::vector<unsigned char> buf(bytes);
  randombytes_buf(buf.data(), buf.size());
  const int variant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  std::string out(sodium_base64_encoded_len(bytes, variant), '\0');
  sodium_bin2base64(out.data(), out.size(), buf.data(), buf.size(), variant);
  out.resize(out.find('\0'));
  return out;
}

std::string timeOrderedToken(std::int64_t nowMs, std::size_t bytes) {
  char stamp[24];  // 16 hex digits at most (a 64-bit value), and the terminator
  std::snprintf(stamp, sizeof stamp, "%012llx",
                static_cast<unsigned long long>(std::max<std::int64_t>(nowMs, 0)));
  return stamp + randomToken(bytes);
}

std::string randomBytes(std::size_t bytes) {
  ensureSodium();
  std::string out(bytes, '\0');
  randombytes_buf(out.data(), out.size());
  return out;
}

std::string randomChars(std::string_view alphabet, std::size_t count) {
  ensureSodium();
  std::string out;
  out.reserve(count);
  for (std::size_t i = 0; i < count; ++i)
    out += alphabet[randombytes_uniform(static_cast<std::uint32_t>(alphabet.size()))];
  return out;
}

std::string hashToken(std::string_view token) {
  ensureSodium();
  unsigned char out[32];
  crypto_generichash(out, sizeof out, reinterpret_cast<const unsigned char*>(token.data()),
                     token.size(), nullptr, 0);
  return toHex(out, sizeof out);
}

std::string sha256Hex(std::string_view data) {
  unsigned char out[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(data.data()), data.size(), out);
  return toHex(out, sizeof out);
}

bool constantTimeEqual(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  return sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace aurum::crypto
