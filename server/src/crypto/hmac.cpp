#include "crypto/hmac.hpp"

#include <sodium.h>

#include "crypto/sodium_init.hpp"

namespace aurum::crypto {

std::string hmacSha256Hex(std::string_view key, std::string_view message) {
  ensureSodium();
  crypto_auth_hmacsha256_state st;
  unsigned char mac[crypto_auth_hmacsha256_BYTES];
  crypto_auth_hmacsha256_init(&st, reinterpret_cast<const unsigned char*>(key.data()), key.size());
  crypto_auth_hmacsha256_update(&st, reinterpret_cast<const unsigned char*>(message.data()),
                                message.size());
  crypto_auth_hmacsha256_final(&st, mac);
  char hex[sizeof mac * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, mac, sizeof mac);
  return std::string(hex, sizeof mac * 2);
}

}  // namespace aurum::crypto
