#pragma once
#include <string>
#include <string_view>

namespace aurum::domain {

/// Lower-case hex SHA-256 (FIPS 180-4). Lives in domain (std only) so the custody-chain rules
/// can be checked without I/O or a crypto library; crypto/token's OpenSSL version is the
/// reference it is tested against.
std::string sha256Hex(std::string_view data);

}  // namespace aurum::domain
