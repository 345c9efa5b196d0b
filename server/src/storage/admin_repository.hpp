#pragma once
#include <soci/soci.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "domain/user.hpp"

namespace aurum::storage {

/// The admin dashboard's figures, one query each (docs/admin-console.md).
struct DashboardCounts {
  std::map<std::string, long long> usersByRole;    ///< role name -> accounts
  std::map<std::string, long long> usersByStatus;  ///< status name -> accounts
  long long pendingTraderApplications = 0;
  long long pendingKyc = 0;
  long long openComplianceReports = 0;
  long long ordersToday = 0;
  long long revenueTodayCents = 0;  ///< Σ subtotal_cents of the day's orders not cancelled
};

/// A trader application with its decision.
struct ApplicationRow {
  domain::TraderApplication application;
  std::int64_t submittedAtMs = 0;
  std::optional<std::string> decision;  ///< approved, rejected, or null (undecided)
  std::string rejectionReason;
  std::optional<std::int64_t> decidedAtMs;
};

/// A KYC case as the admin's user detail lists it.
struct KycCaseRow {
  std::int64_t id = 0;
  std::string status;
  std::int64_t submittedAtMs = 0;
  std::optional<std::int64_t> decidedAtMs;
  std::optional<std::string> reason;
};

/// Reads and writes of the admin console. All its SQL lives here.
class AdminRepository {
 public:
  /// Orders and revenue counted for [dayStartMs, dayEndMs).
  static DashboardCounts dashboard(soci::session& s, std::int64_t dayStartMs,
                                   std::int64_t dayEndMs);
  /// Every trader application by user id.
  static std::map<std::int64_t, ApplicationRow> applications(soci::session& s);
  static std::optional<ApplicationRow> application(soci::session& s, std::int64_t userId);
  /// Records the decision on `userId`'s application (`reason` empty unless rejected).
  static void decideApplication(soci::session& s, std::int64_t userId, const std::string& decision,
                                const std::string& reason, std::int64_t adminId,
                                std::int64_t nowMs);
  /// The reason of a rejected application; nullopt when not rejected.
  static std::optional<std::string> rejectionReason(soci::session& s, std::int64_t userId);
  /// Creates the trader's companies row from the application when it has none (no-op otherwise).
  static void ensureCompanyFromApplication(soci::session& s, std::int64_t userId,
                                           std::int64_t nowMs);
  static std::vector<KycCaseRow> kycCases(soci::session& s, std::int64_t userId);
};

}  // namespace aurum::storage
