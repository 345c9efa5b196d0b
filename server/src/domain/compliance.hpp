#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/error.hpp"
#include "domain/stored_message.hpp"

// Know-your-customer and anti-money-laundering rules (docs/compliance.md). Pure: the services
// give them the facts read from storage and act on what they answer.
namespace aurum::domain {

// --- KYC documents -------------------------------------------------------------------------

/// The categories of document a customer can send, with the types each accepts.
enum class KycCategory { kIdentity, kAddress, kIncome, kSourceOfFunds };
const char* kycCategoryName(KycCategory c);
std::optional<KycCategory> parseKycCategory(std::string_view name);
/// True when `documentType` is one `category` accepts (identity: drivers_license, passport,
/// national_id, state_id; address: utility_bill, bank_statement, lease; income: pay_slip,
/// tax_return, bank_statement; source_of_funds: declaration, bank_statement, sale_contract).
bool documentTypeAllowed(KycCategory category, std::string_view documentType);

inline constexpr std::size_t kMaxKycDocumentBytes = 10 * 1024 * 1024;
inline constexpr std::size_t kMaxAvatarBytes = 2 * 1024 * 1024;
/// KYC documents and compliance reports are kept this long after the relationship ends
/// (31 CFR 1027.210: five years).
inline constexpr std::int64_t kRecordRetentionMs = 5LL * 365 * 24 * 3'600'000;

/// The media type the first bytes prove (never the name or the declared type): image/jpeg,
/// image/png, image/webp or application/pdf; nullopt for anything else.
std::optional<std::string> sniffMediaType(std::string_view bytes);

/// A KYC case (one submission round of one user) and its documents move through these states.
enum class KycDecision { kApprove, kReject, kResubmit };
std::optional<KycDecision> parseKycDecision(std::string_view name);

/// Who a case or report is about, as the admin lists show it.
struct PersonRef {
  std::int64_t id = 0;
  std::string email;
  std::string firstName;
  std::string lastName;
};

/// A stored KYC document's metadata (the file itself stays encrypted in storage).
struct KycDocument {
  std::int64_t id = 0;
  std::int64_t caseId = 0;
  std::int64_t userId = 0;
  std::string category;
  std::string documentType;
  std::string status;  ///< pending, verified, rejected, resubmit
  std::string contentType;
  std::int64_t sizeBytes = 0;
  std::string sha256;
  std::int64_t createdAtMs = 0;
};

/// One submission round of one user.
struct KycCase {
  std::int64_t id = 0;
  std::string status;  ///< pending, approved, rejected, resubmit
  std::int64_t submittedAtMs = 0;
  std::optional<std::int64_t> decidedAtMs;
  std::optional<std::string> reason;
  int documentCount = 0;
  PersonRef user;
};

/// The `kyc_decision` report of a decision, in the customer's reports: approved, or rejected or
/// asked for new documents with the reviewer's reason as written.
StoredMessage kycDecisionReport(KycDecision decision, const std::string& reason);

struct ComplianceReport {
  std::int64_t id = 0;
  std::string type;
  StoredMessage description;  ///< stored as a template since migration 022
  std::string status;         ///< pending, under_review, completed, rejected
  std::optional<std::string> note;
  std::int64_t createdAtMs = 0;
  PersonRef user;
};

// --- Trading limits ------------------------------------------------------------------------

struct TradingLimits {
  std::int64_t dailyCents = 0;
  std::int64_t monthlyCents = 0;
};

struct LimitConfig {
  TradingLimits unverified{10'000'00, 50'000'00};
  TradingLimits verified{250'000'00, 1'000'000'00};
  const TradingLimits& forAccount(bool kycVerified) const {
    return kycVerified ? verified : unverified;
  }
};

struct LimitBreach {
  const char* limit;  ///< "daily" or "monthly"
  std::int64_t remainingCents = 0;
};

/// Whether a purchase of `amountCents` on top of what was already spent today and this month
/// (UTC calendar) passes a limit; the daily limit is named first.
std::optional<LimitBreach> checkLimits(const TradingLimits& limits, std::int64_t usedTodayCents,
                                       std::int64_t usedMonthCents, std::int64_t amountCents);

/// Start of the UTC hour, of the UTC day and of the UTC month containing `nowMs`.
std::int64_t utcHourStartMs(std::int64_t nowMs);
std::int64_t utcDayStartMs(std::int64_t nowMs);
std::int64_t utcMonthStartMs(std::int64_t nowMs);

// --- AML monitoring -------------------------------------------------------------------------

struct AmlConfig {
  std::int64_t reportThresholdCents = 10'000'00;  ///< AURUM_AML_REPORT_THRESHOLD (dollars)
  int maxOrdersPerHour = 20;                      ///< AURUM_AML_MAX_ORDERS_PER_HOUR
};

/// What one payment (one checkout, however many orders it makes) looks like to the monitor.
struct AmlFacts {
  std::int64_t paymentCents = 0;
  /// Earlier paid payments of the account in the 24 hours before this one that were each below
  /// the reporting threshold: how many, and their total.
  std::int64_t earlierBelowThresholdCount = 0;
  std::int64_t earlierBelowThresholdCents = 0;
  std::int64_t ordersLastHour = 0;  ///< including this payment's orders
  std::string accountName;          ///< first + last name on the account
  std::string shippingName;         ///< first + last name on the shipping address
  std::optional<std::string> kycStatus;
};

struct AmlHit {
  std::string
      type;  ///< large_transaction, structuring, velocity, name_mismatch, rejected_kyc_purchase
  StoredMessage description;
};

/// The rules, in order: a single payment at or above the threshold (large_transaction); payments
/// in 24 hours each below it but summing to it or more (structuring); more than the allowed
/// orders in an hour (velocity); a shipping name that differs from the account's, ignoring case
/// and spacing (name_mismatch); any purchase by an account whose KYC was rejected.
std::vector<AmlHit> evaluateAml(const AmlConfig& config, const AmlFacts& facts);

/// Report types a customer may see about themselves; the monitoring hits are for admins only,
/// so a customer is never tipped off.
bool reportVisibleToCustomer(std::string_view type);

// --- Risk --------------------------------------------------------------------------------------

struct RiskFacts {
  std::optional<std::string> kycStatus;
  int documentsVerified = 0;
  int amlHits = 0;       ///< monitoring reports not cleared
  bool flagged = false;  ///< amlStatus flagged
  std::int64_t volume90dCents = 0;
  std::int64_t accountAgeDays = 0;
};

/// 0 to 100, higher is riskier (weights in docs/compliance.md).
int riskScore(const RiskFacts& f);
/// The spec's bands: below 30 Low, below 70 Medium, else High.
const char* riskLevel(int score);

/// BASIC until an identity document is verified, VERIFIED with one, ENHANCED with identity,
/// address and source of funds all verified.
const char* complianceLevel(bool identityVerified, bool addressVerified,
                            bool sourceOfFundsVerified);

}  // namespace aurum::domain
