#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

namespace aurum::storage {

/// One admin_audit row (append-only).
struct AuditRow {
  std::int64_t id = 0;
  std::optional<std::int64_t> actorUserId;  ///< null once the actor's account is gone
  std::string actorEmail;
  std::string action;
  std::string targetType;
  std::optional<std::int64_t> targetId;
  std::string detail;
  std::string ip;
  std::int64_t atMs = 0;
};

/// The admin audit log. All SQL for admin_audit lives here.
class AuditRepository {
 public:
  static std::int64_t insert(soci::session& s, const AuditRow& r);
  /// Newest first; `beforeId` > 0 pages to older rows (id < beforeId).
  static std::vector<AuditRow> list(soci::session& s, int limit, std::int64_t beforeId);
};

}  // namespace aurum::storage
