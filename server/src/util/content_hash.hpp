#pragma once
#include <string>
#include <string_view>

namespace aurum::util {

/// FNV-1a 64-bit as 16 hex digits: a cheap content fingerprint (ETags), not a security boundary.
std::string fnv1a64Hex(std::string_view data);
/// The fingerprint in double quotes: a strong ETag for a body (`"<16 hex digits>"`).
std::string contentEtag(std::string_view data);

}  // namespace aurum::util
