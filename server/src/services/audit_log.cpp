#include "services/audit_log.hpp"

#include <algorithm>

#include "services/in_transaction.hpp"

namespace aurum::services {

void recordAuditIn(soci::session& s, const AuditEntry& e, std::int64_t nowMs) {
  storage::AuditRow r;
  if (e.actorId > 0) r.actorUserId = e.actorId;
  r.actorEmail = e.actorEmail.empty() ? "operator" : e.actorEmail;
  r.action = e.action;
  r.targetType = e.targetType;
  r.targetId = e.targetId;
  r.detail = e.detail.substr(0, 1000);
  r.ip = e.ip.substr(0, 100);
  r.atMs = nowMs;
  storage::AuditRepository::insert(s, r);
}

std::vector<storage::AuditRow> AuditLog::list(int limit, std::int64_t beforeId) {
  limit = std::clamp(limit, 1, 500);
  return db_.read(
      [&](soci::session& s) { return storage::AuditRepository::list(s, limit, beforeId); });
}

}  // namespace aurum::services
