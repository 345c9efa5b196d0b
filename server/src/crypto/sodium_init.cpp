#include "crypto/sodium_init.hpp"

#include <sodium.h>

#include <stdexcept>

namespace aurum::crypto {

void ensureSodium() {
  static const int rc = sodium_init();
  if (rc < 0) throw std::runtime_error("libsodium failed to initialise");
}

}  // namespace aurum::crypto
