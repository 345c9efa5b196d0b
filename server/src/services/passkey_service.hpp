#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/user.hpp"
#include "services/address_rate_limiter.hpp"
#include "services/auth_service.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// The relying party a request speaks to: `id` is the request's host name (no port, lower-case),
/// `origin` the request's Origin header.
struct RelyingParty {
  std::string id;
  std::string origin;
};

/// A registration response (RegistrationResponseJSON), binary fields decoded to raw bytes.
struct PasskeyAttestation {
  std::string credentialId, clientDataJson, attestationObject;
};

/// An authentication response (AuthenticationResponseJSON), binary fields decoded to raw bytes;
/// `userHandle` is empty when the authenticator sent none.
struct PasskeyAssertion {
  std::string credentialId, clientDataJson, authenticatorData, signature, userHandle;
};

struct PasskeyInfo {
  std::int64_t id = 0;
  std::string name;
  std::string algorithm;  ///< ES256 or EdDSA
  std::int64_t createdAtMs = 0;
  std::optional<std::int64_t> lastUsedAtMs;
};

/// What navigator.credentials.create needs (the API layer writes it as
/// PublicKeyCredentialCreationOptionsJSON); every binary value base64url.
struct PasskeyCreationOptions {
  std::string challenge;
  std::string rpId;
  std::string rpName;
  std::string userHandle;  ///< base64url of the user id's decimal digits
  std::string userName;    ///< the e-mail address
  std::string userDisplayName;
  std::vector<int> algorithms;                  ///< COSE ids, preferred first
  std::vector<std::string> excludeCredentials;  ///< the user's credential ids
  std::int64_t timeoutMs = 0;
};

/// What navigator.credentials.get needs (PublicKeyCredentialRequestOptionsJSON).
struct PasskeyRequestOptions {
  std::string challenge;
  std::string rpId;
  std::vector<std::string> allowCredentials;  ///< empty: any discoverable credential
  std::int64_t timeoutMs = 0;
};

/// The fields of a clientDataJSON the checks use (WebAuthn Level 3, 5.8.1).
struct ClientData {
  std::string type;       ///< webauthn.create or webauthn.get
  std::string challenge;  ///< base64url as the browser wrote it
  std::string origin;
  bool crossOrigin = false;
};

/// Reads clientDataJSON; nullopt when it is not a JSON object with string type, challenge and
/// origin.
std::optional<ClientData> parseClientData(std::string_view json);

/// True when `origin` is https://<rpId>[:port], or http://localhost[:port] (a secure context
/// browsers allow passkeys on for development).
bool originMatchesRpId(std::string_view origin, std::string_view rpId);

/// Passkeys (WebAuthn credentials, ES256 and EdDSA): registration, assertion checks for the
/// second factor and for sign-in without a password, listing and removal
/// (docs/account-security.md).
class PasskeyService {
 public:
  /// Challenges live five minutes and are used once.
  static constexpr std::int64_t kChallengeMs = 5 * 60 * 1000;

  /// Security-log entries go through `auth`. `optionsPerHour` bounds public option requests
  /// per address (each stores a challenge for five minutes), with a burst of a twelfth of it.
  PasskeyService(storage::Database& db, AuthService& auth, const util::Clock& clock,
                 double optionsPerHour = 1200);

  PasskeyCreationOptions creationOptions(const domain::User& user, const RelyingParty& rp);
  /// Options for an assertion; `userId` set (a pending sign-in) lists that user's credentials,
  /// unset allows any discoverable credential. Throws rate_limited past the per-address rate.
  PasskeyRequestOptions requestOptions(std::optional<std::int64_t> userId, const RelyingParty& rp,
                                       const std::string& clientIp);

  /// Checks the registration (challenge for this user and rp, type webauthn.create, origin,
  /// rpIdHash, UP and AT flags, ES256 or EdDSA key) and stores the passkey. Throws validation
  /// errors (field `credential`), conflict when the credential is already registered.
  PasskeyInfo registerCredential(const domain::User& user, const PasskeyAttestation& attestation,
                                 std::string name, const RelyingParty& rp,
                                 const ClientInfo& client);

  /// Verifies an assertion against a stored credential: challenge (single use, purpose login,
  /// same rp id, not expired, bound to the user it named), type webauthn.get, origin, rpIdHash,
  /// UP flag, user handle, signature and the sign counter (new > stored unless both are 0; a
  /// regression is refused as a possible clone); then updates counter and last use. Returns the
  /// credential's user; when `expectedUserId` is set the credential must be that user's.
  /// Throws invalid_credentials on any mismatch, validation errors for malformed input.
  std::int64_t verifyAssertion(const PasskeyAssertion& assertion, const RelyingParty& rp,
                               std::optional<std::int64_t> expectedUserId);

  /// The user's passkeys, newest first.
  std::vector<PasskeyInfo> list(std::int64_t userId);
  /// Removes one of the user's passkeys; not_found when it is not theirs.
  void remove(std::int64_t userId, std::int64_t id, const ClientInfo& client);
  int count(std::int64_t userId);
  /// Deletes expired challenges; returns how many.
  int purgeExpired();

 private:
  std::string newChallenge(std::optional<std::int64_t> userId, const char* purpose,
                           const RelyingParty& rp);

  storage::Database& db_;
  AuthService& auth_;
  const util::Clock& clock_;
  AddressRateLimiter optionsLimiter_;
};

}  // namespace aurum::services
