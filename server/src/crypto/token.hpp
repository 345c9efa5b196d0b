#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace aurum::crypto {

/// `bytes` random bytes from the OS CSPRNG, base64url without padding.
std::string randomToken(std::size_t bytes = 32);

/// `bytes` raw random bytes from the OS CSPRNG.
std::string randomBytes(std::size_t bytes);

/// `count` characters drawn uniformly from `alphabet` (one-time codes people type).
std::string randomChars(std::string_view alphabet, std::size_t count);

/// Hex BLAKE2b-256 of a token: what we store, so a database leak does not leak live sessions.
std::string hashToken(std::string_view token);

/// Hex SHA-256 of arbitrary bytes.
std::string sha256Hex(std::string_view data);

/// Constant-time comparison.
bool constantTimeEqual(std::string_view a, std::string_view b);

}  // namespace aurum::crypto
