#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace aurum::crypto {

/// `bytes` random bytes from the OS CSPRNG, base64url without padding.
std::string randomToken(std::size_t bytes = 32);

/// randomToken(bytes) after `nowMs` as 12 hex digits: a token made later sorts later, so an index
/// on such tokens grows at one end (an insert writes the page the last one did) instead of at a
/// random page, while the random part keeps it unguessable.
std::string timeOrderedToken(std::int64_t nowMs, std::size_t bytes = 24);

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
