#pragma once
#include <soci/soci.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "domain/back_office.hpp"
#include "domain/user.hpp"

namespace aurum::storage {

using DashboardCounts = domain::DashboardCounts;

using ApplicationRow = domain::ApplicationRow;

using KycCaseRow = domain::KycCaseRow;

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
