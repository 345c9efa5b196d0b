#pragma once
#include <string>
#include <string_view>

namespace aurum::domain {

/// Lower-case hex SHA-256 (FIPS 180-4). Lives in domain (std only) so the custody-chain rules
/// can be checked without I/O or a crypto library; crypto/token's OpenSSL version is the
/// reference it is tested against.
/// Uses the CPU's SHA extensions where it has them (x86 SHA-NI), the portable rounds otherwise.
std::string sha256Hex(std::string_view data);

namespace detail {
/// The portable rounds alone, and whether sha256Hex uses the SHA extensions: for the tests, which
/// hold both against OpenSSL.
std::string sha256HexPortable(std::string_view data);
bool sha256Accelerated();
}  // namespace detail

}  // namespace aurum::domain
