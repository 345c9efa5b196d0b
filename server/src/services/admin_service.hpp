#pragma once
#include <optional>
#include <string>
#include <vector>

#include "domain/order.hpp"
#include "domain/user.hpp"
#include "services/audit_log.hpp"
#include "services/catalogue_service.hpp"
#include "services/market_service.hpp"
#include "storage/admin_repository.hpp"
#include "storage/database.hpp"
#include "storage/session_repository.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// GET /api/admin/users filters: q matches name or e-mail (case-insensitive), role and status
/// exact; empty means any.
struct UserFilter {
  std::string q;
  std::optional<domain::Role> role;
  std::optional<domain::UserStatus> status;
};

/// True when `u` passes `f` (pure; unit-tested).
bool matchesUserFilter(const domain::User& u, const UserFilter& f);

/// The market feed as the admin dashboard shows it.
struct FeedStatus {
  std::string source;
  bool simulated = true;
  bool stale = false;
  std::optional<std::int64_t> lastTickAtMs;
};

struct AdminDashboard {
  domain::DashboardCounts counts;
  FeedStatus feed;
};

/// GET /api/admin/users/{id}.
struct AdminUserDetail {
  domain::User user;
  std::vector<domain::Order> orders;  ///< newest 20
  std::vector<domain::KycCaseRow> kycCases;
  std::vector<domain::SessionRow> sessions;
  std::optional<domain::ApplicationRow> application;
};

/// A gold_trader account with its application (none for traders created by an operator).
struct TraderView {
  domain::User user;
  std::optional<domain::ApplicationRow> application;
};

/// Who did it, from where: every admin action is written to the audit log with these.
struct AdminActor {
  const domain::User& user;
  std::string ip;
};

/// The admin console (docs/admin-console.md): dashboard, users (suspend, reactivate, role),
/// traders (approve, reject), audit log. Every action writes one audit row in its transaction.
class AdminService {
 public:
  AdminService(storage::Database& db, const util::Clock& clock, MarketService& market,
               CatalogueService& catalogue)
      : db_(db), clock_(clock), market_(market), catalogue_(catalogue), audit_(db) {}

  AdminDashboard dashboard();
  std::vector<domain::User> users(const UserFilter& f);
  AdminUserDetail userDetail(std::int64_t userId);
  /// Status suspended and every session of the user deleted in one transaction; a trader's
  /// products are archived with it (a suspended dealer sells nothing). Refused (403) for
  /// yourself and for admins; 409 when already suspended.
  domain::User suspend(const AdminActor& by, std::int64_t userId, const std::string& reason);
  /// Back to active; 409 unless suspended.
  domain::User reactivate(const AdminActor& by, std::int64_t userId);
  /// client <-> gold_trader only (never yourself or an admin). Becoming a gold_trader creates
  /// the companies row from the application, if any; a trader made a client has its products
  /// archived (it could no longer fulfil their orders).
  domain::User setRole(const AdminActor& by, std::int64_t userId, domain::Role role);

  std::vector<TraderView> traders();
  domain::User approveTrader(const AdminActor& by, std::int64_t userId);
  /// decision 'rejected' with the reason; the applicant's sign-in then shows it (403 forbidden).
  domain::User rejectTrader(const AdminActor& by, std::int64_t userId, const std::string& reason);

  std::vector<domain::AuditRow> audit(int limit, std::int64_t beforeId) {
    return audit_.list(limit, beforeId);
  }

 private:
  /// The target account, refused for yourself and for admins.
  domain::User changeable(soci::session& s, const domain::User& admin, std::int64_t userId);
  /// A trader's products archived: nobody can buy from a dealer that can no longer fulfil.
  void withdrawListings(soci::session& s, const domain::User& u, std::int64_t nowMs);

  storage::Database& db_;
  const util::Clock& clock_;
  MarketService& market_;
  CatalogueService& catalogue_;
  AuditLog audit_;
};

}  // namespace aurum::services
