#include "storage/compliance_repository.hpp"

#include <algorithm>
#include <tuple>

#include "storage/message_args.hpp"

namespace aurum::storage {

using domain::ComplianceReport;
using domain::KycCase;
using domain::KycDocument;

namespace {

constexpr const char* kDocColumns =
    "id, case_id, user_id, category, document_type, status, content_type, size_bytes, sha256, "
    "created_at";

struct DocRow {
  long long id = 0, caseId = 0, userId = 0, size = 0, created = 0;
  std::string category, type, status, contentType, sha;
  KycDocument get() const {
    return {id, caseId, userId, category, type, status, contentType, size, sha, created};
  }
};

template <class Bind>
std::vector<KycDocument> documentsWhere(soci::session& s, const std::string& where, Bind bind) {
  DocRow r;
  std::vector<KycDocument> out;
  soci::statement st =
      (s.prepare << std::string("SELECT ") + kDocColumns + " FROM kyc_documents WHERE " + where,
       soci::into(r.id), soci::into(r.caseId), soci::into(r.userId), soci::into(r.category),
       soci::into(r.type), soci::into(r.status), soci::into(r.contentType), soci::into(r.size),
       soci::into(r.sha), soci::into(r.created), bind);
  st.execute();
  while (st.fetch()) out.push_back(r.get());
  return out;
}

constexpr const char* kCaseSelect =
    "SELECT c.id, c.status, c.submitted_at, c.decided_at, c.reason, "
    "(SELECT COUNT(*) FROM kyc_documents d WHERE d.case_id = c.id), "
    "u.id, u.email, u.first_name, u.last_name FROM kyc_cases c JOIN users u ON u.id = c.user_id ";

struct CaseRow {
  long long id = 0, submitted = 0, decided = 0, count = 0, uid = 0;
  std::string status, reason, email, first, last;
  soci::indicator decidedInd = soci::i_ok, reasonInd = soci::i_ok;
  KycCase get() const {
    KycCase c;
    c.id = id;
    c.status = status;
    c.submittedAtMs = submitted;
    if (decidedInd == soci::i_ok) c.decidedAtMs = decided;
    if (reasonInd == soci::i_ok) c.reason = reason;
    c.documentCount = static_cast<int>(count);
    c.user = {uid, email, first, last};
    return c;
  }
};

template <class Bind>
std::vector<KycCase> casesWhere(soci::session& s, const std::string& rest, Bind bind) {
  CaseRow r;
  std::vector<KycCase> out;
  soci::statement st =
      (s.prepare << std::string(kCaseSelect) + rest, soci::into(r.id), soci::into(r.status),
       soci::into(r.submitted), soci::into(r.decided, r.decidedInd),
       soci::into(r.reason, r.reasonInd), soci::into(r.count), soci::into(r.uid),
       soci::into(r.email), soci::into(r.first), soci::into(r.last), bind);
  st.execute();
  while (st.fetch()) out.push_back(r.get());
  return out;
}

constexpr const char* kReportSelect =
    "SELECT r.id, r.type, r.description, r.args, r.status, r.note, r.created_at, u.id, u.email, "
    "u.first_name, u.last_name FROM compliance_reports r JOIN users u ON u.id = r.user_id ";

struct ReportRow {
  long long id = 0, created = 0, uid = 0;
  std::string type, description, args, status, note, email, first, last;
  soci::indicator noteInd = soci::i_ok;
  ComplianceReport get() const {
    ComplianceReport c;
    c.id = id;
    c.type = type;
    c.description.text = description;
    std::tie(c.description.args, c.description.amounts) = decodeMessageArgs(args);
    c.status = status;
    if (noteInd == soci::i_ok) c.note = note;
    c.createdAtMs = created;
    c.user = {uid, email, first, last};
    return c;
  }
};

template <class... Binds>
std::vector<ComplianceReport> reportsWhere(soci::session& s, const std::string& rest,
                                           Binds... binds) {
  ReportRow r;
  std::vector<ComplianceReport> out;
  soci::details::prepare_temp_type p = (s.prepare << std::string(kReportSelect) + rest);
  p, soci::into(r.id), soci::into(r.type), soci::into(r.description), soci::into(r.args),
      soci::into(r.status), soci::into(r.note, r.noteInd), soci::into(r.created), soci::into(r.uid),
      soci::into(r.email), soci::into(r.first), soci::into(r.last);
  (p, ..., binds);
  soci::statement st(p);
  st.execute();
  while (st.fetch()) out.push_back(r.get());
  return out;
}

}  // namespace

std::int64_t ComplianceRepository::openCase(soci::session& s, std::int64_t userId,
                                            std::int64_t nowMs) {
  long long uid = userId, id = 0, now = nowMs;
  soci::indicator ind = soci::i_null;
  s << "SELECT id FROM kyc_cases WHERE user_id = :u AND status = 'pending' ORDER BY id DESC "
       "LIMIT 1",
      soci::into(id, ind), soci::use(uid);
  if (s.got_data() && ind == soci::i_ok) return id;
  s << "INSERT INTO kyc_cases (user_id, status, submitted_at) VALUES (:u, 'pending', :n) "
       "RETURNING id",
      soci::use(uid), soci::use(now), soci::into(id);
  return id;
}

std::int64_t ComplianceRepository::insertDocument(soci::session& s, const KycDocument& d) {
  long long id = 0, caseId = d.caseId, uid = d.userId, size = d.sizeBytes, now = d.createdAtMs;
  s << "INSERT INTO kyc_documents (case_id, user_id, category, document_type, status, "
       "content_type, size_bytes, sha256, created_at) VALUES (:c, :u, :cat, :t, :s, :ct, :sz, "
       ":h, :n) RETURNING id",
      soci::use(caseId), soci::use(uid), soci::use(d.category), soci::use(d.documentType),
      soci::use(d.status), soci::use(d.contentType), soci::use(size), soci::use(d.sha256),
      soci::use(now), soci::into(id);
  return id;
}

void ComplianceRepository::setDocumentData(soci::session& s, std::int64_t id,
                                           const std::string& base64) {
  long long did = id;
  s << "UPDATE kyc_documents SET data = :d WHERE id = :id", soci::use(base64), soci::use(did);
}

std::optional<KycDocument> ComplianceRepository::findDocument(soci::session& s, std::int64_t id) {
  long long did = id;
  auto v = documentsWhere(s, "id = :id", soci::use(did));
  if (v.empty()) return std::nullopt;
  return v.front();
}

std::optional<std::string> ComplianceRepository::documentData(soci::session& s, std::int64_t id) {
  long long did = id;
  std::string data;
  soci::indicator ind = soci::i_null;
  s << "SELECT data FROM kyc_documents WHERE id = :id", soci::into(data, ind), soci::use(did);
  if (!s.got_data() || ind != soci::i_ok) return std::nullopt;
  return data;
}

std::vector<KycDocument> ComplianceRepository::documentsForUser(soci::session& s,
                                                                std::int64_t userId) {
  long long uid = userId;
  return documentsWhere(s, "user_id = :u ORDER BY id DESC", soci::use(uid));
}

std::vector<KycDocument> ComplianceRepository::documentsForCase(soci::session& s,
                                                                std::int64_t caseId) {
  long long cid = caseId;
  return documentsWhere(s, "case_id = :c ORDER BY id", soci::use(cid));
}

void ComplianceRepository::setCaseDocumentsStatus(soci::session& s, std::int64_t caseId,
                                                  const std::string& status) {
  long long cid = caseId;
  s << "UPDATE kyc_documents SET status = :s WHERE case_id = :c", soci::use(status), soci::use(cid);
}

std::vector<KycCase> ComplianceRepository::listCases(soci::session& s, const std::string& status) {
  return casesWhere(s, "WHERE c.status = :s ORDER BY c.submitted_at, c.id LIMIT 500",
                    soci::use(status));
}

std::optional<KycCase> ComplianceRepository::findCase(soci::session& s, std::int64_t id) {
  long long cid = id;
  auto v = casesWhere(s, "WHERE c.id = :id", soci::use(cid));
  if (v.empty()) return std::nullopt;
  return v.front();
}

std::vector<KycCase> ComplianceRepository::casesForUser(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  return casesWhere(s, "WHERE c.user_id = :u ORDER BY c.id DESC", soci::use(uid));
}

bool ComplianceRepository::decideCase(soci::session& s, std::int64_t id, const std::string& status,
                                      std::int64_t adminId,
                                      const std::optional<std::string>& reason,
                                      std::int64_t nowMs) {
  long long cid = id, admin = adminId, now = nowMs;
  std::string why = reason.value_or("");
  soci::indicator whyInd = reason ? soci::i_ok : soci::i_null;
  soci::statement st =
      (s.prepare << "UPDATE kyc_cases SET status = :s, decided_by = :a, decided_at = :n, "
                    "reason = :r WHERE id = :id AND status = 'pending'",
       soci::use(status), soci::use(admin), soci::use(now), soci::use(why, whyInd), soci::use(cid));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void ComplianceRepository::logAccess(soci::session& s, std::int64_t documentId,
                                     std::int64_t actorId, const std::string& action,
                                     const std::string& ip, std::int64_t nowMs) {
  long long did = documentId, actor = actorId, now = nowMs;
  s << "INSERT INTO document_access_log (document_id, actor_id, action, ip, at) VALUES "
       "(:d, :a, :ac, :ip, :n)",
      soci::use(did), soci::use(actor), soci::use(action), soci::use(ip), soci::use(now);
}

int ComplianceRepository::accessCount(soci::session& s, std::int64_t documentId,
                                      const std::string& action) {
  long long did = documentId, n = 0;
  s << "SELECT COUNT(*) FROM document_access_log WHERE document_id = :d AND action = :a",
      soci::into(n), soci::use(did), soci::use(action);
  return static_cast<int>(n);
}

std::int64_t ComplianceRepository::insertReport(soci::session& s, std::int64_t userId,
                                                const std::string& type,
                                                const domain::StoredMessage& description,
                                                const std::string& status,
                                                std::optional<std::int64_t> amountCents,
                                                std::optional<std::int64_t> quoteId,
                                                std::int64_t nowMs) {
  long long id = 0, uid = userId, now = nowMs, amount = amountCents.value_or(0),
            qid = quoteId.value_or(0);
  soci::indicator amountInd = amountCents ? soci::i_ok : soci::i_null;
  soci::indicator qidInd = quoteId ? soci::i_ok : soci::i_null;
  const std::string args = encodeMessageArgs(description.args, description.amounts);
  s << "INSERT INTO compliance_reports (user_id, type, description, args, status, amount_cents, "
       "quote_id, created_at) VALUES (:u, :t, :d, :g, :s, :a, :q, :n) RETURNING id",
      soci::use(uid), soci::use(type), soci::use(description.text), soci::use(args),
      soci::use(status), soci::use(amount, amountInd), soci::use(qid, qidInd), soci::use(now),
      soci::into(id);
  return id;
}

std::vector<ComplianceReport> ComplianceRepository::reportsForUser(soci::session& s,
                                                                   std::int64_t userId) {
  long long uid = userId;
  return reportsWhere(s, "WHERE r.user_id = :u ORDER BY r.created_at DESC, r.id DESC",
                      soci::use(uid));
}

std::vector<ComplianceReport> ComplianceRepository::listReports(soci::session& s,
                                                                const std::string& status,
                                                                const std::string& type) {
  return reportsWhere(s,
                      "WHERE (:s1 = '' OR r.status = :s2) AND (:t1 = '' OR r.type = :t2) "
                      "ORDER BY r.created_at DESC, r.id DESC LIMIT 500",
                      soci::use(status, "s1"), soci::use(status, "s2"), soci::use(type, "t1"),
                      soci::use(type, "t2"));
}

std::optional<ComplianceReport> ComplianceRepository::findReport(soci::session& s,
                                                                 std::int64_t id) {
  long long rid = id;
  auto v = reportsWhere(s, "WHERE r.id = :id", soci::use(rid));
  if (v.empty()) return std::nullopt;
  return v.front();
}

void ComplianceRepository::decideReport(soci::session& s, std::int64_t id,
                                        const std::string& status, const std::string& note,
                                        std::int64_t adminId, std::int64_t nowMs) {
  long long rid = id, admin = adminId, now = nowMs;
  s << "UPDATE compliance_reports SET status = :s, note = :n, decided_by = :a, decided_at = :t "
       "WHERE id = :id",
      soci::use(status), soci::use(note), soci::use(admin), soci::use(now), soci::use(rid);
}

int ComplianceRepository::openMonitoringReports(soci::session& s, std::int64_t userId) {
  long long uid = userId, n = 0;
  s << "SELECT COUNT(*) FROM compliance_reports WHERE user_id = :u AND status IN ('pending', "
       "'under_review') AND type NOT IN ('kyc_submitted', 'kyc_decision')",
      soci::into(n), soci::use(uid);
  return static_cast<int>(n);
}

std::int64_t ComplianceRepository::purchasedSince(soci::session& s, std::int64_t userId,
                                                  std::int64_t fromMs) {
  long long uid = userId, from = fromMs, sum = 0;
  s << "SELECT CAST(COALESCE(SUM(q.total_cents), 0) AS BIGINT) FROM payment_attempts a "
       "JOIN checkout_quotes q ON q.id = a.quote_id WHERE a.user_id = :u AND a.created_at >= :f "
       "AND a.status IN ('processing', 'succeeded', 'requires_action')",
      soci::into(sum), soci::use(uid), soci::use(from);
  return sum;
}

ComplianceRepository::Spent ComplianceRepository::purchasedOnDaysFrom(soci::session& s,
                                                                      std::int64_t userId,
                                                                      std::int64_t dayStartMs,
                                                                      std::int64_t monthStartMs) {
  long long uid = userId, day = dayStartMs, month = monthStartMs,
            from = std::min(dayStartMs, monthStartMs), sinceDay = 0, sinceMonth = 0;
  s << "SELECT CAST(COALESCE(SUM(CASE WHEN day_start >= :d THEN amount_cents ELSE 0 END), 0) AS "
       "BIGINT), CAST(COALESCE(SUM(CASE WHEN day_start >= :m THEN amount_cents ELSE 0 END), 0) "
       "AS BIGINT) FROM purchase_days WHERE user_id = :u AND day_start >= :f",
      soci::into(sinceDay), soci::into(sinceMonth), soci::use(day), soci::use(month),
      soci::use(uid), soci::use(from);
  return {sinceDay, sinceMonth};
}

std::optional<ComplianceRepository::Standing> ComplianceRepository::purchaseStanding(
    soci::session& s, std::int64_t userId, std::int64_t dayStartMs, std::int64_t monthStartMs) {
  long long uid = userId, day = dayStartMs, month = monthStartMs,
            from = std::min(dayStartMs, monthStartMs);
  Standing out;
  std::string kyc;
  soci::indicator kycInd = soci::i_null;
  s << "SELECT u.aml_status, u.kyc_status, CAST(COALESCE(SUM(CASE WHEN d.day_start >= :d THEN "
       "d.amount_cents ELSE 0 END), 0) AS BIGINT), CAST(COALESCE(SUM(CASE WHEN d.day_start >= :m "
       "THEN d.amount_cents ELSE 0 END), 0) AS BIGINT) FROM users u LEFT JOIN purchase_days d ON "
       "d.user_id = u.id AND d.day_start >= :f WHERE u.id = :u GROUP BY u.id, u.aml_status, "
       "u.kyc_status",
      soci::into(out.amlStatus), soci::into(kyc, kycInd), soci::into(out.spent.sinceDay),
      soci::into(out.spent.sinceMonth), soci::use(day), soci::use(month), soci::use(from),
      soci::use(uid);
  if (!s.got_data()) return std::nullopt;
  if (kycInd == soci::i_ok) out.kycStatus = kyc;
  return out;
}

void ComplianceRepository::setRetainUntil(soci::session& s, std::int64_t userId,
                                          std::int64_t untilMs) {
  long long uid = userId, until = untilMs;
  s << "UPDATE kyc_documents SET retain_until = :t WHERE user_id = :u", soci::use(until),
      soci::use(uid);
  s << "UPDATE compliance_reports SET retain_until = :t WHERE user_id = :u", soci::use(until),
      soci::use(uid);
}

int ComplianceRepository::purgeExpired(soci::session& s, std::int64_t nowMs) {
  long long now = nowMs, docs = 0, reports = 0;
  s << "SELECT COUNT(*) FROM kyc_documents WHERE retain_until IS NOT NULL AND retain_until < :n",
      soci::into(docs), soci::use(now);
  s << "SELECT COUNT(*) FROM compliance_reports WHERE retain_until IS NOT NULL AND "
       "retain_until < :n",
      soci::into(reports), soci::use(now);
  s << "DELETE FROM document_access_log WHERE document_id IN (SELECT id FROM kyc_documents WHERE "
       "retain_until IS NOT NULL AND retain_until < :n)",
      soci::use(now);
  s << "DELETE FROM kyc_documents WHERE retain_until IS NOT NULL AND retain_until < :n",
      soci::use(now);
  s << "DELETE FROM compliance_reports WHERE retain_until IS NOT NULL AND retain_until < :n",
      soci::use(now);
  return static_cast<int>(docs + reports);
}

std::int64_t ComplianceRepository::putAvatar(soci::session& s, std::int64_t userId,
                                             const std::string& contentType,
                                             const std::string& base64) {
  long long uid = userId, version = 0;
  soci::indicator ind = soci::i_null;
  s << "SELECT version FROM user_avatars WHERE user_id = :u", soci::into(version, ind),
      soci::use(uid);
  if (s.got_data() && ind == soci::i_ok) {
    ++version;
    s << "UPDATE user_avatars SET content_type = :c, data = :d, version = :v WHERE user_id = :u",
        soci::use(contentType), soci::use(base64), soci::use(version), soci::use(uid);
  } else {
    version = 1;
    s << "INSERT INTO user_avatars (user_id, content_type, data, version) VALUES (:u, :c, :d, "
         ":v)",
        soci::use(uid), soci::use(contentType), soci::use(base64), soci::use(version);
  }
  return version;
}

std::optional<ComplianceRepository::Avatar> ComplianceRepository::avatar(soci::session& s,
                                                                         std::int64_t userId) {
  long long uid = userId;
  Avatar a;
  soci::indicator ind = soci::i_null;
  s << "SELECT content_type, data FROM user_avatars WHERE user_id = :u",
      soci::into(a.contentType, ind), soci::into(a.base64), soci::use(uid);
  if (!s.got_data() || ind != soci::i_ok) return std::nullopt;
  return a;
}

}  // namespace aurum::storage
