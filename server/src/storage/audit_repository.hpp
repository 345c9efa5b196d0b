#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "domain/back_office.hpp"

namespace aurum::storage {

using AuditRow = domain::AuditRow;

/// The admin audit log. All SQL for admin_audit lives here.
class AuditRepository {
 public:
  static std::int64_t insert(soci::session& s, const AuditRow& r);
  /// Newest first; `beforeId` > 0 pages to older rows (id < beforeId).
  static std::vector<AuditRow> list(soci::session& s, int limit, std::int64_t beforeId);
};

}  // namespace aurum::storage
