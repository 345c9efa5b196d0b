// The KYC half of ComplianceService: documents, cases, decisions and retention. Limits, the AML
// monitor and the compliance reports are in compliance_monitoring.cpp; the profile in
// compliance_profile.cpp.
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

void ComplianceService::startRetention(std::int64_t userId) {
  const auto until = clock_.nowMs() + kRetentionMs;
  db_.write([&](soci::session& s) { ComplianceRepository::setRetainUntil(s, userId, until); });
}

int ComplianceService::purgeExpired() {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) { return ComplianceRepository::purgeExpired(s, now); });
}

}  // namespace aurum::services
