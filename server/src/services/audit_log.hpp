#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domain/user.hpp"
#include "storage/audit_repository.hpp"
#include "storage/database.hpp"

namespace aurum::services {

/// One admin action as the audit log records it (docs/admin-console.md, "Audit log").
struct AuditEntry {
  std::int64_t actorId = 0;  ///< 0: an operator (CLI), stored as null
  std::string actorEmail;
  std::string action;      ///< e.g. user.suspend, trader.reject, kyc.decision
  std::string targetType;  ///< user, trader_application, kyc_case, compliance_report, order, ...
  std::optional<std::int64_t> targetId;
  std::string detail;
  std::string ip;

  /// An entry by `admin` on (targetType, targetId).
  static AuditEntry by(const domain::User& admin, std::string action, std::string targetType,
                       std::optional<std::int64_t> targetId, std::string detail = "",
                       std::string ip = "") {
    return {admin.id, admin.email,       std::move(action), std::move(targetType),
            targetId, std::move(detail), std::move(ip)};
  }
};

/// Reads the admin audit log. Writes happen inside each action's own transaction through
/// recordAuditIn (services/in_transaction.hpp), so an action and its row commit together.
class AuditLog {
 public:
  explicit AuditLog(storage::Database& db) : db_(db) {}
  /// Newest first; `limit` 1..500, `beforeId` > 0 pages to older rows.
  std::vector<domain::AuditRow> list(int limit, std::int64_t beforeId);

 private:
  storage::Database& db_;
};

}  // namespace aurum::services
