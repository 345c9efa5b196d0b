#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <optional>

namespace aurum::storage {

/// An optional id bound as a nullable column: NULL when empty.
struct OptId {
  long long value = 0;
  soci::indicator ind = soci::i_null;
  explicit OptId(std::optional<std::int64_t> v) {
    if (v) {
      value = *v;
      ind = soci::i_ok;
    }
  }
};

}  // namespace aurum::storage
