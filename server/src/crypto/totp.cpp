#include "crypto/totp.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <array>

#include "crypto/token.hpp"

namespace aurum::crypto {

namespace {
constexpr std::string_view kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
}

std::string base32Encode(std::string_view bytes) {
  std::string out;
  unsigned buffer = 0;
  int bits = 0;
  for (unsigned char c : bytes) {
    buffer = (buffer << 8) | c;
    bits += 8;
    while (bits >= 5) {
      out += kAlphabet[(buffer >> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += kAlphabet[(buffer << (5 - bits)) & 31];
  return out;
}

std::optional<std::string> base32Decode(std::string_view text) {
  std::string out;
  unsigned buffer = 0;
  int bits = 0;
  for (char ch : text) {
    if (ch == ' ' || ch == '=') continue;
    char up = (ch >= 'a' && ch <= 'z') ? static_cast<char>(ch - 'a' + 'A') : ch;
    auto pos = kAlphabet.find(up);
    if (pos == std::string_view::npos) return std::nullopt;
    buffer = (buffer << 5) | static_cast<unsigned>(pos);
    bits += 5;
    if (bits >= 8) {
      out += static_cast<char>((buffer >> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return out;
}

std::string totpCode(std::string_view secret, std::int64_t step) {
  std::array<unsigned char, 8> counter{};
  auto value = static_cast<std::uint64_t>(step);
  for (int i = 7; i >= 0; --i) {
    counter[static_cast<std::size_t>(i)] = static_cast<unsigned char>(value & 0xff);
    value >>= 8;
  }
  std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
  unsigned int len = 0;
  HMAC(EVP_sha1(), secret.data(), static_cast<int>(secret.size()), counter.data(), counter.size(),
       mac.data(), &len);
  int offset = mac[len - 1] & 0x0f;
  std::uint32_t binary = (static_cast<std::uint32_t>(mac[offset] & 0x7f) << 24) |
                         (static_cast<std::uint32_t>(mac[offset + 1]) << 16) |
                         (static_cast<std::uint32_t>(mac[offset + 2]) << 8) |
                         static_cast<std::uint32_t>(mac[offset + 3]);
  std::string code = std::to_string(binary % 1'000'000);
  return std::string(kTotpDigits - code.size(), '0') + code;
}

std::optional<std::int64_t> matchTotp(std::string_view secret, std::string_view code,
                                      std::int64_t nowMs, std::int64_t lastUsedStep) {
  if (code.size() != static_cast<std::size_t>(kTotpDigits)) return std::nullopt;
  for (char c : code)
    if (c < '0' || c > '9') return std::nullopt;
  const std::int64_t now = nowMs / kTotpStepMs;
  std::optional<std::int64_t> found;
  // Every candidate is computed and compared in constant time, whichever matches.
  for (std::int64_t step = now - 1; step <= now + 1; ++step) {
    if (constantTimeEqual(totpCode(secret, step), code) && step > lastUsedStep && !found)
      found = step;
  }
  return found;
}

}  // namespace aurum::crypto
