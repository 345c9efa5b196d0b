#include "services/passkey_service.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>

#include "crypto/token.hpp"
#include "crypto/webauthn.hpp"
#include "domain/base64url.hpp"
#include "domain/error.hpp"
#include "storage/passkey_repository.hpp"

namespace aurum::services {

namespace webauthn = crypto::webauthn;
using domain::AppError;
using domain::ErrorCode;
using storage::PasskeyRepository;

namespace {

constexpr const char* kPurposeRegister = "register";
constexpr const char* kPurposeLogin = "login";
constexpr std::size_t kNameMaxChars = 60;

AppError notVerified() {
  return AppError(ErrorCode::kInvalidCredentials, "The passkey could not be verified");
}
AppError registrationRefused() {
  return domain::validationError("credential", "The passkey registration could not be verified");
}
AppError malformed(const char* field) {
  return domain::validationError(field, "The passkey response is malformed");
}

/// The stored form of a challenge: a hash of its canonical base64url text, so a database read
/// does not hand out live challenges.
std::string challengeHash(std::string_view challengeBase64Url) {
  return crypto::hashToken(challengeBase64Url);
}

/// The canonical base64url of the challenge a browser echoed (it may pad), or nullopt.
std::optional<std::string> canonicalChallenge(const std::string& echoed) {
  auto raw = domain::base64UrlDecode(echoed);
  if (!raw || raw->empty()) return std::nullopt;
  return domain::base64UrlEncode(*raw);
}

std::string userHandle(std::int64_t userId) { return std::to_string(userId); }

std::size_t codePoints(std::string_view s) {
  std::size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}

std::string cleanName(std::string name) {
  for (auto& c : name)  // a label on one line: control characters become spaces
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
  auto first = name.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "Passkey";
  name = name.substr(first, name.find_last_not_of(" \t\r\n") - first + 1);
  if (codePoints(name) > kNameMaxChars)
    throw domain::validationError("name", {"{field} is too long", {{"field", "name"}}});
  return name;
}

PasskeyInfo infoOf(const storage::PasskeyRow& r) {
  return {r.id, r.name, webauthn::algorithmName(r.algorithm), r.createdAtMs, r.lastUsedAtMs};
}

}  // namespace

std::optional<ClientData> parseClientData(std::string_view json) {
  boost::system::error_code ec;
  auto value = boost::json::parse(json, ec);
  if (ec || !value.is_object()) return std::nullopt;
  const auto& o = value.get_object();
  auto text = [&](const char* key) -> std::optional<std::string> {
    auto* v = o.if_contains(key);
    if (!v || !v->is_string()) return std::nullopt;
    return std::string(v->get_string());
  };
  auto type = text("type"), challenge = text("challenge"), origin = text("origin");
  if (!type || !challenge || !origin) return std::nullopt;
  ClientData out{*type, *challenge, *origin, false};
  if (auto* cross = o.if_contains("crossOrigin")) {
    if (!cross->is_bool()) return std::nullopt;
    out.crossOrigin = cross->get_bool();
  }
  return out;
}

bool originMatchesRpId(std::string_view origin, std::string_view rpId) {
  bool https = origin.starts_with("https://");
  if (!https && !origin.starts_with("http://")) return false;
  origin.remove_prefix(https ? 8 : 7);
  auto colon = origin.find(':');
  auto host = origin.substr(0, colon);
  if (colon != std::string_view::npos) {
    auto port = origin.substr(colon + 1);
    if (port.empty() || port.size() > 5 || port.find_first_not_of("0123456789") != port.npos)
      return false;
  }
  if (host.empty() || host != rpId) return false;
  return https || host == "localhost" || host.ends_with(".localhost");
}

PasskeyService::PasskeyService(storage::Database& db, AuthService& auth, const util::Clock& clock,
                               double optionsPerHour)
    : db_(db),
      auth_(auth),
      clock_(clock),
      optionsLimiter_(
          clock, optionsPerHour / 12, optionsPerHour / 60,
          domain::Message("Too many requests from your network; please try again later"), &db,
          "passkey-options") {}

std::string PasskeyService::newChallenge(std::optional<std::int64_t> userId, const char* purpose,
                                         const RelyingParty& rp) {
  auto challenge = crypto::randomToken(32);
  auto now = clock_.nowMs();
  db_.write([&](soci::session& s) {
    // Every new challenge sweeps the expired ones: the table holds at most five minutes of them.
    PasskeyRepository::purgeChallenges(s, now);
    PasskeyRepository::insertChallenge(s, challengeHash(challenge),
                                       {userId, purpose, rp.id, now + kChallengeMs});
  });
  return challenge;
}

PasskeyCreationOptions PasskeyService::creationOptions(const domain::User& user,
                                                       const RelyingParty& rp) {
  PasskeyCreationOptions o;
  o.challenge = newChallenge(user.id, kPurposeRegister, rp);
  o.rpId = rp.id;
  o.rpName = "Aurum";
  o.userHandle = domain::base64UrlEncode(userHandle(user.id));
  o.userName = user.email;
  o.userDisplayName = user.firstName + " " + user.lastName;
  if (o.userDisplayName == " ") o.userDisplayName = user.email;
  o.algorithms = {webauthn::kAlgEdDsa, webauthn::kAlgEs256};
  for (const auto& p :
       db_.read([&](soci::session& s) { return PasskeyRepository::listForUser(s, user.id); }))
    o.excludeCredentials.push_back(p.credentialId);
  o.timeoutMs = kChallengeMs;
  return o;
}

PasskeyRequestOptions PasskeyService::requestOptions(std::optional<std::int64_t> userId,
                                                     const RelyingParty& rp,
                                                     const std::string& clientIp) {
  optionsLimiter_.check(clientIp);
  PasskeyRequestOptions o;
  o.challenge = newChallenge(userId, kPurposeLogin, rp);
  o.rpId = rp.id;
  if (userId) {
    for (const auto& p :
         db_.read([&](soci::session& s) { return PasskeyRepository::listForUser(s, *userId); }))
      o.allowCredentials.push_back(p.credentialId);
  }
  o.timeoutMs = kChallengeMs;
  return o;
}

PasskeyInfo PasskeyService::registerCredential(const domain::User& user,
                                               const PasskeyAttestation& attestation,
                                               std::string name, const RelyingParty& rp,
                                               const ClientInfo& client) {
  name = cleanName(std::move(name));
  auto clientData = parseClientData(attestation.clientDataJson);
  if (!clientData) throw malformed("credential");
  auto challenge = canonicalChallenge(clientData->challenge);
  if (!challenge) throw malformed("credential");
  const auto now = clock_.nowMs();
  // Spent before anything else is checked: a failed attempt burns its challenge too.
  auto stored = db_.write([&](soci::session& s) {
    return PasskeyRepository::consumeChallenge(s, challengeHash(*challenge), now);
  });
  auto refuse = [&](const char* why) {
    spdlog::info("passkey registration refused for user {}: {}", user.id, why);
    return registrationRefused();
  };
  if (!stored || stored->purpose != kPurposeRegister || stored->userId != user.id ||
      stored->rpId != rp.id)
    throw refuse("unknown, expired or foreign challenge");
  if (clientData->type != "webauthn.create") throw refuse("clientData type");
  if (clientData->crossOrigin || clientData->origin != rp.origin ||
      !originMatchesRpId(clientData->origin, rp.id))
    throw refuse("origin");

  webauthn::AttestationObject att;
  webauthn::CoseKey key;
  try {
    att = webauthn::parseAttestationObject(attestation.attestationObject);
    if (!att.parsed.hasAttestedData()) throw refuse("no attested credential data");
    key = webauthn::parseCoseKey(att.parsed.publicKey);
  } catch (const webauthn::Error& e) {
    spdlog::info("passkey registration refused for user {}: {}", user.id, e.what());
    if (e.kind() == webauthn::Error::Kind::kUnsupported)
      throw domain::validationError("credential", "Only ES256 and EdDSA passkeys are supported");
    throw malformed("credential");
  }
  if (att.parsed.rpIdHash != webauthn::sha256(rp.id)) throw refuse("rpIdHash");
  if (!att.parsed.userPresent()) throw refuse("user not present");
  if (att.parsed.credentialId != attestation.credentialId) throw refuse("credential id mismatch");

  storage::PasskeyRow row;
  row.userId = user.id;
  row.credentialId = domain::base64UrlEncode(att.parsed.credentialId);
  row.publicKey = domain::base64UrlEncode(att.parsed.publicKey);
  row.algorithm = key.alg;
  row.signCount = att.parsed.signCount;
  row.name = name;
  row.createdAtMs = now;
  try {
    row.id = db_.write([&](soci::session& s) {
      if (PasskeyRepository::findByCredentialId(s, row.credentialId))
        throw AppError(ErrorCode::kConflict, "This passkey is already registered");
      return PasskeyRepository::insert(s, row);
    });
  } catch (const soci::soci_error& e) {
    if (!storage::isConstraintViolationOn(e, "credential_id")) throw;
    throw AppError(ErrorCode::kConflict, "This passkey is already registered");
  }
  auth_.recordEvent(user.id, "passkey_added", client, name);
  return infoOf(row);
}

std::int64_t PasskeyService::verifyAssertion(const PasskeyAssertion& assertion,
                                             const RelyingParty& rp,
                                             std::optional<std::int64_t> expectedUserId) {
  auto clientData = parseClientData(assertion.clientDataJson);
  if (!clientData) throw malformed("assertion");
  auto challenge = canonicalChallenge(clientData->challenge);
  if (!challenge) throw malformed("assertion");
  const auto now = clock_.nowMs();
  // Spent before anything else is checked: a failed attempt burns its challenge too.
  auto stored = db_.write([&](soci::session& s) {
    return PasskeyRepository::consumeChallenge(s, challengeHash(*challenge), now);
  });
  auto refuse = [&](const char* why) {
    spdlog::info("passkey assertion refused: {}", why);
    return notVerified();
  };
  if (!stored || stored->purpose != kPurposeLogin || stored->rpId != rp.id)
    throw refuse("unknown, expired or foreign challenge");
  if (clientData->type != "webauthn.get") throw refuse("clientData type");
  if (clientData->crossOrigin || clientData->origin != rp.origin ||
      !originMatchesRpId(clientData->origin, rp.id))
    throw refuse("origin");

  webauthn::AuthenticatorData data;
  try {
    data = webauthn::parseAuthenticatorData(assertion.authenticatorData);
  } catch (const webauthn::Error& e) {
    spdlog::info("passkey assertion refused: {}", e.what());
    throw malformed("assertion");
  }
  auto credential = db_.read([&](soci::session& s) {
    return PasskeyRepository::findByCredentialId(s,
                                                 domain::base64UrlEncode(assertion.credentialId));
  });
  if (!credential) throw refuse("unknown credential");
  if (stored->userId && *stored->userId != credential->userId)
    throw refuse("credential of another user than the challenge named");
  if (expectedUserId && *expectedUserId != credential->userId)
    throw refuse("credential of another user than expected");
  if (!assertion.userHandle.empty() && assertion.userHandle != userHandle(credential->userId))
    throw refuse("user handle");
  if (data.rpIdHash != webauthn::sha256(rp.id)) throw refuse("rpIdHash");
  if (!data.userPresent()) throw refuse("user not present");

  webauthn::CoseKey key;
  try {
    auto cose = domain::base64UrlDecode(credential->publicKey);
    if (!cose) throw refuse("stored key is not base64url");
    key = webauthn::parseCoseKey(*cose);
  } catch (const webauthn::Error& e) {
    spdlog::error("stored passkey {} has an unusable key: {}", credential->id, e.what());
    throw notVerified();
  }
  if (key.alg != credential->algorithm) throw refuse("algorithm");
  if (!webauthn::verifyAssertionSignature(key, assertion.authenticatorData,
                                          assertion.clientDataJson, assertion.signature))
    throw refuse("signature");
  const std::int64_t next = data.signCount;
  if (!(next == 0 && credential->signCount == 0) && next <= credential->signCount) {
    spdlog::warn("passkey {} of user {}: sign counter {} after {}, a possible cloned authenticator",
                 credential->id, credential->userId, next, credential->signCount);
    throw notVerified();
  }
  bool recorded = db_.write([&](soci::session& s) {
    return PasskeyRepository::recordUse(s, credential->id, credential->signCount, next, now);
  });
  if (!recorded) throw refuse("counter moved by a concurrent assertion");
  return credential->userId;
}

std::vector<PasskeyInfo> PasskeyService::list(std::int64_t userId) {
  std::vector<PasskeyInfo> out;
  for (const auto& r :
       db_.read([&](soci::session& s) { return PasskeyRepository::listForUser(s, userId); }))
    out.push_back(infoOf(r));
  return out;
}

void PasskeyService::remove(std::int64_t userId, std::int64_t id, const ClientInfo& client) {
  std::string name;
  bool removed = db_.write([&](soci::session& s) {
    for (const auto& r : PasskeyRepository::listForUser(s, userId))
      if (r.id == id) name = r.name;
    return PasskeyRepository::remove(s, userId, id);
  });
  if (!removed) throw AppError(ErrorCode::kNotFound, "No such passkey");
  auth_.recordEvent(userId, "passkey_removed", client, name);
}

int PasskeyService::count(std::int64_t userId) {
  return db_.read([&](soci::session& s) { return PasskeyRepository::countForUser(s, userId); });
}

int PasskeyService::purgeExpired() {
  auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) { return PasskeyRepository::purgeChallenges(s, now); });
}

}  // namespace aurum::services
