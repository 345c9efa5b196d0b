#pragma once
// For service sources only: the second-factor checks sign-in, TOTP disabling and account closure
// share, run inside the caller's write transaction.
#include <soci/soci.h>

#include <string>
#include <string_view>
#include <vector>

namespace aurum::services::second_factor {

enum class CodeKind { kNone, kTotp, kRecovery };

/// Ten recovery codes per enabling, "xxxxx-xxxxx" from an alphabet without look-alikes.
inline constexpr int kRecoveryCodes = 10;
std::vector<std::string> newRecoveryCodes();
/// Lower-cased, spaces and hyphens removed: what is hashed and compared.
std::string normalizeRecoveryCode(std::string_view code);

/// Encrypts or decrypts a TOTP secret under the data key, bound to the user id.
std::string sealSecret(const std::string& dataKey, std::int64_t userId, std::string_view secret);
std::string openSecret(const std::string& dataKey, std::int64_t userId, std::string_view sealed);

/// Accepts a current TOTP code of an enabled TOTP (once: a replay inside its window is refused)
/// or an unused recovery code (then spent). Six digits are a TOTP code, anything else a recovery
/// code.
CodeKind consumeCode(soci::session& s, std::int64_t userId, std::string_view code,
                     const std::string& dataKey, std::int64_t nowMs);

/// The second factors the account has, in the order sign-in offers them: totp, recovery, passkey.
std::vector<std::string> methods(soci::session& s, std::int64_t userId);

}  // namespace aurum::services::second_factor
