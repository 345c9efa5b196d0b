// The monitoring half of compliance: trading limits enforced at checkout, AML monitoring of every
// payment, the account's compliance status and the compliance reports (docs/compliance.md). The
// KYC half (documents, cases, decisions, retention) is in compliance_service.cpp.
#include "domain/durations.hpp"
#include "domain/error.hpp"
#include "domain/money.hpp"
#include "services/compliance_service.hpp"
#include "services/in_transaction.hpp"
#include "storage/compliance_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::kDayMs;
using domain::kHourMs;
using storage::ComplianceRepository;
using storage::UserRepository;

namespace {

AppError flaggedError() {
  return AppError(ErrorCode::kAccountFlagged,
                  "Your account is under compliance review: contact compliance@aurum.example "
                  "before placing new orders");
}

}  // namespace

LimitsView ComplianceService::limitsIn(soci::session& s, const domain::User& user,
                                       std::int64_t now) {
  return limitsFor(user.kycStatus,
                   ComplianceRepository::purchasedOnDaysFrom(s, user.id, domain::utcDayStartMs(now),
                                                             domain::utcMonthStartMs(now)));
}

LimitsView ComplianceService::limitsFor(const std::optional<std::string>& kycStatus,
                                        const ComplianceRepository::Spent& spent) const {
  LimitsView v;
  v.verified = kycStatus == std::optional<std::string>("verified");
  const auto& l = config_.limits.forAccount(v.verified);
  v.daily = {l.dailyCents, spent.sinceDay};
  v.monthly = {l.monthlyCents, spent.sinceMonth};
  return v;
}

LimitsView ComplianceService::limits(const domain::User& user) {
  return db_.read(
      [&](soci::session& s) { return limitsIn(s, userIn(s, user.id), clock_.nowMs()); });
}

namespace {
void throwIfPastLimit(const LimitsView& v, std::int64_t amountCents) {
  auto breach = domain::checkLimits({v.daily.limitCents, v.monthly.limitCents}, v.daily.usedCents,
                                    v.monthly.usedCents, amountCents);
  if (!breach) return;
  const bool daily = std::string_view(breach->limit) == "daily";
  domain::Message msg =
      daily ? domain::Message(
                  "This purchase would pass your daily trading limit of ${limit}; "
                  "${remaining} remains today. Verify your identity for higher limits.")
            : domain::Message(
                  "This purchase would pass your monthly trading limit of ${limit}; "
                  "${remaining} remains this month. Verify your identity for higher "
                  "limits.");
  msg.args = {{"limit", domain::formatCents(daily ? v.daily.limitCents : v.monthly.limitCents)},
              {"remaining", domain::formatCents(breach->remainingCents)}};
  throw AppError(ErrorCode::kLimitExceeded, std::move(msg), "total")
      .withExtra("limit", breach->limit)
      .withExtra("remaining", domain::formatCents(breach->remainingCents));
}
}  // namespace

void ComplianceService::checkPurchaseIn(soci::session& s, std::int64_t userId,
                                        std::int64_t amountCents, std::int64_t nowMs) {
  // Two statements on purpose: the account's row is locked first, and its standing (statuses and
  // amounts spent) is read after the lock is held. Under READ COMMITTED a statement reads the
  // data committed when it began; a read inside the locking statement would miss the purchase of
  // the checkout it waited for, and both could pass the limit. The lock is pipelined: both go out
  // in one round trip, and PostgreSQL begins the read once the lock statement is done.
  UserRepository::lockRow(s, userId, db_.backend() == storage::Backend::kPostgres);
  auto standing = ComplianceRepository::purchaseStanding(s, userId, domain::utcDayStartMs(nowMs),
                                                         domain::utcMonthStartMs(nowMs));
  if (!standing) throw AppError(ErrorCode::kNotFound, "No such user");
  if (standing->amlStatus == "flagged") throw flaggedError();
  throwIfPastLimit(limitsFor(standing->kycStatus, standing->spent), amountCents);
}

void ComplianceService::monitorPaymentIn(soci::session& s, const domain::User& user,
                                         std::int64_t quoteId, std::int64_t amountCents,
                                         const std::string& shippingName, std::int64_t nowMs) {
  const auto userId = user.id;
  domain::AmlFacts f;
  f.paymentCents = amountCents;
  // This payment's order is inserted before the monitor runs, so it is counted in the orders.
  const auto windows = ComplianceRepository::amlWindows(
      s, userId, nowMs - kDayMs, config_.aml.reportThresholdCents, quoteId, nowMs - kHourMs);
  f.earlierBelowThresholdCount = windows.paidBelow.count;
  f.earlierBelowThresholdCents = windows.paidBelow.cents;
  f.ordersLastHour = windows.orders;
  f.accountName = user.firstName + " " + user.lastName;
  f.shippingName = shippingName;
  f.kycStatus = user.kycStatus;
  auto hits = domain::evaluateAml(config_.aml, f);
  for (const auto& h : hits)
    ComplianceRepository::insertReport(s, userId, h.type, h.description, "pending", amountCents,
                                       quoteId, nowMs);
  if (!hits.empty() && user.amlStatus == "clear")
    UserRepository::setAmlStatus(s, userId, "under_review");
}

ComplianceStatus ComplianceService::status(const domain::User& user) {
  const auto now = clock_.nowMs();
  return db_.read([&](soci::session& s) {
    auto current = userIn(s, user.id);
    auto docs = ComplianceRepository::documentsForUser(s, user.id);
    ComplianceStatus st;
    st.kycStatus = current.kycStatus;
    st.amlStatus = current.amlStatus;
    int verifiedDocs = 0;
    auto state = [&](const char* category) {
      // The newest document of the category decides; a re-upload request reads as missing.
      for (const auto& d : docs)  // newest first
        if (d.category == category) {
          if (d.status == "resubmit") return std::string("missing");
          return d.status;
        }
      return std::string("missing");
    };
    for (const auto& d : docs)
      if (d.status == "verified") ++verifiedDocs;
    for (const char* c : {"identity", "address", "income", "source_of_funds"})
      st.documentStatus.emplace_back(c, state(c));
    st.complianceLevel =
        domain::complianceLevel(state("identity") == "verified", state("address") == "verified",
                                state("source_of_funds") == "verified");
    domain::RiskFacts rf;
    rf.kycStatus = current.kycStatus;
    rf.documentsVerified = verifiedDocs;
    rf.amlHits = ComplianceRepository::openMonitoringReports(s, user.id);
    rf.flagged = current.amlStatus == "flagged";
    rf.volume90dCents = ComplianceRepository::purchasedSince(s, user.id, now - 90 * kDayMs);
    rf.accountAgeDays = (now - current.createdAtMs) / kDayMs;
    st.riskScore = domain::riskScore(rf);
    st.riskLevel = domain::riskLevel(st.riskScore);
    return st;
  });
}

std::vector<domain::ComplianceReport> ComplianceService::myReports(const domain::User& user) {
  auto all =
      db_.read([&](soci::session& s) { return ComplianceRepository::reportsForUser(s, user.id); });
  std::vector<domain::ComplianceReport> out;
  for (auto& r : all)
    if (domain::reportVisibleToCustomer(r.type)) out.push_back(std::move(r));
  return out;
}

std::vector<domain::ComplianceReport> ComplianceService::reports(const std::string& status,
                                                                 const std::string& type) {
  if (!status.empty() && status != "pending" && status != "under_review" && status != "completed" &&
      status != "rejected")
    throw domain::validationError(
        "status", "status must be one of pending, under_review, completed, rejected");
  if (type.size() > 40) throw domain::validationError("type", "type is too long");
  return db_.read(
      [&](soci::session& s) { return ComplianceRepository::listReports(s, status, type); });
}

domain::ComplianceReport ComplianceService::decideReport(const domain::User& admin,
                                                         std::int64_t reportId,
                                                         std::string_view decision,
                                                         const std::string& note) {
  if (decision != "clear" && decision != "escalate")
    throw domain::validationError("decision", "decision must be clear or escalate");
  if (note.size() > 1000)
    throw domain::validationError("note", "note must be at most 1000 characters");
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    auto r = ComplianceRepository::findReport(s, reportId);
    if (!r) throw AppError(ErrorCode::kNotFound, "No such compliance report");
    if (r->status == "completed" || r->status == "rejected")
      throw AppError(ErrorCode::kConflict, "This report was already decided");
    if (decision == "clear") {
      ComplianceRepository::decideReport(s, reportId, "completed", note, admin.id, now);
      auto user = userIn(s, r->user.id);
      if (user.amlStatus == "under_review" &&
          ComplianceRepository::openMonitoringReports(s, user.id) == 0)
        UserRepository::setAmlStatus(s, user.id, "clear");
    } else {
      // Escalated: the case stays open for the compliance officer and the account is frozen.
      ComplianceRepository::decideReport(s, reportId, "under_review", note, admin.id, now);
      UserRepository::setAmlStatus(s, r->user.id, "flagged");
    }
    recordAuditIn(s,
                  AuditEntry::by(admin, "compliance_report.decision", "compliance_report", reportId,
                                 std::string(decision) + (note.empty() ? "" : ": " + note)),
                  now);
    return *ComplianceRepository::findReport(s, reportId);
  });
}

}  // namespace aurum::services
