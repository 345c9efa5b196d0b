#include "services/compliance_service.hpp"

#include <stdexcept>

#include "crypto/data_cipher.hpp"
#include "crypto/signing.hpp"
#include "domain/durations.hpp"
#include "domain/error.hpp"
#include "domain/money.hpp"
#include "domain/sha256.hpp"
#include "domain/user_text.hpp"
#include "services/in_transaction.hpp"
#include "storage/compliance_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using storage::ComplianceRepository;
using storage::UserRepository;

namespace {

using domain::kDayMs;
using domain::kHourMs;
constexpr std::int64_t kRetentionMs = domain::kRecordRetentionMs;

std::string documentContext(std::int64_t id) { return "kyc-document:" + std::to_string(id); }

KycCaseDetail detailIn(soci::session& s, std::int64_t caseId) {
  auto c = ComplianceRepository::findCase(s, caseId);
  if (!c) throw AppError(ErrorCode::kNotFound, "No such KYC case");
  KycCaseDetail d{*c, ComplianceRepository::documentsForCase(s, caseId), {}};
  for (auto& other : ComplianceRepository::casesForUser(s, c->user.id))
    if (other.id != caseId) d.history.push_back(std::move(other));
  return d;
}

AppError flaggedError() {
  return AppError(ErrorCode::kAccountFlagged,
                  "Your account is under compliance review: contact compliance@aurum.example "
                  "before placing new orders");
}

}  // namespace

domain::KycDocument ComplianceService::upload(const domain::User& user, std::string_view category,
                                              std::string_view documentType, std::string_view bytes,
                                              const std::string& ip) {
  auto cat = domain::parseKycCategory(category.empty() ? "identity" : category);
  if (!cat)
    throw domain::validationError(
        "category", "category must be one of identity, address, income, source_of_funds");
  if (documentType.empty())
    throw domain::validationError("documentType", "documentType is required");
  if (!domain::documentTypeAllowed(*cat, documentType))
    throw domain::validationError(
        "documentType", {"documentType {type} is not accepted for the {category} category",
                         {{"type", std::string(documentType.substr(0, 40))},
                          {"category", domain::kycCategoryName(*cat)}}});
  if (bytes.empty())
    throw domain::validationError("file", "file is required and must not be empty");
  if (bytes.size() > domain::kMaxKycDocumentBytes)
    throw AppError(ErrorCode::kPayloadTooLarge, "The file is larger than 10 MB", "file");
  auto type = domain::sniffMediaType(bytes);
  if (!type || *type == "image/webp")
    throw AppError(ErrorCode::kUnsupportedMediaType,
                   "Only JPEG, PNG or PDF files are accepted (checked by their content)", "file");
  if (dataKey_.empty()) throw std::logic_error("document key not loaded");
  const auto now = clock_.nowMs();
  domain::KycDocument doc;
  doc.userId = user.id;
  doc.category = domain::kycCategoryName(*cat);
  doc.documentType = std::string(documentType);
  doc.status = "pending";
  doc.contentType = *type;
  doc.sizeBytes = static_cast<std::int64_t>(bytes.size());
  doc.sha256 = domain::sha256Hex(bytes);
  doc.createdAtMs = now;
  return db_.write([&](soci::session& s) {
    auto current = userIn(s, user.id);
    doc.caseId = ComplianceRepository::openCase(s, user.id, now);
    const bool firstOfCase = ComplianceRepository::documentsForCase(s, doc.caseId).empty();
    doc.id = ComplianceRepository::insertDocument(s, doc);
    ComplianceRepository::setDocumentData(
        s, doc.id,
        crypto::base64Encode(crypto::encryptDocument(dataKey_, bytes, documentContext(doc.id))));
    ComplianceRepository::logAccess(s, doc.id, user.id, "upload", ip, now);
    // An upload only ever makes the status pending; a verified identity stays verified while
    // further documents (address, source of funds) are reviewed.
    if (current.kycStatus != std::optional<std::string>("verified"))
      UserRepository::setKyc(s, user.id, std::string("pending"), std::nullopt);
    if (firstOfCase)
      ComplianceRepository::insertReport(
          s, user.id, "kyc_submitted",
          {domain::userText("Identity documents submitted for review"), {}, {}}, "pending",
          std::nullopt, std::nullopt, now);
    return doc;
  });
}

domain::User ComplianceService::userIn(soci::session& s, std::int64_t id) {
  auto u = UserRepository::findById(s, id);
  if (!u) throw AppError(ErrorCode::kNotFound, "No such user");
  return *u;
}

std::vector<domain::KycDocument> ComplianceService::myDocuments(const domain::User& user,
                                                                const std::string& ip) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    auto docs = ComplianceRepository::documentsForUser(s, user.id);
    for (const auto& d : docs)
      ComplianceRepository::logAccess(s, d.id, user.id, "view_metadata", ip, now);
    return docs;
  });
}

std::vector<domain::KycCase> ComplianceService::cases(const std::string& status) {
  if (status != "pending" && status != "approved" && status != "rejected" && status != "resubmit")
    throw domain::validationError("status",
                                  "status must be one of pending, approved, rejected, resubmit");
  return db_.read([&](soci::session& s) { return ComplianceRepository::listCases(s, status); });
}

KycCaseDetail ComplianceService::caseDetail(const domain::User& admin, std::int64_t caseId,
                                            const std::string& ip) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    auto d = detailIn(s, caseId);
    for (const auto& doc : d.documents)
      ComplianceRepository::logAccess(s, doc.id, admin.id, "view_metadata", ip, now);
    return d;
  });
}

StoredFile ComplianceService::documentFile(const domain::User& admin, std::int64_t caseId,
                                           std::int64_t documentId, const std::string& ip) {
  if (dataKey_.empty()) throw std::logic_error("document key not loaded");
  return db_.write([&](soci::session& s) {
    auto doc = ComplianceRepository::findDocument(s, documentId);
    if (!doc || doc->caseId != caseId) throw AppError(ErrorCode::kNotFound, "No such document");
    auto data = ComplianceRepository::documentData(s, documentId);
    std::string blob;
    if (!data || !crypto::base64Decode(*data, blob))
      throw AppError(ErrorCode::kNotFound, "This document's file is no longer kept");
    ComplianceRepository::logAccess(s, documentId, admin.id, "download", ip, clock_.nowMs());
    return StoredFile{doc->contentType,
                      crypto::decryptDocument(dataKey_, blob, documentContext(documentId))};
  });
}

KycCaseDetail ComplianceService::decide(const domain::User& admin, std::int64_t caseId,
                                        std::string_view decisionName, const std::string& reason) {
  auto decision = domain::parseKycDecision(decisionName);
  if (!decision)
    throw domain::validationError("decision", "decision must be approve, reject or resubmit");
  if (reason.size() > 500)
    throw domain::validationError("reason", "reason must be at most 500 characters");
  if (*decision != domain::KycDecision::kApprove && reason.empty())
    throw domain::validationError("reason", "Give the customer a reason for this decision");
  const auto now = clock_.nowMs();
  auto detail = db_.write([&](soci::session& s) {
    auto c = ComplianceRepository::findCase(s, caseId);
    if (!c) throw AppError(ErrorCode::kNotFound, "No such KYC case");
    std::optional<std::string> why;
    if (!reason.empty()) why = reason;
    const char* caseStatus = "approved";
    const char* docStatus = "verified";
    std::optional<std::string> kyc = std::string("verified");
    if (*decision == domain::KycDecision::kReject) {
      caseStatus = "rejected";
      docStatus = "rejected";
      kyc = std::string("rejected");
    } else if (*decision == domain::KycDecision::kResubmit) {
      caseStatus = "resubmit";
      docStatus = "resubmit";
      kyc = std::nullopt;  // back to needing documents ('Not Started')
    }
    if (!ComplianceRepository::decideCase(s, caseId, caseStatus, admin.id, why, now))
      throw AppError(ErrorCode::kConflict, "This KYC case was already decided");
    ComplianceRepository::setCaseDocumentsStatus(s, caseId, docStatus);
    auto user = userIn(s, c->user.id);
    // Approving an address or source-of-funds round keeps a verified identity verified; a
    // rejection of any round is shown to the customer.
    if (*decision == domain::KycDecision::kApprove ||
        user.kycStatus != std::optional<std::string>("verified"))
      UserRepository::setKyc(s, user.id, kyc,
                             *decision == domain::KycDecision::kApprove ? std::nullopt : why);
    else
      UserRepository::setKyc(s, user.id, user.kycStatus, why);
    for (auto& r : ComplianceRepository::reportsForUser(s, user.id))
      if (r.type == "kyc_submitted" && r.status == "pending")
        ComplianceRepository::decideReport(s, r.id, "completed", "", admin.id, now);
    ComplianceRepository::insertReport(
        s, user.id, "kyc_decision", domain::kycDecisionReport(*decision, reason),
        *decision == domain::KycDecision::kApprove ? "completed" : "rejected", std::nullopt,
        std::nullopt, now);
    recordAuditIn(s,
                  AuditEntry::by(admin, "kyc.decision", "kyc_case", caseId,
                                 std::string(decisionName) + (reason.empty() ? "" : ": " + reason)),
                  now);
    return detailIn(s, caseId);
  });
  if (decisionHook_) decisionHook_(detail.kycCase);
  return detail;
}

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

void ComplianceService::startRetention(std::int64_t userId) {
  const auto until = clock_.nowMs() + kRetentionMs;
  db_.write([&](soci::session& s) { ComplianceRepository::setRetainUntil(s, userId, until); });
}

int ComplianceService::purgeExpired() {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) { return ComplianceRepository::purgeExpired(s, now); });
}

}  // namespace aurum::services
