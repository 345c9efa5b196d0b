#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domain/compliance.hpp"

namespace aurum::storage {

/// KYC cases and documents, their access log, compliance reports, avatars and the purchase
/// totals the limits and the AML monitor read. All SQL for compliance lives here.
class ComplianceRepository {
 public:
  // KYC
  /// The user's open (pending) case, or a new one.
  static std::int64_t openCase(soci::session& s, std::int64_t userId, std::int64_t nowMs);
  /// Inserts the metadata; the encrypted data follows with setDocumentData (its id is the
  /// encryption context).
  static std::int64_t insertDocument(soci::session& s, const domain::KycDocument& d);
  static void setDocumentData(soci::session& s, std::int64_t id, const std::string& base64);
  static std::optional<domain::KycDocument> findDocument(soci::session& s, std::int64_t id);
  static std::optional<std::string> documentData(soci::session& s, std::int64_t id);
  static std::vector<domain::KycDocument> documentsForUser(soci::session& s, std::int64_t userId);
  static std::vector<domain::KycDocument> documentsForCase(soci::session& s, std::int64_t caseId);
  static void setCaseDocumentsStatus(soci::session& s, std::int64_t caseId,
                                     const std::string& status);
  static std::vector<domain::KycCase> listCases(soci::session& s, const std::string& status);
  static std::optional<domain::KycCase> findCase(soci::session& s, std::int64_t id);
  static std::vector<domain::KycCase> casesForUser(soci::session& s, std::int64_t userId);
  /// Moves a pending case to `status`; false when it was not pending (already decided).
  static bool decideCase(soci::session& s, std::int64_t id, const std::string& status,
                         std::int64_t adminId, const std::optional<std::string>& reason,
                         std::int64_t nowMs);
  static void logAccess(soci::session& s, std::int64_t documentId, std::int64_t actorId,
                        const std::string& action, const std::string& ip, std::int64_t nowMs);
  static int accessCount(soci::session& s, std::int64_t documentId, const std::string& action);

  // Reports
  /// `description`: its template and arguments, rendered in each reader's language when shown.
  static std::int64_t insertReport(soci::session& s, std::int64_t userId, const std::string& type,
                                   const domain::StoredMessage& description,
                                   const std::string& status,
                                   std::optional<std::int64_t> amountCents,
                                   std::optional<std::int64_t> quoteId, std::int64_t nowMs);
  static std::vector<domain::ComplianceReport> reportsForUser(soci::session& s,
                                                              std::int64_t userId);
  /// Admin list; empty filters match everything.
  static std::vector<domain::ComplianceReport> listReports(soci::session& s,
                                                           const std::string& status,
                                                           const std::string& type);
  static std::optional<domain::ComplianceReport> findReport(soci::session& s, std::int64_t id);
  static void decideReport(soci::session& s, std::int64_t id, const std::string& status,
                           const std::string& note, std::int64_t adminId, std::int64_t nowMs);
  /// Monitoring reports of the user still open (pending or under_review).
  static int openMonitoringReports(soci::session& s, std::int64_t userId);

  // Purchases (payments that are processing, awaiting the bank, or paid)
  /// What the account spent from each of two UTC day starts on, in one read of purchase_days
  /// (one row per day; the limits' day and month both start on a day boundary).
  struct Spent {
    std::int64_t sinceDay = 0, sinceMonth = 0;
  };
  static Spent purchasedOnDaysFrom(soci::session& s, std::int64_t userId, std::int64_t dayStartMs,
                                   std::int64_t monthStartMs);
  /// What a purchase is checked against: the account's AML and KYC statuses and what it spent
  /// (as purchasedOnDaysFrom), in one statement; nullopt when the account is gone.
  struct Standing {
    std::string amlStatus;
    std::optional<std::string> kycStatus;
    Spent spent;
  };
  static std::optional<Standing> purchaseStanding(soci::session& s, std::int64_t userId,
                                                  std::int64_t dayStartMs,
                                                  std::int64_t monthStartMs);
  /// The same from any instant, summed over the attempts (the risk score's 90-day volume).
  static std::int64_t purchasedSince(soci::session& s, std::int64_t userId, std::int64_t fromMs);

  // What the AML monitor counts (aml_hours: per account and UTC hour, migration 017)
  /// Counts the payment of quote `quoteId` (total `totalCents`), just paid, in the hour its
  /// attempt was created. Called in the transaction that marks the quote paid.
  static void countPaidPayment(soci::session& s, std::int64_t userId, std::int64_t quoteId,
                               std::int64_t totalCents);
  struct PaidBelow {
    std::int64_t count = 0;
    std::int64_t cents = 0;
  };
  struct AmlWindows {
    /// Paid payments whose attempt was created at or after `paidFromMs`, each below
    /// `thresholdCents`, except quote `exceptQuoteId`.
    PaidBelow paidBelow;
    /// Orders created at or after `ordersFromMs`.
    std::int64_t orders = 0;
  };
  /// Both windows of the monitor in one statement: the hours' totals, and the payments or orders
  /// themselves only in a window's first (partial) hour and, for payments, in an hour holding one
  /// at or above the threshold (read by a second statement when there is such an hour).
  static AmlWindows amlWindows(soci::session& s, std::int64_t userId, std::int64_t paidFromMs,
                               std::int64_t thresholdCents, std::int64_t exceptQuoteId,
                               std::int64_t ordersFromMs);

  // Retention
  /// Starts the retention clock of everything kept about a user (the relationship ended).
  static void setRetainUntil(soci::session& s, std::int64_t userId, std::int64_t untilMs);
  /// Deletes documents (with their access log) and reports whose retention ended; returns how
  /// many documents and reports were removed.
  static int purgeExpired(soci::session& s, std::int64_t nowMs);

  // Avatars
  /// Stores the image and returns its new version number.
  static std::int64_t putAvatar(soci::session& s, std::int64_t userId,
                                const std::string& contentType, const std::string& base64);
  struct Avatar {
    std::string contentType;
    std::string base64;
  };
  static std::optional<Avatar> avatar(soci::session& s, std::int64_t userId);
};

}  // namespace aurum::storage
