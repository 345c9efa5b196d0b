#pragma once
// Records of the back office (inventory history, audit log, contact inbox, trader applications,
// KYC cases, sessions, dashboard counts) as storage reads them and services hand them out: plain
// data, so the API layer never names a storage type.
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "domain/quote_status.hpp"
#include "domain/user.hpp"

namespace aurum::domain {

/// One row of stock_adjustments: a change of stock other than checkout, with its reason.
struct StockAdjustment {
  std::int64_t id = 0, productId = 0, delta = 0, stockAfter = 0, actorUserId = 0, createdAtMs = 0;
  std::string reason;     ///< opening | received | damaged | correction
  std::string actorName;  ///< the actor's full name (empty when unknown)
};

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

/// A contact_requests row (the admin's inbox).
struct ContactRow {
  std::int64_t id = 0;
  std::string name, email, topic, message, status;
  std::int64_t createdAtMs = 0;
  std::optional<std::int64_t> updatedAtMs;
};

/// A refund of a cancelled paid order in the admin console's queue, with the customer it is owed to
/// (docs/admin-console.md, "Refunds").
struct QueuedRefund {
  std::int64_t orderId = 0, amountCents = 0, createdAtMs = 0, updatedAtMs = 0;
  RefundStatus status = RefundStatus::kPending;
  int attempts = 1;  ///< asked of the provider so far
  std::string message, provider, providerRef;
  std::string settledReference;  ///< settled by staff outside the provider: their reference
  std::int64_t customerId = 0;
  std::string email, firstName, lastName;
};

/// The admin dashboard's figures, one query each (docs/admin-console.md).
struct DashboardCounts {
  std::map<std::string, long long> usersByRole;    ///< role name -> accounts
  std::map<std::string, long long> usersByStatus;  ///< status name -> accounts
  long long pendingTraderApplications = 0;
  long long pendingKyc = 0;
  long long openComplianceReports = 0;
  long long failedRefunds = 0;  ///< refunds the provider refused: staff try again or settle them
  long long ordersToday = 0;
  long long revenueTodayCents = 0;  ///< Σ subtotal_cents of the day's orders not cancelled
};

/// A trader application with its decision.
struct ApplicationRow {
  domain::TraderApplication application;
  std::int64_t submittedAtMs = 0;
  std::optional<std::string> decision;  ///< approved, rejected, or null (undecided)
  std::string rejectionReason;
  std::optional<std::int64_t> decidedAtMs;
};

/// A KYC case as the admin's user detail lists it.
struct KycCaseRow {
  std::int64_t id = 0;
  std::string status;
  std::int64_t submittedAtMs = 0;
  std::optional<std::int64_t> decidedAtMs;
  std::optional<std::string> reason;
};

/// A session as its owner's session list shows it (never the token hash).
struct SessionRow {
  std::string publicId;
  std::string tokenHash;  ///< to flag the caller's own session; not sent anywhere
  std::string userAgent;
  std::string ip;
  std::int64_t createdAtMs = 0;
  std::int64_t lastSeenAtMs = 0;
};

}  // namespace aurum::domain
