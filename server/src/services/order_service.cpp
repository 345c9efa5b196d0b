#include "services/order_service.hpp"

#include "domain/error.hpp"
#include "domain/ledger.hpp"
#include "domain/user_text.hpp"
#include "services/in_transaction.hpp"
#include "storage/ledger_repository.hpp"
#include "storage/order_repository.hpp"
#include "storage/product_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::OrderStatus;

namespace {
AppError notFound() { return AppError(ErrorCode::kNotFound, "No such order"); }

bool mayView(soci::session& s, const domain::User& u, const domain::Order& o) {
  if (u.role == domain::Role::kAdmin || o.userId == u.id) return true;
  return u.role == domain::Role::kGoldTrader && storage::OrderRepository::sellsIn(s, o.id, u.id);
}
}  // namespace

std::vector<domain::Order> OrderService::listForUser(std::int64_t userId) {
  return db_.read(
      [&](soci::session& s) { return storage::OrderRepository::listForUser(s, userId); });
}

std::vector<domain::Order> OrderService::listManaged(const domain::User& user,
                                                     const ManagedOrderFilter& filter) {
  storage::OrderFilter f;
  f.sellerId = user.role == domain::Role::kAdmin ? filter.sellerId : user.id;
  f.status = filter.status ? domain::orderStatusName(*filter.status) : "";
  f.query = filter.query;
  if (user.role != domain::Role::kAdmin && user.role != domain::Role::kGoldTrader) return {};
  return db_.read([&](soci::session& s) { return storage::OrderRepository::listManaged(s, f); });
}

domain::Order OrderService::get(const domain::User& user, std::int64_t orderId) {
  return db_.read([&](soci::session& s) {
    auto o = storage::OrderRepository::find(s, orderId);
    if (!o || !mayView(s, user, *o)) throw notFound();
    storage::OrderRepository::loadDetail(s, *o);
    return *o;
  });
}

domain::Order OrderService::changeStatus(const domain::User& actor, std::int64_t orderId,
                                         OrderStatus to, std::optional<std::string> tracking,
                                         const std::string& note) {
  if (domain::needsTrackingNumber(to) && (!tracking || tracking->empty()))
    throw domain::validationError("trackingNumber",
                                  "A tracking number is required to mark an order shipped");
  auto current = get(actor, orderId);
  if (actor.role == domain::Role::kClient) throw notFound();
  return apply(actor, current, to, std::move(tracking), note);
}

domain::Order OrderService::cancelByBuyer(const domain::User& buyer, std::int64_t orderId) {
  auto current = get(buyer, orderId);
  if (current.userId != buyer.id) throw notFound();
  return apply(buyer, current, OrderStatus::kCancelled, std::nullopt,
               domain::userText("Cancelled by the buyer"));
}

domain::Order OrderService::apply(const domain::User& actor, domain::Order order, OrderStatus to,
                                  std::optional<std::string> tracking, const std::string& note) {
  const auto now = clock_.nowMs();
  auto refuse = [&](OrderStatus from) {
    return AppError(
        ErrorCode::kConflict,
        {"An order that is {from} cannot become {to}",
         {{"from", domain::orderStatusName(from)}, {"to", domain::orderStatusName(to)}}},
        "status");
  };
  if (!domain::canTransition(order.status, to)) throw refuse(order.status);
  if (!domain::needsTrackingNumber(to)) tracking.reset();
  db_.write([&](soci::session& s) {
    // Conditional on the status we read: a concurrent change makes this fail instead of applying
    // twice.
    if (!storage::OrderRepository::transition(s, order.id, order.status, to, tracking, now)) {
      auto fresh = storage::OrderRepository::find(s, order.id);
      throw refuse(fresh ? fresh->status : order.status);
    }
    storage::OrderRepository::addHistory(
        s, order.id, to, actor.id, actor.email,
        note.empty() && tracking ? domain::trackingNote(*tracking) : domain::Message(note), now);
    if (actor.role == domain::Role::kAdmin)  // the admin audit log, in this transaction
      recordAuditIn(s,
                    AuditEntry::by(actor, "order.status", "order", order.id,
                                   std::string(domain::orderStatusName(order.status)) + " -> " +
                                       domain::orderStatusName(to)),
                    now);
    if (to == OrderStatus::kCancelled) {
      storage::OrderRepository::loadDetail(s, order);
      for (const auto& l : order.lines)
        storage::ProductRepository::giveBack(s, l.productId, l.quantity);
      if (auto j = storage::LedgerRepository::purchaseOf(s, order.id))
        storage::LedgerRepository::post(
            s, order.userId, "cancellation", order.id, j->id,
            domain::formatMessage(domain::journalDescription("cancellation", order.id, "")),
            domain::reversePostings(j->postings), now);
      if (provenance_) ProvenanceInTransaction::releaseOrder(*provenance_, s, order.id);
      // Recorded with the cancellation; the provider is called after the commit.
      if (refunds_) recordRefundIn(s, order, now);
    }
    if (to == OrderStatus::kDelivered && provenance_) {
      const auto& a = order.address;
      ProvenanceInTransaction::recordOrderDelivered(*provenance_, s, order.id,
                                                    a.city + ", " + a.state + ", " + a.country);
    }
  });
  if (to == OrderStatus::kCancelled) catalogue_.invalidate();
  auto changed = get(actor, order.id);
  if (statusHook_) statusHook_(changed);
  // The refund is asked for after the cancellation is announced, so a refusal's notice follows
  // it; the answer carries the refund as it stands then.
  if (to == OrderStatus::kCancelled && refunds_ && refunds_->settle(order.id))
    changed = get(actor, order.id);
  return changed;
}

}  // namespace aurum::services
