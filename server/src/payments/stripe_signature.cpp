#include "payments/stripe_signature.hpp"

#include <charconv>
#include <vector>

#include "crypto/hmac.hpp"
#include "crypto/token.hpp"

namespace aurum::payments {

SignatureCheck verifyStripeSignature(std::string_view header, std::string_view payload,
                                     std::string_view secret, std::int64_t nowSeconds,
                                     std::int64_t toleranceSeconds) {
  if (secret.empty()) return SignatureCheck::kMismatch;  // unconfigured: nothing verifies
  std::string_view timestamp;
  std::vector<std::string_view> signatures;
  while (!header.empty()) {
    auto comma = header.find(',');
    auto item = header.substr(0, comma);
    header = comma == std::string_view::npos ? std::string_view{} : header.substr(comma + 1);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    auto eq = item.find('=');
    if (eq == std::string_view::npos) continue;
    auto key = item.substr(0, eq), value = item.substr(eq + 1);
    if (key == "t")
      timestamp = value;
    else if (key == "v1")
      signatures.push_back(value);
  }
  std::int64_t t = 0;
  auto [end, ec] = std::from_chars(timestamp.data(), timestamp.data() + timestamp.size(), t);
  if (timestamp.empty() || ec != std::errc() || end != timestamp.data() + timestamp.size() ||
      signatures.empty())
    return SignatureCheck::kMalformed;
  auto expected =
      crypto::hmacSha256Hex(secret, std::string(timestamp) + "." + std::string(payload));
  bool match = false;
  // Every candidate is compared (no early exit) so timing says nothing about which matched.
  for (auto sig : signatures) match = crypto::constantTimeEqual(sig, expected) || match;
  if (!match) return SignatureCheck::kMismatch;
  if (t < nowSeconds - toleranceSeconds || t > nowSeconds + toleranceSeconds)
    return SignatureCheck::kExpired;
  return SignatureCheck::kValid;
}

std::string stripeSignatureHeader(std::string_view payload, std::string_view secret,
                                  std::int64_t timestamp) {
  auto t = std::to_string(timestamp);
  return "t=" + t + ",v1=" + crypto::hmacSha256Hex(secret, t + "." + std::string(payload));
}

}  // namespace aurum::payments
