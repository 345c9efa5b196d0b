#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <string>
#include <vector>

#include "domain/order.hpp"
#include "services/audit_log.hpp"
#include "services/notification_service.hpp"
#include "services/provenance_service.hpp"

// Hooks one service runs inside another service's transaction (the shop's order transaction), so
// an order and its serials or its refund commit or roll back together. For services/*.cpp only:
// no public service method takes a database session.
namespace aurum::services {

/// Records a pending refund when the order was paid (RefundService settles it after commit);
/// false when the order was not paid or already has its refund.
bool recordRefundIn(soci::session& s, const domain::Order& order, std::int64_t nowMs);

/// Writes one admin_audit row in the caller's transaction: every admin action (user, trader,
/// KYC, compliance report, order status, product and contact changes) calls it with its own
/// write, so the action and its audit row commit or roll back together (services/audit_log.cpp).
void recordAuditIn(soci::session& s, const AuditEntry& entry, std::int64_t nowMs);

/// NotificationService's hook for the order transaction: the buyer's notification commits with
/// the order it tells of (never one without the other); `push` sends it after the commit.
struct NotificationInTransaction {
  /// The push to send after the commit; nullopt when the buyer's settings (`settingsDoc`, their
  /// document as read in this transaction) switch the kind off or ask for no push.
  static std::optional<NotificationPush> record(NotificationService& n, soci::session& s,
                                                domain::Notification note,
                                                const std::optional<std::string>& settingsDoc) {
    auto recorded = n.recordIn(s, std::move(note), settingsDoc);
    if (!recorded) return std::nullopt;
    return std::move(recorded->push);
  }
  static void push(NotificationService& n, const NotificationPush& p) { n.push(p); }
};

/// ProvenanceService's order hooks (docs/provenance.md, "Orders and serials").
struct ProvenanceInTransaction {
  /// Allocates `quantity` in-stock serials of `product` to the order the caller's transaction has
  /// just created, serializing units the registry lacks from the seller's stock
  /// (ProvenanceService::allocateToOrder does the same for an existing order).
  static std::vector<std::string> allocateToNewOrder(ProvenanceService& p, soci::session& s,
                                                     std::int64_t orderId,
                                                     const domain::Product& product, int quantity,
                                                     std::int64_t buyerUserId) {
    return p.allocateToNewOrderIn(s, orderId, product, quantity, buyerUserId);
  }
  static void recordOrderDelivered(ProvenanceService& p, soci::session& s, std::int64_t orderId,
                                   const std::string& place) {
    p.recordOrderDeliveredIn(s, orderId, place);
  }
  /// An order cancelled before shipment: each sold item returns to dealer stock.
  static void releaseOrder(ProvenanceService& p, soci::session& s, std::int64_t orderId) {
    p.releaseOrderIn(s, orderId);
  }
  /// InventoryService: `count` units received into a serialized product's stock get serials.
  static std::vector<std::string> registerStockUnits(ProvenanceService& p, soci::session& s,
                                                     std::int64_t productId, std::int64_t count,
                                                     std::int64_t adjustmentId,
                                                     std::int64_t actorUserId) {
    return p.registerStockUnitsIn(s, productId, count, adjustmentId, actorUserId);
  }
};

}  // namespace aurum::services

#include "services/compliance_service.hpp"

namespace aurum::services {

/// ComplianceService's checkout hooks (docs/compliance.md, "Limits" and "Monitoring").
struct ComplianceInTransaction {
  /// In the transaction that moves a quote to processing: refuses a flagged account or a
  /// purchase past a limit (the account row is locked on PostgreSQL, so two parallel checkouts
  /// cannot both slip under it).
  static void checkPurchase(ComplianceService& c, soci::session& s, std::int64_t userId,
                            std::int64_t amountCents, std::int64_t nowMs) {
    c.checkPurchaseIn(s, userId, amountCents, nowMs);
  }
  /// In the transaction that records a paid payment: runs the AML rules once per payment.
  /// `buyer` is the account as read in that transaction.
  static void monitorPayment(ComplianceService& c, soci::session& s, const domain::User& buyer,
                             std::int64_t quoteId, std::int64_t amountCents,
                             const std::string& shippingName, std::int64_t nowMs) {
    c.monitorPaymentIn(s, buyer, quoteId, amountCents, shippingName, nowMs);
  }
};

}  // namespace aurum::services
