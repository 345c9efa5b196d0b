#pragma once
#include <functional>
#include <optional>
#include <vector>

#include "domain/order.hpp"
#include "domain/user.hpp"
#include "services/catalogue_service.hpp"
#include "services/provenance_service.hpp"
#include "services/refund_service.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// Orders after payment: listing, detail, and moving along the transition table. Cancelling
/// before shipment restores stock and posts the reversing ledger entry in the same transaction.
/// Filters of the managed order list (unset: any).
struct ManagedOrderFilter {
  std::int64_t sellerId = 0;  ///< admins only
  std::optional<domain::OrderStatus> status;
  std::string query;  ///< an order number, or part of the buyer's name or e-mail
};

class OrderService {
 public:
  /// `provenance` (optional) records delivery and releases serials on cancellation, in the
  /// same transaction as the status change.
  /// `refunds` (optional) refunds a paid order through the provider when it is cancelled.
  OrderService(storage::Database& db, CatalogueService& catalogue, const util::Clock& clock,
               ProvenanceService* provenance = nullptr, RefundService* refunds = nullptr)
      : db_(db), catalogue_(catalogue), clock_(clock), provenance_(provenance), refunds_(refunds) {}

  std::vector<domain::Order> listForUser(std::int64_t userId);
  /// The trader's own orders (one seller each); every seller's for an admin (who may filter
  /// by seller). Newest first, at most 500.
  std::vector<domain::Order> listManaged(const domain::User& user,
                                         const ManagedOrderFilter& filter = {});
  /// Detail for the buyer, a trader selling a line of it, or an admin; 404 for anyone else.
  domain::Order get(const domain::User& user, std::int64_t orderId);
  /// Trader/admin move (shipped needs a tracking number); 409 outside the table.
  domain::Order changeStatus(const domain::User& actor, std::int64_t orderId,
                             domain::OrderStatus to, std::optional<std::string> trackingNumber,
                             const std::string& note = "");
  /// The buyer cancels a pending or processing order.
  domain::Order cancelByBuyer(const domain::User& buyer, std::int64_t orderId);
  /// Called after a status change commits, with the order as it now is (the buyer's
  /// notification; App wires it).
  void setStatusHook(std::function<void(const domain::Order&)> hook) {
    statusHook_ = std::move(hook);
  }

 private:
  domain::Order apply(const domain::User& actor, domain::Order order, domain::OrderStatus to,
                      std::optional<std::string> trackingNumber, const std::string& note);
  storage::Database& db_;
  CatalogueService& catalogue_;
  const util::Clock& clock_;
  ProvenanceService* provenance_;
  RefundService* refunds_;
  std::function<void(const domain::Order&)> statusHook_;
};

}  // namespace aurum::services
