#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aurum::domain {

enum class Role { kClient, kGoldTrader, kAdmin };
enum class UserStatus { kActive, kPendingApproval, kSuspended };

const char* roleName(Role role);
std::optional<Role> parseRole(std::string_view name);
const char* userStatusName(UserStatus status);
std::optional<UserStatus> parseUserStatus(std::string_view name);

struct User {
  std::int64_t id = 0;
  std::string email;  ///< stored lower-cased
  std::string firstName;
  std::string lastName;
  std::optional<std::string> profileImageUrl;
  Role role = Role::kClient;
  std::optional<std::string> kycStatus;  ///< unset until the first KYC submission
  std::optional<std::string> kycReason;  ///< the reason of the last reject or resubmit decision
  std::string amlStatus = "clear";       ///< clear, under_review (a monitoring hit), flagged
  UserStatus status = UserStatus::kActive;
  std::int64_t createdAtMs = 0;
  bool mfaEnabled = false;  ///< a second factor is on (TOTP enabled or a passkey registered)
};

/// Extra facts a gold-trader applicant gives (spec section 5 trader application schema).
struct TraderApplication {
  std::string companyName;
  std::string tradingLicense;
  std::string businessAddress;
  std::string tradingVolume;
  std::string businessType;
  std::string experience;
};

/// A trader account with its application, as the admin's review list shows it.
struct TraderRecord {
  User user;
  TraderApplication application;
  std::int64_t submittedAtMs = 0;
};

/// Trims and lower-cases an e-mail address; throws a validation error naming `field` when it is
/// not a plausible address (one '@', a dot in the domain, no spaces, at most 254 characters).
std::string normalizeEmail(std::string_view raw, const char* field = "email");

/// Passwords: 12 to 128 characters (Unicode code points), no composition rules (NIST 800-63B).
void checkPasswordPolicy(std::string_view password, const char* field = "password");

/// Trims a required display name, 1 to 100 characters.
std::string requireName(std::string_view raw, const char* field);

inline constexpr std::size_t kPasswordMin = 12;
inline constexpr std::size_t kPasswordMax = 128;

}  // namespace aurum::domain
