#pragma once
#include <optional>
#include <string>

namespace aurum::crypto {

/// Reads a whole file; nullopt when it does not exist.
std::optional<std::string> readSecretFile(const std::string& path);

/// Writes `content` so that no other account can ever read it: the file is created 0600 (under a
/// temporary name, fsync'ed, then renamed over `path`), its directory is created 0700 if missing.
void writeSecretFile(const std::string& path, const std::string& content);

/// A 32-byte raw key kept in `path` as base64. Creates a random one when the file is missing and
/// `create` is true; throws std::runtime_error naming the file when it is missing otherwise, or
/// when it does not hold 32 bytes.
std::string loadOrCreateKey32(const std::string& path, bool create);

}  // namespace aurum::crypto
