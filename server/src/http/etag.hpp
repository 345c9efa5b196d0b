#pragma once
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace aurum::http {

/// FNV-1a 64-bit, hex: a cheap content fingerprint for ETags (not a security boundary).
inline std::string weakHashHex(std::string_view data) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : data) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace aurum::http
