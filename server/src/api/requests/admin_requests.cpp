#include "api/requests/admin_requests.hpp"

#include <charconv>
#include <limits>

#include "domain/error.hpp"
#include "http/types.hpp"
#include "services/contact_service.hpp"
#include "util/text.hpp"

namespace aurum::api {

using domain::validationError;

namespace {

domain::AppError oneOf(const char* field, const char* allowed) {
  return validationError(
      field, {"{field} must be one of {allowed}", {{"field", field}, {"allowed", allowed}}});
}

/// A whole number in [min, max] from a query parameter.
std::int64_t queryInt(const std::string& raw, const char* field, std::int64_t min,
                      std::int64_t max) {
  std::int64_t n = 0;
  auto [end, ec] = std::from_chars(raw.data(), raw.data() + raw.size(), n);
  if (ec != std::errc() || end != raw.data() + raw.size())
    throw validationError(field, {"{field} must be a whole number", {{"field", field}}});
  if (n < min || n > max)
    throw validationError(
        field, {"{field} must be between {min} and {max}",
                {{"field", field}, {"min", std::to_string(min)}, {"max", std::to_string(max)}}});
  return n;
}

}  // namespace

std::string parseSuspendRequest(const boost::json::object& body) {
  auto reason = std::string(util::trimBlanks(http::optionalString(body, "reason", 2000)));
  if (reason.size() > 500) throw validationError("reason", "reason must be at most 500 characters");
  return reason;
}

domain::Role parseRoleRequest(const boost::json::object& body) {
  auto role = http::requireString(body, "role", 50);
  if (role == "client") return domain::Role::kClient;
  if (role == "gold_trader") return domain::Role::kGoldTrader;
  throw validationError("role", "role must be client or gold_trader");
}

std::string parseRejectRequest(const boost::json::object& body) {
  auto reason = std::string(util::trimBlanks(http::requireString(body, "reason", 2000)));
  if (reason.empty())
    throw validationError("reason", "Give the applicant a reason for the rejection");
  if (reason.size() > 500) throw validationError("reason", "reason must be at most 500 characters");
  return reason;
}

std::string parseSettleRefundRequest(const boost::json::object& body) {
  auto reference = std::string(util::trimBlanks(http::requireString(body, "reference", 2000)));
  if (reference.empty())
    throw validationError("reference", "Give the reference of the transfer that paid it back");
  if (reference.size() > 200)
    throw validationError("reference", "reference must be at most 200 characters");
  return reference;
}

std::string parseContactStatusRequest(const boost::json::object& body) {
  auto status = http::requireString(body, "status", 50);
  if (!services::ContactService::validStatus(status))
    throw oneOf("status", "new, answered, closed");
  return status;
}

services::UserFilter parseUserFilter(const std::optional<std::string>& q,
                                     const std::optional<std::string>& role,
                                     const std::optional<std::string>& status) {
  services::UserFilter f;
  if (q) {
    f.q = std::string(util::trimBlanks(*q));
    if (f.q.size() > 200) throw validationError("q", {"{field} is too long", {{"field", "q"}}});
  }
  if (role && !role->empty()) {
    f.role = domain::parseRole(*role);
    if (!f.role) throw oneOf("role", "client, gold_trader, admin");
  }
  if (status && !status->empty()) {
    f.status = domain::parseUserStatus(*status);
    if (!f.status) throw oneOf("status", "active, pending_approval, suspended");
  }
  return f;
}

std::vector<domain::RefundStatus> parseRefundQueueStatus(const std::optional<std::string>& status) {
  using domain::RefundStatus;
  if (!status || status->empty() || *status == "open")
    return {RefundStatus::kFailed, RefundStatus::kPending};
  auto one = domain::parseRefundStatus(*status);
  if (!one) throw oneOf("status", "open, failed, pending, succeeded, settled");
  return {*one};
}

AuditPage parseAuditPage(const std::optional<std::string>& limit,
                         const std::optional<std::string>& before) {
  AuditPage p;
  if (limit && !limit->empty()) p.limit = static_cast<int>(queryInt(*limit, "limit", 1, 500));
  if (before && !before->empty())
    p.before = queryInt(*before, "before", 1, std::numeric_limits<std::int64_t>::max());
  return p;
}

}  // namespace aurum::api
