#pragma once
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "crypto/keyring.hpp"
#include "domain/clone_rules.hpp"
#include "domain/custody_chain.hpp"
#include "domain/serialized_item.hpp"
#include "domain/trust_score.hpp"
#include "domain/user.hpp"
#include "domain/verification_status.hpp"
#include "services/address_rate_limiter.hpp"
#include "storage/database.hpp"
#include "storage/provenance_repository.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// Who is looking something up.
struct Viewer {
  std::optional<domain::User> user;
  std::string clientIp;
};

/// Where a signed-in scan took place (both or neither), validated to range.
struct ScanPlace {
  std::optional<double> lat, lon;
};

/// Everything a lookup found out about one item.
struct Verification {
  domain::SerializedItem item;
  std::vector<domain::CustodyEvent> events;
  domain::ChainCheck chain;
  domain::TrustScore trust;
  domain::VerdictResult verdict;
  domain::CloneAssessment clone;
  std::optional<std::int64_t> lastVerifiedMs;  ///< latest assay, inspection or certification
  std::vector<std::string> otherMatches;       ///< further serials a partial query matched
};

/// A signed statement about an item, checkable offline with the published key.
struct Certificate {
  std::string signedMessage;  ///< the exact bytes signed: compact JSON, fixed key order
  std::string signature;      ///< Ed25519, base64
  std::string publicKey;      ///< raw key, base64
  std::string publicKeyPem;
  std::string keyId;
};

struct PublicKeyInfo {
  std::string publicKey, publicKeyPem, keyId;
};

/// A key that signed certificates, as published (PEM included).
struct PublishedKeyInfo {
  std::string keyId, publicKey, publicKeyPem;
  std::int64_t createdAtMs = 0;
  std::optional<std::int64_t> retiredAtMs;  ///< set when a newer key replaced it
};

struct ScanStats {
  long long totalScans = 0, verifiedProducts = 0;
  int averageTrustScore = 0;
  std::string favoriteDealer;
  std::vector<domain::ScanRecord> recent;
};

/// Public lookups, trust scores, clone detection, signed certificates and scan records.
class VerificationService {
 public:
  VerificationService(storage::Database& db, const util::Clock& clock)
      : db_(db),
        clock_(clock),
        limiter_(clock, kBurst, kPerMinute,
                 domain::Message("Too many verification requests; please wait a moment"), &db,
                 "verify") {}

  /// Per-IP limit on public lookups: a burst of kBurst, then kPerMinute a minute.
  static constexpr double kBurst = 60;
  static constexpr double kPerMinute = 60;
  /// Most items a partial serial answers with (the match plus otherMatches).
  static constexpr int kMaxCandidates = 5;
  /// Throws rate_limited when this address has used up its lookups.
  void checkRate(const std::string& clientIp);

  /// Finds the item by exact serial or QR payload (or a link naming a serial), else, for a
  /// signed-in viewer only, by partial serial (at least 3 characters, at most 5 candidates).
  /// Records nothing: a public lookup can never change a verdict. Throws validation (blank) or
  /// not_found.
  Verification verify(const std::string& query, const Viewer& viewer);
  /// A signed-in account's scan: the same answer as verify, and the scan is recorded (the only
  /// input of the clone rules, dashboards and dealer records).
  Verification scan(const std::string& query, const domain::User& user, const ScanPlace& place);
  /// The same check without recording a lookup (certificates, dashboards).
  Verification inspect(const std::string& serial);
  Certificate certificate(const std::string& query, const Viewer& viewer);
  PublicKeyInfo publicKey();
  /// Every key that ever signed certificates (current last), so old certificates still verify.
  std::vector<PublishedKeyInfo> publicKeys();

  ScanStats scansOf(const domain::User& u);
  std::vector<domain::ScanRecord> recordsFor(const domain::User& u, const std::string& search);
  void reportIssue(const std::string& serial, const std::string& description, const Viewer& viewer);

  /// The certificate keyring (from the key file, services/signing_keys.hpp); set before serving.
  void useKeyring(crypto::Keyring keyring);

 private:
  std::optional<domain::SerializedItem> resolve(soci::session& s, const std::string& query,
                                                bool signedIn, std::vector<std::string>& others);
  Verification evaluate(soci::session& s, const domain::SerializedItem& item, std::int64_t now);
  storage::provenance::StoredKey signingKey();

  storage::Database& db_;
  const util::Clock& clock_;
  AddressRateLimiter limiter_;  // per address, shared by every instance on PostgreSQL
  std::mutex mutex_;            // guards keyring_
  std::optional<crypto::Keyring> keyring_;
};

}  // namespace aurum::services
