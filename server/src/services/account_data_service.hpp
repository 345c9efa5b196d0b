#pragma once
#include <optional>
#include <string>
#include <vector>

#include "domain/compliance.hpp"
#include "domain/ledger.hpp"
#include "domain/notifications.hpp"
#include "domain/order.hpp"
#include "domain/provenance_records.hpp"
#include "domain/settings.hpp"
#include "domain/user.hpp"
#include "services/security_service.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// One holdings ledger journal of the user, with its postings.
struct LedgerEntryView {
  std::int64_t id = 0;
  std::int64_t orderId = 0;
  std::string kind, memo;
  std::int64_t createdAtMs = 0;
  std::vector<domain::Posting> postings;
};

/// Everything kept about one account ('Export Data'). KYC documents are metadata only; sessions
/// carry no token or hash.
struct AccountExportData {
  std::int64_t exportedAtMs = 0;
  domain::User profile;
  domain::Settings settings;
  std::vector<domain::Order> orders;  ///< with lines and history
  std::vector<LedgerEntryView> ledger;
  std::vector<domain::ScanRecord> scans;
  std::vector<domain::PriceAlert> alerts;
  std::vector<SessionView> sessions;
  std::vector<domain::KycCase> kycCases;
  std::vector<domain::KycDocument> kycDocuments;
  std::vector<SecurityEventView> securityEvents;
};

/// What 'Import Data' restores: the settings (validated in full) and alerts.
struct AccountImport {
  std::optional<domain::Settings> settings;
  std::vector<domain::PriceAlert> alerts;  ///< only metal, direction and price are used
};

struct AccountImportResult {
  bool settings = false;
  int alerts = 0;  ///< active alerts added; those already present are skipped
};

/// 'Export Data' and 'Import Data' (GET /api/account/export, POST /api/account/import).
class AccountDataService {
 public:
  AccountDataService(storage::Database& db, const util::Clock& clock, SecurityService& security)
      : db_(db), clock_(clock), security_(security) {}

  /// Reads through the existing repositories; `currentToken` flags the caller's own session.
  AccountExportData exportFor(const domain::User& user, const std::string& currentToken);
  /// In one transaction: the settings replaced, each alert not already active added (conflict
  /// when that would pass the active-alert limit; nothing is written then).
  AccountImportResult importFor(const domain::User& user, const AccountImport& in);

 private:
  storage::Database& db_;
  const util::Clock& clock_;
  SecurityService& security_;
};

}  // namespace aurum::services
