#pragma once
#include <string>
#include <string_view>

namespace aurum::crypto {

/// HMAC-SHA-256 of `message` under `key` (any length), as 64 lowercase hex digits.
std::string hmacSha256Hex(std::string_view key, std::string_view message);

}  // namespace aurum::crypto
