#include "crypto/password.hpp"

#include <sodium.h>

#include <stdexcept>

#include "crypto/sodium_init.hpp"

namespace aurum::crypto {

PasswordHasher::PasswordHasher()
    : PasswordHasher(crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE) {}

PasswordHasher::PasswordHasher(unsigned long long opsLimit, std::size_t memLimit)
    : opsLimit_(opsLimit), memLimit_(memLimit) {
  ensureSodium();
}

std::string PasswordHasher::hash(std::string_view password) const {
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str_alg(out, password.data(), password.size(), opsLimit_, memLimit_,
                            crypto_pwhash_ALG_ARGON2ID13) != 0)
    throw std::runtime_error("password hashing ran out of memory");
  return out;
}

bool PasswordHasher::verify(std::string_view encoded, std::string_view password) const {
  std::string copy(encoded);  // libsodium wants a NUL-terminated string
  return crypto_pwhash_str_verify(copy.c_str(), password.data(), password.size()) == 0;
}

bool PasswordHasher::needsRehash(std::string_view encoded) const {
  std::string copy(encoded);
  return crypto_pwhash_str_needs_rehash(copy.c_str(), opsLimit_, memLimit_) != 0;
}

}  // namespace aurum::crypto
