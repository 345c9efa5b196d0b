#include "services/admin_service.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>

#include "domain/durations.hpp"
#include "domain/error.hpp"
#include "services/in_transaction.hpp"
#include "storage/order_repository.hpp"
#include "storage/product_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::Role;
using domain::User;
using domain::UserStatus;
using storage::AdminRepository;
using storage::UserRepository;

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

AppError noSuchUser() { return AppError(ErrorCode::kNotFound, "No such user"); }

User reload(soci::session& s, std::int64_t id) {
  auto u = UserRepository::findById(s, id);
  if (!u) throw noSuchUser();
  return *u;
}

}  // namespace

bool matchesUserFilter(const User& u, const UserFilter& f) {
  if (f.role && u.role != *f.role) return false;
  if (f.status && u.status != *f.status) return false;
  if (f.q.empty()) return true;
  auto q = lower(f.q);
  auto name = lower(u.firstName + " " + u.lastName);
  return lower(u.email).find(q) != std::string::npos || name.find(q) != std::string::npos;
}

AdminDashboard AdminService::dashboard() {
  using domain::kDayMs;
  const auto now = clock_.nowMs();
  const auto dayStart = now - now % kDayMs;  // the UTC day
  AdminDashboard d;
  d.counts = db_.read(
      [&](soci::session& s) { return AdminRepository::dashboard(s, dayStart, dayStart + kDayMs); });
  if (auto snap = market_.snapshot()) {
    const auto& f = snap->figures;
    d.feed.source = f.exchange;
    d.feed.simulated = f.simulated;
    for (const auto& m : f.metals) d.feed.stale = d.feed.stale || m.quote.stale;
    if (f.seq > 0 || f.timeMs > 0) d.feed.lastTickAtMs = f.timeMs;
  }
  return d;
}

std::vector<User> AdminService::users(const UserFilter& f) {
  auto all = db_.read([&](soci::session& s) { return UserRepository::list(s); });
  std::vector<User> out;
  for (auto& u : all)
    if (matchesUserFilter(u, f)) out.push_back(std::move(u));
  return out;
}

AdminUserDetail AdminService::userDetail(std::int64_t userId) {
  return db_.read([&](soci::session& s) {
    AdminUserDetail d;
    d.user = reload(s, userId);
    d.orders = storage::OrderRepository::listForUser(s, userId);
    std::sort(d.orders.begin(), d.orders.end(),
              [](const auto& a, const auto& b) { return a.id > b.id; });
    if (d.orders.size() > 20) d.orders.resize(20);
    d.kycCases = AdminRepository::kycCases(s, userId);
    d.sessions = storage::SessionRepository::listForUser(s, userId);
    d.application = AdminRepository::application(s, userId);
    return d;
  });
}

User AdminService::changeable(soci::session& s, const User& admin, std::int64_t userId) {
  auto u = reload(s, userId);
  if (u.id == admin.id)
    throw AppError(ErrorCode::kForbidden, "You cannot change your own account here");
  if (u.role == Role::kAdmin)
    throw AppError(ErrorCode::kForbidden, "Administrator accounts cannot be changed here");
  return u;
}

void AdminService::withdrawListings(soci::session& s, const User& u, std::int64_t nowMs) {
  if (u.role != Role::kGoldTrader) return;
  auto n = storage::ProductRepository::archiveBySeller(s, u.id, nowMs);
  if (n > 0)
    spdlog::info("archived {} product(s) of seller {} with its suspension or new role", n, u.id);
}

User AdminService::suspend(const AdminActor& by, std::int64_t userId, const std::string& reason) {
  const auto now = clock_.nowMs();
  auto out = db_.write([&](soci::session& s) {
    auto u = changeable(s, by.user, userId);
    if (u.status == UserStatus::kSuspended)
      throw AppError(ErrorCode::kConflict, "This account is already suspended");
    UserRepository::setStatus(s, u.id, UserStatus::kSuspended);
    // Every session ends with the suspension: the next request with an old cookie is 401.
    storage::SessionRepository::removeForUser(s, u.id);
    withdrawListings(s, u, now);
    recordAuditIn(s, AuditEntry::by(by.user, "user.suspend", "user", u.id, reason, by.ip), now);
    return reload(s, u.id);
  });
  catalogue_.invalidate();
  return out;
}

User AdminService::reactivate(const AdminActor& by, std::int64_t userId) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    auto u = changeable(s, by.user, userId);
    if (u.status != UserStatus::kSuspended)
      throw AppError(ErrorCode::kConflict, "This account is not suspended");
    UserRepository::setStatus(s, u.id, UserStatus::kActive);
    recordAuditIn(s, AuditEntry::by(by.user, "user.reactivate", "user", u.id, "", by.ip), now);
    return reload(s, u.id);
  });
}

User AdminService::setRole(const AdminActor& by, std::int64_t userId, Role role) {
  if (role == Role::kAdmin)
    throw domain::validationError("role", "role must be client or gold_trader");
  const auto now = clock_.nowMs();
  auto out = db_.write([&](soci::session& s) {
    auto u = changeable(s, by.user, userId);
    if (u.role == role) throw AppError(ErrorCode::kConflict, "The account already has this role");
    UserRepository::setRole(s, u.id, role);
    if (role == Role::kGoldTrader) AdminRepository::ensureCompanyFromApplication(s, u.id, now);
    // An applicant made a client needs no approval any more.
    if (role == Role::kClient && u.status == UserStatus::kPendingApproval)
      UserRepository::setStatus(s, u.id, UserStatus::kActive);
    if (role == Role::kClient) withdrawListings(s, u, now);
    recordAuditIn(
        s,
        AuditEntry::by(by.user, "user.role", "user", u.id,
                       std::string(domain::roleName(u.role)) + " -> " + domain::roleName(role),
                       by.ip),
        now);
    return reload(s, u.id);
  });
  catalogue_.invalidate();
  return out;
}

std::vector<TraderView> AdminService::traders() {
  return db_.read([&](soci::session& s) {
    auto apps = AdminRepository::applications(s);
    std::vector<TraderView> out;
    for (auto& u : UserRepository::list(s)) {
      if (u.role != Role::kGoldTrader) continue;
      TraderView t{std::move(u), std::nullopt};
      if (auto it = apps.find(t.user.id); it != apps.end()) t.application = it->second;
      out.push_back(std::move(t));
    }
    // Applications awaiting a decision first, then newest accounts.
    std::stable_sort(out.begin(), out.end(), [](const TraderView& a, const TraderView& b) {
      bool pa = a.user.status == UserStatus::kPendingApproval && a.application &&
                !a.application->decision;
      bool pb = b.user.status == UserStatus::kPendingApproval && b.application &&
                !b.application->decision;
      if (pa != pb) return pa;
      return a.user.createdAtMs > b.user.createdAtMs;
    });
    return out;
  });
}

User AdminService::approveTrader(const AdminActor& by, std::int64_t userId) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    auto user = UserRepository::findById(s, userId);
    if (!user || user->role != Role::kGoldTrader)
      throw AppError(ErrorCode::kNotFound, "No trader application with that id");
    if (user->status != UserStatus::kPendingApproval)
      throw AppError(ErrorCode::kConflict, "This trader is not awaiting approval");
    UserRepository::setStatus(s, userId, UserStatus::kActive);
    AdminRepository::decideApplication(s, userId, "approved", "", by.user.id, now);
    AdminRepository::ensureCompanyFromApplication(s, userId, now);
    recordAuditIn(s, AuditEntry::by(by.user, "trader.approve", "user", userId, "", by.ip), now);
    return reload(s, userId);
  });
}

User AdminService::rejectTrader(const AdminActor& by, std::int64_t userId,
                                const std::string& reason) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    auto user = UserRepository::findById(s, userId);
    auto app = AdminRepository::application(s, userId);
    if (!user || user->role != Role::kGoldTrader || !app)
      throw AppError(ErrorCode::kNotFound, "No trader application with that id");
    if (user->status != UserStatus::kPendingApproval)
      throw AppError(ErrorCode::kConflict, "This trader is not awaiting approval");
    if (app->decision == std::optional<std::string>("rejected"))
      throw AppError(ErrorCode::kConflict, "This application was already declined");
    AdminRepository::decideApplication(s, userId, "rejected", reason, by.user.id, now);
    recordAuditIn(s, AuditEntry::by(by.user, "trader.reject", "user", userId, reason, by.ip), now);
    return reload(s, userId);
  });
}

}  // namespace aurum::services
