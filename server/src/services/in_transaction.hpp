#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <string>
#include <vector>

#include "domain/order.hpp"
#include "services/provenance_service.hpp"

// Hooks one service runs inside another service's transaction (the shop's order transaction), so
// an order and its serials or its refund commit or roll back together. For services/*.cpp only:
// no public service method takes a database session.
namespace aurum::services {

/// Records a pending refund when the order was paid (RefundService settles it after commit);
/// false when the order was not paid or already has its refund.
bool recordRefundIn(soci::session& s, const domain::Order& order, std::int64_t nowMs);

/// ProvenanceService's order hooks (docs/provenance.md, "Orders and serials").
struct ProvenanceInTransaction {
  /// Allocates `quantity` in-stock serials of product `productId` to the order, serializing units
  /// the registry lacks from the seller's stock first; idempotent per (order, product).
  static std::vector<std::string> allocateToOrder(ProvenanceService& p, soci::session& s,
                                                  std::int64_t orderId, std::int64_t productId,
                                                  int quantity, std::int64_t buyerUserId) {
    return p.allocateToOrderIn(s, orderId, productId, quantity, buyerUserId);
  }
  static void recordOrderDelivered(ProvenanceService& p, soci::session& s, std::int64_t orderId,
                                   const std::string& place) {
    p.recordOrderDeliveredIn(s, orderId, place);
  }
  /// An order cancelled before shipment: each sold item returns to dealer stock.
  static void releaseOrder(ProvenanceService& p, soci::session& s, std::int64_t orderId) {
    p.releaseOrderIn(s, orderId);
  }
};

}  // namespace aurum::services
