#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/compliance.hpp"
#include "domain/order.hpp"
#include "domain/user.hpp"
#include "storage/compliance_repository.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

struct ComplianceConfig {
  domain::LimitConfig limits;
  domain::AmlConfig aml;
};

struct KycCaseDetail {
  domain::KycCase kycCase;
  std::vector<domain::KycDocument> documents;
  std::vector<domain::KycCase> history;  ///< the user's other cases, newest first
};

struct StoredFile {
  std::string contentType;
  std::string bytes;
};

struct LimitUsage {
  std::int64_t limitCents = 0;
  std::int64_t usedCents = 0;
  std::int64_t remainingCents() const {
    return limitCents > usedCents ? limitCents - usedCents : 0;
  }
};

struct LimitsView {
  bool verified = false;
  LimitUsage daily;
  LimitUsage monthly;
};

struct ComplianceStatus {
  std::string complianceLevel;
  int riskScore = 0;
  std::string riskLevel;
  std::optional<std::string> kycStatus;
  std::string amlStatus;
  /// Per category: missing, pending, verified, rejected (resubmit reads as missing).
  std::vector<std::pair<std::string, std::string>> documentStatus;
};

/// Identity and compliance (docs/compliance.md): KYC documents stored encrypted and reviewed by
/// admins, trading limits enforced at checkout, AML monitoring of every payment, compliance
/// reports, risk scores, and profile pictures.
class ComplianceService {
 public:
  ComplianceService(storage::Database& db, const util::Clock& clock, ComplianceConfig config = {})
      : db_(db), clock_(clock), config_(config) {}

  /// The 32-byte key documents are encrypted under (loaded by App::prepare).
  void useDataKey(std::string key) { dataKey_ = std::move(key); }
  const ComplianceConfig& config() const { return config_; }

  // KYC, customer side
  /// Stores one document encrypted, opens (or extends) the user's pending case and sets their
  /// kycStatus to pending. Type by magic bytes: JPEG, PNG or PDF; at most 10 MB.
  domain::KycDocument upload(const domain::User& user, std::string_view category,
                             std::string_view documentType, std::string_view bytes,
                             const std::string& ip);
  /// The user's documents (metadata only); each read is written to the access log.
  std::vector<domain::KycDocument> myDocuments(const domain::User& user, const std::string& ip);

  // KYC, admin side
  std::vector<domain::KycCase> cases(const std::string& status);
  /// A case with its documents' metadata and the user's earlier cases; logged per document.
  KycCaseDetail caseDetail(const domain::User& admin, std::int64_t caseId, const std::string& ip);
  /// The decrypted file; every call is recorded in the access log.
  StoredFile documentFile(const domain::User& admin, std::int64_t caseId, std::int64_t documentId,
                          const std::string& ip);
  KycCaseDetail decide(const domain::User& admin, std::int64_t caseId, std::string_view decision,
                       const std::string& reason);
  /// Called after a KYC decision commits with the decided case (the customer's notification;
  /// App wires it).
  void setDecisionHook(std::function<void(const domain::KycCase&)> hook) {
    decisionHook_ = std::move(hook);
  }

  // Limits, status, reports
  LimitsView limits(const domain::User& user);
  ComplianceStatus status(const domain::User& user);
  /// The user's own reports a customer may see, newest first.
  std::vector<domain::ComplianceReport> myReports(const domain::User& user);
  std::vector<domain::ComplianceReport> reports(const std::string& status, const std::string& type);
  domain::ComplianceReport decideReport(const domain::User& admin, std::int64_t reportId,
                                        std::string_view decision, const std::string& note);

  // Retention (31 CFR 1027.210: five years after the relationship ends)
  /// The relationship with `userId` ended now: its documents and reports are kept five more
  /// years, then purged. Called by account closure; nothing is deleted early.
  void startRetention(std::int64_t userId);
  /// Deletes what is past its retention; returns how many documents and reports went.
  int purgeExpired();

  // Profile (services/compliance_profile.cpp)
  domain::User updateProfile(const domain::User& user, const std::optional<std::string>& firstName,
                             const std::optional<std::string>& lastName,
                             const std::optional<std::string>& email, bool passwordConfirmed);
  /// JPEG, PNG or WebP by magic bytes, at most 2 MB; returns the user with the new image URL.
  domain::User setAvatar(const domain::User& user, std::string_view bytes);
  std::optional<StoredFile> avatar(std::int64_t userId);

 private:
  friend struct ComplianceInTransaction;  // services/in_transaction.hpp
  void checkPurchaseIn(soci::session& s, std::int64_t userId, std::int64_t amountCents,
                       std::int64_t nowMs);
  void monitorPaymentIn(soci::session& s, const domain::User& user, std::int64_t quoteId,
                        std::int64_t amountCents, const std::string& shippingName,
                        std::int64_t nowMs);
  LimitsView limitsIn(soci::session& s, const domain::User& user, std::int64_t nowMs);
  LimitsView limitsFor(const std::optional<std::string>& kycStatus,
                       const storage::ComplianceRepository::Spent& spent) const;
  /// The account as stored now; not_found when it is gone.
  static domain::User userIn(soci::session& s, std::int64_t id);

  storage::Database& db_;
  const util::Clock& clock_;
  ComplianceConfig config_;
  std::string dataKey_;
  std::function<void(const domain::KycCase&)> decisionHook_;
};

}  // namespace aurum::services
