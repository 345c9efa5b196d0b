#include "api/json.hpp"
#include "api/requests/admin_requests.hpp"
#include "api/requests/contact_requests.hpp"
#include "api/routes.hpp"
#include "api/shop_json.hpp"
#include "domain/device.hpp"
#include "domain/error.hpp"
#include "domain/money.hpp"
#include "util/clock.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::Role;

namespace {

boost::json::value optionalTime(const std::optional<std::int64_t>& ms) {
  return ms ? boost::json::value(util::toIso8601(*ms)) : nullptr;
}

boost::json::object dashboardJson(const services::AdminDashboard& d) {
  auto count = [](const std::map<std::string, long long>& m, const char* key) {
    auto it = m.find(key);
    return it == m.end() ? 0LL : it->second;
  };
  const auto& c = d.counts;
  return {{"usersByRole",
           {{"client", count(c.usersByRole, "client")},
            {"gold_trader", count(c.usersByRole, "gold_trader")},
            {"admin", count(c.usersByRole, "admin")}}},
          {"usersByStatus",
           {{"active", count(c.usersByStatus, "active")},
            {"pending_approval", count(c.usersByStatus, "pending_approval")},
            {"suspended", count(c.usersByStatus, "suspended")}}},
          {"pendingTraderApplications", c.pendingTraderApplications},
          {"pendingKyc", c.pendingKyc},
          {"openComplianceReports", c.openComplianceReports},
          {"failedRefunds", c.failedRefunds},
          {"ordersToday", c.ordersToday},
          {"revenueToday", domain::formatCents(c.revenueTodayCents)},
          {"feed",
           {{"source", d.feed.source},
            {"simulated", d.feed.simulated},
            {"stale", d.feed.stale},
            {"lastTickAt", optionalTime(d.feed.lastTickAtMs)}}}};
}

/// The application's fields (nulls when the trader has none, e.g. created by an operator).
boost::json::object applicationJson(const std::optional<domain::ApplicationRow>& a) {
  if (!a)
    return {{"companyName", nullptr},   {"tradingLicense", nullptr}, {"businessAddress", nullptr},
            {"tradingVolume", nullptr}, {"businessType", nullptr},   {"experience", nullptr},
            {"submittedAt", nullptr},   {"decision", nullptr},       {"rejectionReason", nullptr},
            {"decidedAt", nullptr}};
  const auto& p = a->application;
  return {{"companyName", p.companyName},
          {"tradingLicense", p.tradingLicense},
          {"businessAddress", p.businessAddress},
          {"tradingVolume", p.tradingVolume},
          {"businessType", p.businessType},
          {"experience", p.experience},
          {"submittedAt", util::toIso8601(a->submittedAtMs)},
          {"decision", a->decision ? boost::json::value(*a->decision) : nullptr},
          {"rejectionReason", a->rejectionReason.empty() ? boost::json::value(nullptr)
                                                         : boost::json::value(a->rejectionReason)},
          {"decidedAt", optionalTime(a->decidedAtMs)}};
}

boost::json::object userDetailJson(const services::AdminUserDetail& d) {
  boost::json::array orders, cases, sessions;
  for (const auto& o : d.orders) orders.push_back(orderSummaryJson(o));
  for (const auto& c : d.kycCases)
    cases.push_back({{"id", c.id},
                     {"status", c.status},
                     {"submittedAt", util::toIso8601(c.submittedAtMs)},
                     {"decidedAt", optionalTime(c.decidedAtMs)},
                     {"reason", c.reason ? boost::json::value(*c.reason) : nullptr}});
  for (const auto& s : d.sessions)
    sessions.push_back({{"id", s.publicId},
                        {"device", domain::describeDevice(s.userAgent)},
                        {"ip", s.ip},
                        {"createdAt", util::toIso8601(s.createdAtMs)},
                        {"lastSeenAt", util::toIso8601(s.lastSeenAtMs)}});
  return {{"user", toJson(d.user)},
          {"orders", std::move(orders)},
          {"kyc",
           {{"status", d.user.kycStatus ? boost::json::value(*d.user.kycStatus) : nullptr},
            {"cases", std::move(cases)}}},
          {"sessions", std::move(sessions)},
          {"application",
           d.application ? boost::json::value(applicationJson(d.application)) : nullptr}};
}

boost::json::object auditJson(const domain::AuditRow& a) {
  return {{"id", a.id},
          {"actor",
           {{"id", a.actorUserId ? boost::json::value(*a.actorUserId) : nullptr},
            {"email", a.actorEmail}}},
          {"action", a.action},
          {"targetType", a.targetType},
          {"targetId", a.targetId ? boost::json::value(*a.targetId) : nullptr},
          {"detail", a.detail},
          {"ip", a.ip},
          {"at", util::toIso8601(a.atMs)}};
}

boost::json::object refundJson(const domain::QueuedRefund& r) {
  return {{"orderId", r.orderId},
          {"customer",
           {{"id", r.customerId},
            {"email", r.email},
            {"firstName", r.firstName},
            {"lastName", r.lastName}}},
          {"amount", domain::formatCents(r.amountCents)},
          {"status", domain::refundStatusName(r.status)},
          {"message", r.message},
          {"attempts", r.attempts},
          {"provider", r.provider},
          {"providerRef", r.providerRef},
          {"settledReference", r.settledReference},
          {"createdAt", util::toIso8601(r.createdAtMs)},
          {"updatedAt", util::toIso8601(r.updatedAtMs)}};
}

boost::json::object contactJson(const domain::ContactRow& c) {
  return {{"id", c.id},
          {"name", c.name},
          {"email", c.email},
          {"topic", c.topic},
          {"message", c.message},
          {"status", c.status},
          {"createdAt", util::toIso8601(c.createdAtMs)},
          {"updatedAt", optionalTime(c.updatedAtMs)}};
}

}  // namespace

void registerAdminRoutes(Router& r, services::Services& s) {
  const auto admin = Access::forRoles({Role::kAdmin});

  r.add(Verb::get, "/api/admin/dashboard", admin, [&s](RequestContext&) {
    return jsonResponse(Status::ok, dashboardJson(s.admin.dashboard()));
  });

  r.add(Verb::get, "/api/admin/users", admin, [&s](RequestContext& ctx) {
    auto f = parseUserFilter(ctx.queryParam("q"), ctx.queryParam("role"), ctx.queryParam("status"));
    boost::json::array out;
    for (const auto& u : s.admin.users(f)) out.push_back(toJson(u));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::get, "/api/admin/users/{id}", admin, [&s](RequestContext& ctx) {
    return jsonResponse(Status::ok, userDetailJson(s.admin.userDetail(pathId(ctx, "id"))));
  });

  r.add(Verb::post, "/api/admin/users/{id}/suspend", admin, [&s](RequestContext& ctx) {
    auto reason =
        parseSuspendRequest(ctx.req.body().empty() ? boost::json::object{} : ctx.jsonBody());
    auto user = s.admin.suspend({ctx.requireUser(), ctx.clientIp}, pathId(ctx, "id"), reason);
    return jsonResponse(Status::ok, toJson(user));
  });

  r.add(Verb::post, "/api/admin/users/{id}/reactivate", admin, [&s](RequestContext& ctx) {
    auto user = s.admin.reactivate({ctx.requireUser(), ctx.clientIp}, pathId(ctx, "id"));
    return jsonResponse(Status::ok, toJson(user));
  });

  r.add(Verb::post, "/api/admin/users/{id}/role", admin, [&s](RequestContext& ctx) {
    auto role = parseRoleRequest(ctx.jsonBody());
    auto user = s.admin.setRole({ctx.requireUser(), ctx.clientIp}, pathId(ctx, "id"), role);
    return jsonResponse(Status::ok, toJson(user));
  });

  r.add(Verb::get, "/api/admin/traders", admin, [&s](RequestContext&) {
    boost::json::array out;
    for (const auto& t : s.admin.traders()) {
      auto o = applicationJson(t.application);
      o["user"] = toJson(t.user);
      out.push_back(std::move(o));
    }
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::post, "/api/admin/traders/{id}/approve", admin, [&s](RequestContext& ctx) {
    auto user = s.admin.approveTrader({ctx.requireUser(), ctx.clientIp}, pathId(ctx, "id"));
    return jsonResponse(Status::ok, toJson(user));
  });

  r.add(Verb::post, "/api/admin/traders/{id}/reject", admin, [&s](RequestContext& ctx) {
    auto reason = parseRejectRequest(ctx.jsonBody());
    auto user = s.admin.rejectTrader({ctx.requireUser(), ctx.clientIp}, pathId(ctx, "id"), reason);
    return jsonResponse(Status::ok, toJson(user));
  });

  r.add(Verb::get, "/api/admin/audit", admin, [&s](RequestContext& ctx) {
    auto page = parseAuditPage(ctx.queryParam("limit"), ctx.queryParam("before"));
    boost::json::array out;
    for (const auto& row : s.admin.audit(page.limit, page.before)) out.push_back(auditJson(row));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::get, "/api/admin/refunds", admin, [&s](RequestContext& ctx) {
    auto statuses = parseRefundQueueStatus(ctx.queryParam("status"));
    boost::json::array out;
    for (const auto& q : s.shop.refunds().queue(statuses)) out.push_back(refundJson(q));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::post, "/api/admin/refunds/{orderId}/retry", admin, [&s](RequestContext& ctx) {
    auto q = s.shop.refunds().retry(ctx.requireUser(), ctx.clientIp, pathId(ctx, "orderId"));
    return jsonResponse(Status::ok, refundJson(q));
  });

  r.add(Verb::post, "/api/admin/refunds/{orderId}/settle", admin, [&s](RequestContext& ctx) {
    auto reference = parseSettleRefundRequest(ctx.jsonBody());
    auto q = s.shop.refunds().settleOutside(ctx.requireUser(), ctx.clientIp, pathId(ctx, "orderId"),
                                            reference);
    return jsonResponse(Status::ok, refundJson(q));
  });

  r.add(Verb::get, "/api/admin/contact-requests", admin, [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& c : s.contact.list(ctx.queryParam("status").value_or("")))
      out.push_back(contactJson(c));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::patch, "/api/admin/contact-requests/{id}", admin, [&s](RequestContext& ctx) {
    auto status = parseContactStatusRequest(ctx.jsonBody());
    auto c = s.contact.setStatus(ctx.requireUser(), pathId(ctx, "id"), status, ctx.clientIp);
    return jsonResponse(Status::ok, contactJson(c));
  });
}

void registerContactRoutes(Router& r, services::Services& s) {
  r.add(Verb::post, "/api/contact-requests", Access::publicRoute(), [&s](RequestContext& ctx) {
    auto req = parseContactRequest(ctx.jsonBody());
    auto id = s.contact.submit(req, ctx.clientIp);
    return jsonResponse(Status::created, boost::json::object{{"id", id}});
  });
}

void registerAllRoutes(Router& r, services::Services& s, const ApiConfig& config,
                       std::function<bool()> ready) {
  registerHealthRoutes(r, std::move(ready));
  registerAuthRoutes(r, s, config);
  registerSecurityRoutes(r, s, config);
  registerPasskeyRoutes(r, s, config);
  registerAdminRoutes(r, s);
  registerContactRoutes(r, s);
  registerMarketRoutes(r, s);
  registerVerifyRoutes(r, s);
  registerProvenanceRoutes(r, s);
  registerComplianceRoutes(r, s);
  registerSettingsRoutes(r, s);
  registerAccountDataRoutes(r, s);
  registerShopRoutes(r, s);
  registerTraderRoutes(r, s);
}

}  // namespace aurum::api
