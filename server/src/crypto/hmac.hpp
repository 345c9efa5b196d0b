#pragma once
#include <string>
#include <string_view>

namespace aurum::crypto {

/// HMAC-SHA-256 of `message` under `key` (any length), as 64 lowercase hex digits.
std::string hmacSha256Hex(std::string_view key, std::string_view message);
/// Compares in time independent of where the strings differ (signatures, tokens).
bool constantTimeEquals(std::string_view a, std::string_view b);

}  // namespace aurum::crypto
