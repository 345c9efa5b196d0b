#pragma once
#include <boost/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "domain/quote_status.hpp"
#include "domain/user.hpp"
#include "services/admin_service.hpp"

namespace aurum::api {

/// POST /api/admin/users/{id}/suspend: optional `reason` (at most 500 characters, trimmed).
std::string parseSuspendRequest(const boost::json::object& body);
/// POST /api/admin/users/{id}/role: `role` client or gold_trader.
domain::Role parseRoleRequest(const boost::json::object& body);
/// POST /api/admin/traders/{id}/reject: `reason`, required, 1 to 500 characters (trimmed).
std::string parseRejectRequest(const boost::json::object& body);
/// POST /api/admin/refunds/{orderId}/settle: `reference` of the transfer, required, 1 to 200
/// characters (trimmed).
std::string parseSettleRefundRequest(const boost::json::object& body);
/// PATCH /api/admin/contact-requests/{id}: `status` new, answered or closed.
std::string parseContactStatusRequest(const boost::json::object& body);

/// GET /api/admin/users query: q (at most 200 characters), role, status (empty: any).
services::UserFilter parseUserFilter(const std::optional<std::string>& q,
                                     const std::optional<std::string>& role,
                                     const std::optional<std::string>& status);

/// GET /api/admin/refunds query: status open (the default: failed and pending), failed, pending,
/// succeeded or settled.
std::vector<domain::RefundStatus> parseRefundQueueStatus(const std::optional<std::string>& status);

/// GET /api/admin/audit query: limit 1..500 (default 100), before an id (0: newest).
struct AuditPage {
  int limit = 100;
  std::int64_t before = 0;
};
AuditPage parseAuditPage(const std::optional<std::string>& limit,
                         const std::optional<std::string>& before);

}  // namespace aurum::api
