#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aurum::domain {

/// An address range such as `10.0.0.0/8` or `2001:db8::/32` (IPv4 ranges match IPv4-mapped
/// IPv6 peers too, since a dual-stack listener reports IPv4 clients that way).
struct Cidr {
  std::array<std::uint8_t, 16> bytes{};  ///< IPv4 stored as IPv4-mapped IPv6
  int prefix = 0;                        ///< bits, counted on the 128-bit form
};

/// Parses a CIDR (or a bare address, meaning a single host); nullopt when malformed.
std::optional<Cidr> parseCidr(std::string_view text);
/// Parses a comma-separated list; throws std::invalid_argument naming the bad entry.
std::vector<Cidr> parseCidrList(std::string_view text);
/// True when `address` (textual IPv4 or IPv6) lies in one of `ranges`.
bool inRanges(std::string_view address, const std::vector<Cidr>& ranges);

/// The client a request comes from: the TCP peer, unless the peer is a trusted proxy; then the
/// right-most `X-Forwarded-For` entry that is not itself a trusted proxy (entries left of it are
/// written by the client and cannot be believed). Falls back to the peer on a malformed header.
std::string resolveClientAddress(std::string_view peer, std::string_view forwardedFor,
                                 const std::vector<Cidr>& trustedProxies);

/// The key every per-address limit counts under: an IPv4 address as is, an IPv6 address by its
/// /64 (one subscriber usually holds a whole /64, so counting single addresses would be useless).
std::string limitKey(std::string_view address);

}  // namespace aurum::domain
