#include "storage/admin_repository.hpp"

namespace aurum::storage {

namespace {

long long countOf(soci::session& s, const std::string& sql) {
  long long n = 0;
  s << sql, soci::into(n);
  return n;
}

std::map<std::string, long long> grouped(soci::session& s, const std::string& sql) {
  std::string key;
  long long n = 0;
  soci::statement st = (s.prepare << sql, soci::into(key), soci::into(n));
  st.execute();
  std::map<std::string, long long> out;
  while (st.fetch()) out[key] = n;
  return out;
}

constexpr const char* kApplicationColumns =
    "t.user_id, t.company_name, t.trading_license, t.business_address, t.trading_volume,"
    " t.business_type, t.experience, t.submitted_at, t.decision, t.rejection_reason, t.decided_at"
    " FROM trader_applications t";

struct ApplicationBind {
  long long userId = 0, submitted = 0, decided = 0;
  std::string decision;
  soci::indicator decisionInd = soci::i_ok, decidedInd = soci::i_ok;
  ApplicationRow row;

  void bind(soci::details::prepare_temp_type& p) {
    auto& a = row.application;
    p, soci::into(userId), soci::into(a.companyName), soci::into(a.tradingLicense),
        soci::into(a.businessAddress), soci::into(a.tradingVolume), soci::into(a.businessType),
        soci::into(a.experience), soci::into(submitted), soci::into(decision, decisionInd),
        soci::into(row.rejectionReason), soci::into(decided, decidedInd);
  }
  ApplicationRow take() const {
    ApplicationRow r = row;
    r.submittedAtMs = submitted;
    if (decisionInd == soci::i_ok && !decision.empty()) r.decision = decision;
    if (decidedInd == soci::i_ok) r.decidedAtMs = decided;
    return r;
  }
};

}  // namespace

DashboardCounts AdminRepository::dashboard(soci::session& s, std::int64_t dayStartMs,
                                           std::int64_t dayEndMs) {
  DashboardCounts c;
  c.usersByRole = grouped(s, "SELECT role, COUNT(*) FROM users GROUP BY role");
  c.usersByStatus = grouped(s, "SELECT status, COUNT(*) FROM users GROUP BY status");
  c.pendingTraderApplications =
      countOf(s,
              "SELECT COUNT(*) FROM trader_applications t JOIN users u ON u.id = t.user_id"
              " WHERE u.status = 'pending_approval' AND t.decision IS NULL");
  c.pendingKyc = countOf(s, "SELECT COUNT(*) FROM kyc_cases WHERE status = 'pending'");
  c.openComplianceReports = countOf(
      s, "SELECT COUNT(*) FROM compliance_reports WHERE status IN ('pending', 'under_review')");
  c.failedRefunds = countOf(s, "SELECT COUNT(*) FROM payment_refunds WHERE status = 'failed'");
  long long from = dayStartMs, to = dayEndMs;
  s << "SELECT COUNT(*), CAST(COALESCE(SUM(subtotal_cents), 0) AS BIGINT) FROM orders"
       " WHERE created_at >= :f AND created_at < :t AND status <> 'cancelled'",
      soci::use(from), soci::use(to), soci::into(c.ordersToday), soci::into(c.revenueTodayCents);
  return c;
}

std::map<std::int64_t, ApplicationRow> AdminRepository::applications(soci::session& s) {
  ApplicationBind b;
  soci::details::prepare_temp_type p = (s.prepare << std::string("SELECT ") + kApplicationColumns);
  b.bind(p);
  soci::statement st(p);
  st.execute();
  std::map<std::int64_t, ApplicationRow> out;
  while (st.fetch()) out[b.userId] = b.take();
  return out;
}

std::optional<ApplicationRow> AdminRepository::application(soci::session& s, std::int64_t userId) {
  ApplicationBind b;
  long long uid = userId;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kApplicationColumns + " WHERE t.user_id = :u");
  b.bind(p);
  p, soci::use(uid);
  soci::statement st(p);
  st.execute();
  if (!st.fetch()) return std::nullopt;
  return b.take();
}

void AdminRepository::decideApplication(soci::session& s, std::int64_t userId,
                                        const std::string& decision, const std::string& reason,
                                        std::int64_t adminId, std::int64_t nowMs) {
  long long uid = userId, aid = adminId, now = nowMs;
  soci::indicator adminInd = adminId > 0 ? soci::i_ok : soci::i_null;  // 0: an operator
  s << "UPDATE trader_applications SET decision = :d, rejection_reason = :r, decided_at = :n,"
       " decided_by = :a WHERE user_id = :u",
      soci::use(decision), soci::use(reason), soci::use(now), soci::use(aid, adminInd),
      soci::use(uid);
}

std::optional<std::string> AdminRepository::rejectionReason(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  std::string reason;
  soci::indicator ind = soci::i_ok;
  s << "SELECT rejection_reason FROM trader_applications WHERE user_id = :u"
       " AND decision = 'rejected'",
      soci::use(uid), soci::into(reason, ind);
  if (!s.got_data() || ind != soci::i_ok) return std::nullopt;
  return reason;
}

void AdminRepository::ensureCompanyFromApplication(soci::session& s, std::int64_t userId,
                                                   std::int64_t nowMs) {
  long long uid = userId, uid2 = userId, now = nowMs;
  s << "INSERT INTO companies (user_id, company_name, trading_license, business_address,"
       " updated_at) SELECT t.user_id, t.company_name, t.trading_license, t.business_address, :n"
       " FROM trader_applications t WHERE t.user_id = :u"
       " AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.user_id = :u2)",
      soci::use(now), soci::use(uid), soci::use(uid2);
}

std::vector<KycCaseRow> AdminRepository::kycCases(soci::session& s, std::int64_t userId) {
  long long uid = userId, id = 0, submitted = 0, decided = 0;
  std::string status, reason;
  soci::indicator decidedInd = soci::i_ok, reasonInd = soci::i_ok;
  soci::statement st =
      (s.prepare << "SELECT id, status, submitted_at, decided_at, reason FROM kyc_cases"
                    " WHERE user_id = :u ORDER BY id DESC",
       soci::use(uid), soci::into(id), soci::into(status), soci::into(submitted),
       soci::into(decided, decidedInd), soci::into(reason, reasonInd));
  st.execute();
  std::vector<KycCaseRow> out;
  while (st.fetch()) {
    KycCaseRow r{id, status, submitted, std::nullopt, std::nullopt};
    if (decidedInd == soci::i_ok) r.decidedAtMs = decided;
    if (reasonInd == soci::i_ok) r.reason = reason;
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace aurum::storage
