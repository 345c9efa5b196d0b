// The orders a paid checkout places, and what a replayed confirmation answers
// (services/checkout_orders.hpp).
#include "services/checkout_orders.hpp"

#include <map>
#include <stdexcept>

#include "domain/ledger.hpp"
#include "domain/order_split.hpp"
#include "domain/order_status.hpp"
#include "domain/user_text.hpp"
#include "services/in_transaction.hpp"
#include "storage/cart_repository.hpp"
#include "storage/checkout_repository.hpp"
#include "storage/compliance_repository.hpp"
#include "storage/ledger_repository.hpp"
#include "storage/order_repository.hpp"
#include "storage/product_repository.hpp"

namespace aurum::services {

using domain::QuoteStatus;
using payments::PaymentStatus;
using storage::CheckoutRepository;

std::vector<domain::Order> placeOrders(soci::session& s, const domain::Quote& q,
                                       const domain::User& buyer, const domain::Payment& pay,
                                       domain::QuoteStatus fromStatus,
                                       const domain::ShippingAddress& address, std::int64_t now,
                                       ProvenanceService* provenance,
                                       ComplianceService* compliance) {
  std::map<std::int64_t, std::vector<domain::OrderLine>> bySeller;
  // The quote's lines with their products (by product id, as the lines were placed), one read.
  std::map<std::int64_t, domain::Product> products;
  // Each seller's display name as the products carry it ("Aurum" for the house).
  std::map<std::int64_t, std::string> sellerNames;
  for (const auto& [l, p] : storage::ProductRepository::linesOfQuote(s, q.id)) {
    bySeller[p.sellerId].push_back({l.productId,
                                    p.sellerId,
                                    l.name,
                                    l.metal,
                                    l.quantity,
                                    l.unitCents,
                                    l.fineWeightMicroOz,
                                    p.imageUrl,
                                    {},
                                    l.premiumCents});
    sellerNames.emplace(p.sellerId, p.sellerName);
    products.emplace(p.id, p);
  }
  std::vector<std::pair<std::int64_t, std::int64_t>> subtotals;
  for (const auto& [seller, lines] : bySeller) {
    std::int64_t sub = 0;
    for (const auto& l : lines) sub += l.unitCents * l.quantity;
    subtotals.emplace_back(seller, sub);
  }
  auto shares = domain::splitBySeller(subtotals, q.shipping, q.tax);
  storage::ComplianceRepository::countPaidPayment(s, q.userId, q.id, q.total);
  // The orders as placed: the answer is built from what was just written, not read back.
  const std::vector<domain::OrderHistoryEntry> placed{
      {domain::OrderStatus::kPending, now, "system", {domain::userText("Order placed")}},
      {domain::OrderStatus::kProcessing, now, "system", {domain::userText("Payment succeeded")}}};
  std::vector<domain::Order> orders;
  for (const auto& share : shares) {
    domain::Order o;
    o.userId = q.userId;
    o.quoteId = q.id;
    o.sellerId = share.sellerId;
    o.paymentId = pay.id;
    o.status = domain::OrderStatus::kProcessing;
    o.subtotal = share.subtotal;
    o.shipping = share.shipping;
    o.tax = share.tax;
    o.total = share.total();
    o.paymentMethod = pay.brand + " \xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2 " + pay.last4;
    o.address = address;
    o.createdAtMs = o.updatedAtMs = now;
    o.buyerName = buyer.firstName + " " + buyer.lastName;
    o.sellerName = sellerNames.at(share.sellerId);
    o.quoteCreatedAtMs = q.createdAtMs;
    o.quoteExpiresAtMs = q.expiresAtMs;
    o.lines = bySeller[share.sellerId];
    for (const auto& l : o.lines) o.itemCount += l.quantity;
    o.history = placed;
    o.id = storage::OrderRepository::insert(s, o);
    storage::OrderRepository::addSystemHistory(s, o.id, placed);
    std::vector<domain::PurchaseLine> ledgerLines;
    for (const auto& l : o.lines)
      ledgerLines.push_back({l.metal, l.fineWeightMicroOz * l.quantity, l.unitCents * l.quantity});
    storage::LedgerRepository::post(
        s, q.userId, "purchase", o.id, std::nullopt,
        domain::formatMessage(domain::journalDescription("purchase", o.id, "")),
        domain::purchasePostings(q.userId, ledgerLines, o.shipping, o.tax), now);
    // Specific serialized units for every line, committed with the order (or not at all).
    // Quote lines come by product, as OrderRepository::loadDetail lists an order's lines.
    if (provenance)
      for (auto& l : o.lines)
        l.serials = ProvenanceInTransaction::allocateToNewOrder(
            *provenance, s, o.id, products.at(l.productId), static_cast<int>(l.quantity), q.userId);
    orders.push_back(std::move(o));
  }
  CheckoutRepository::consumeReservations(s, q.id);
  // Shipping was stored when paying began. Paid before the AML monitor reads: its windows leave
  // out this payment as a paid one (ComplianceRepository::amlWindows).
  CheckoutRepository::markPaid(s, q.id, fromStatus, orders.front().id);
  storage::CartRepository::clear(s, q.userId);
  // AML monitoring of this payment (once, for its whole amount), committed with its orders.
  if (compliance)
    ComplianceInTransaction::monitorPayment(*compliance, s, buyer, q.id, q.total,
                                            address.firstName + " " + address.lastName, now);
  return orders;
}

PaymentOutcome paidOutcome(soci::session& s, const domain::Quote& q) {
  PaymentOutcome out;
  out.status = PaymentStatus::kSucceeded;
  out.orders = storage::OrderRepository::listForQuote(s, q.id);
  if (out.orders.empty()) throw std::logic_error("paid quote without order");
  for (auto& o : out.orders) storage::OrderRepository::loadDetail(s, o);
  if (auto p = CheckoutRepository::findPayment(s, out.orders.front().paymentId)) out.payment = *p;
  out.order = out.orders.front();
  return out;
}

}  // namespace aurum::services
