#include "crypto/password.hpp"

#include <sodium.h>

#include <stdexcept>
#include <string>

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

std::string PasswordHasher::unusableHash() const {
  // The string crypto_pwhash_str_alg writes: $argon2id$v=19$m=<KiB>,t=<passes>,p=1$salt$digest,
  // salt and digest in unpadded base64.
  auto base64 = [](std::size_t n) {
    std::string raw(n, '\0'),
        out(sodium_base64_ENCODED_LEN(n, sodium_base64_VARIANT_ORIGINAL_NO_PADDING), '\0');
    randombytes_buf(raw.data(), n);
    sodium_bin2base64(out.data(), out.size(), reinterpret_cast<const unsigned char*>(raw.data()), n,
                      sodium_base64_VARIANT_ORIGINAL_NO_PADDING);
    out.resize(std::char_traits<char>::length(out.c_str()));
    return out;
  };
  return "$argon2id$v=19$m=" + std::to_string(memLimit_ / 1024) +
         ",t=" + std::to_string(opsLimit_) + ",p=1$" + base64(crypto_pwhash_SALTBYTES) + "$" +
         base64(32);
}

bool PasswordHasher::needsRehash(std::string_view encoded) const {
  std::string copy(encoded);
  return crypto_pwhash_str_needs_rehash(copy.c_str(), opsLimit_, memLimit_) != 0;
}

}  // namespace aurum::crypto
