#include "services/second_factor.hpp"

#include <cctype>

#include "crypto/data_cipher.hpp"
#include "crypto/signing.hpp"
#include "crypto/token.hpp"
#include "crypto/totp.hpp"
#include "storage/security_repository.hpp"

namespace aurum::services::second_factor {

using storage::SecurityRepository;

namespace {
constexpr std::string_view kCodeAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";

std::string context(std::int64_t userId) { return "totp:" + std::to_string(userId); }
}  // namespace

std::vector<std::string> newRecoveryCodes() {
  std::vector<std::string> codes;
  for (int i = 0; i < kRecoveryCodes; ++i)
    codes.push_back(crypto::randomChars(kCodeAlphabet, 5) + "-" +
                    crypto::randomChars(kCodeAlphabet, 5));
  return codes;
}

std::string normalizeRecoveryCode(std::string_view code) {
  std::string out;
  for (char c : code) {
    if (c == '-' || c == ' ') continue;
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return out;
}

std::string sealSecret(const std::string& dataKey, std::int64_t userId, std::string_view secret) {
  return crypto::base64Encode(crypto::encryptData(dataKey, secret, context(userId)));
}

std::string openSecret(const std::string& dataKey, std::int64_t userId, std::string_view sealed) {
  std::string blob;
  if (!crypto::base64Decode(sealed, blob)) throw std::runtime_error("TOTP secret is not base64");
  return crypto::decryptData(dataKey, blob, context(userId));
}

CodeKind consumeCode(soci::session& s, std::int64_t userId, std::string_view code,
                     const std::string& dataKey, std::int64_t nowMs) {
  bool digits = code.size() == 6;
  for (char c : code) digits = digits && c >= '0' && c <= '9';
  if (digits) {
    auto totp = SecurityRepository::findTotp(s, userId);
    if (!totp || !totp->enabledAtMs) return CodeKind::kNone;
    auto secret = openSecret(dataKey, userId, totp->secret);
    auto step = crypto::matchTotp(secret, code, nowMs, totp->lastStep);
    // The conditional update makes two parallel uses of one code fail but one.
    if (step && SecurityRepository::useTotpStep(s, userId, *step)) return CodeKind::kTotp;
    return CodeKind::kNone;
  }
  auto normalized = normalizeRecoveryCode(code);
  if (normalized.size() != 10) return CodeKind::kNone;
  if (SecurityRepository::useRecoveryCode(s, userId, crypto::hashToken(normalized), nowMs))
    return CodeKind::kRecovery;
  return CodeKind::kNone;
}

std::vector<std::string> methods(soci::session& s, std::int64_t userId) {
  std::vector<std::string> out;
  auto totp = SecurityRepository::findTotp(s, userId);
  if (totp && totp->enabledAtMs) {
    out.push_back("totp");
    if (SecurityRepository::unusedRecoveryCodes(s, userId) > 0) out.push_back("recovery");
  }
  if (SecurityRepository::countPasskeys(s, userId) > 0) out.push_back("passkey");
  return out;
}

}  // namespace aurum::services::second_factor
