#include "util/content_hash.hpp"

#include <cstdint>
#include <cstdio>

namespace aurum::util {

std::string fnv1a64Hex(std::string_view data) {
  std::uint64_t h = 14695981039346656037ULL;
  for (unsigned char c : data) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::string contentEtag(std::string_view data) { return "\"" + fnv1a64Hex(data) + "\""; }

}  // namespace aurum::util
