#include "domain/client_address.hpp"

#include <arpa/inet.h>

#include <cstdio>
#include <cstring>
#include <stdexcept>

#include "util/text.hpp"

namespace aurum::domain {

using util::trimBlanks;

namespace {

/// 16-byte form of an address; IPv4 becomes IPv4-mapped IPv6 (::ffff:a.b.c.d).
std::optional<std::array<std::uint8_t, 16>> toBytes(std::string_view text) {
  text = trimBlanks(text);
  if (text.empty() || text.size() > 45) return std::nullopt;
  std::string s(text);
  std::array<std::uint8_t, 16> out{};
  in_addr v4{};
  if (::inet_pton(AF_INET, s.c_str(), &v4) == 1) {
    out[10] = out[11] = 0xff;
    std::memcpy(out.data() + 12, &v4, 4);
    return out;
  }
  in6_addr v6{};
  if (::inet_pton(AF_INET6, s.c_str(), &v6) == 1) {
    std::memcpy(out.data(), &v6, 16);
    return out;
  }
  return std::nullopt;
}

bool isMappedV4(const std::array<std::uint8_t, 16>& b) {
  for (int i = 0; i < 10; ++i)
    if (b[i] != 0) return false;
  return b[10] == 0xff && b[11] == 0xff;
}

bool matches(const std::array<std::uint8_t, 16>& a, const Cidr& c) {
  int bits = c.prefix;
  for (int i = 0; i < 16 && bits > 0; ++i, bits -= 8) {
    std::uint8_t mask = bits >= 8 ? 0xff : static_cast<std::uint8_t>(0xff << (8 - bits));
    if ((a[i] & mask) != (c.bytes[i] & mask)) return false;
  }
  return true;
}

}  // namespace

std::optional<Cidr> parseCidr(std::string_view text) {
  text = trimBlanks(text);
  auto slash = text.find('/');
  auto bytes = toBytes(text.substr(0, slash));
  if (!bytes) return std::nullopt;
  const bool v4 = isMappedV4(*bytes) && text.find(':') == std::string_view::npos;
  const int maxBits = v4 ? 32 : 128;
  int prefix = maxBits;
  if (slash != std::string_view::npos) {
    auto digits = text.substr(slash + 1);
    if (digits.empty() || digits.size() > 3) return std::nullopt;
    prefix = 0;
    for (char ch : digits) {
      if (ch < '0' || ch > '9') return std::nullopt;
      prefix = prefix * 10 + (ch - '0');
    }
    if (prefix > maxBits) return std::nullopt;
  }
  return Cidr{*bytes, v4 ? prefix + 96 : prefix};
}

std::vector<Cidr> parseCidrList(std::string_view text) {
  std::vector<Cidr> out;
  while (!text.empty()) {
    auto comma = text.find(',');
    auto item = trimBlanks(text.substr(0, comma));
    if (!item.empty()) {
      auto c = parseCidr(item);
      if (!c) throw std::invalid_argument("not an address range: " + std::string(item));
      out.push_back(*c);
    }
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return out;
}

bool inRanges(std::string_view address, const std::vector<Cidr>& ranges) {
  auto b = toBytes(address);
  if (!b) return false;
  for (const auto& r : ranges)
    if (matches(*b, r)) return true;
  return false;
}

std::string resolveClientAddress(std::string_view peer, std::string_view forwardedFor,
                                 const std::vector<Cidr>& trustedProxies) {
  if (forwardedFor.empty() || !inRanges(peer, trustedProxies)) return std::string(peer);
  // Walk from the right: each hop was appended by the proxy in front of the next one.
  while (!forwardedFor.empty()) {
    auto comma = forwardedFor.rfind(',');
    auto hop =
        trimBlanks(comma == std::string_view::npos ? forwardedFor : forwardedFor.substr(comma + 1));
    if (!toBytes(hop)) return std::string(peer);
    if (!inRanges(hop, trustedProxies)) return std::string(hop);
    if (comma == std::string_view::npos) break;
    forwardedFor = forwardedFor.substr(0, comma);
  }
  return std::string(peer);  // every hop is a proxy of ours: the request started inside
}

std::string limitKey(std::string_view address) {
  auto b = toBytes(address);
  if (!b) return std::string(trimBlanks(address));
  char buf[64];
  if (isMappedV4(*b)) {
    std::snprintf(buf, sizeof buf, "%u.%u.%u.%u", b->at(12), b->at(13), b->at(14), b->at(15));
    return buf;
  }
  std::snprintf(buf, sizeof buf, "%02x%02x:%02x%02x:%02x%02x:%02x%02x::/64", b->at(0), b->at(1),
                b->at(2), b->at(3), b->at(4), b->at(5), b->at(6), b->at(7));
  return buf;
}

}  // namespace aurum::domain
