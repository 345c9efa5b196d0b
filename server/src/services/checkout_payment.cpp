// The paying half of checkout: confirmation, 3-D Secure and reconciliation. The provider is
// never called inside a database transaction (a slow provider would hold the writer, and a
// retried transaction would call it again); see CheckoutService::confirm.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <ctime>
#include <map>
#include <stdexcept>

#include "domain/error.hpp"
#include "domain/ledger.hpp"
#include "domain/money.hpp"
#include "domain/order_split.hpp"
#include "domain/order_status.hpp"
#include "services/checkout_service.hpp"
#include "services/in_transaction.hpp"
#include "services/provider_intent.hpp"
#include "storage/cart_repository.hpp"
#include "storage/checkout_repository.hpp"
#include "storage/compliance_repository.hpp"
#include "storage/ledger_repository.hpp"
#include "storage/order_repository.hpp"
#include "storage/payment_repository.hpp"
#include "storage/product_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::QuoteStatus;
using payments::PaymentStatus;
using storage::CheckoutRepository;
using storage::PaymentRepository;

namespace {

/// The paid quote becomes one order per seller (linked by the quote, paid by its one payment):
/// stock already held by the reservation is consumed, each order's ledger journal is posted with
/// its share of shipping and tax (domain/order_split), serials are allocated and the cart
/// emptied, all in the caller's transaction. Orders are created by ascending seller id (house
/// products first), so the first order is stable across replays.
std::vector<domain::Order> placeOrders(soci::session& s, const domain::Quote& q,
                                       const domain::Payment& pay, domain::QuoteStatus fromStatus,
                                       const domain::ShippingAddress& address, std::int64_t now,
                                       ProvenanceService* provenance,
                                       ComplianceService* compliance) {
  std::map<std::int64_t, std::vector<domain::OrderLine>> bySeller;
  for (const auto& l : CheckoutRepository::lines(s, q.id)) {
    auto p = storage::ProductRepository::find(s, l.productId);
    auto seller = p ? p->sellerId : 0;
    bySeller[seller].push_back({l.productId,
                                seller,
                                l.name,
                                l.metal,
                                l.quantity,
                                l.unitCents,
                                l.fineWeightMicroOz,
                                p ? p->imageUrl : "",
                                {},
                                l.premiumCents});
  }
  std::vector<std::pair<std::int64_t, std::int64_t>> subtotals;
  for (const auto& [seller, lines] : bySeller) {
    std::int64_t sub = 0;
    for (const auto& l : lines) sub += l.unitCents * l.quantity;
    subtotals.emplace_back(seller, sub);
  }
  auto shares = domain::splitBySeller(subtotals, q.shipping, q.tax);
  if (!CheckoutRepository::transition(s, q.id, fromStatus, QuoteStatus::kPaid))
    throw std::logic_error("quote changed while being paid");
  storage::ComplianceRepository::countPaidPayment(s, q.userId, q.id, q.total);
  // The orders as placed: the answer is built from what was just written (the header read back
  // for the names and the quote's times), not read again line by line.
  const std::vector<domain::OrderHistoryEntry> placed{
      {domain::OrderStatus::kPending, now, "system", "Order placed"},
      {domain::OrderStatus::kProcessing, now, "system", "Payment succeeded"}};
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
    o.lines = bySeller[share.sellerId];
    o.id = storage::OrderRepository::insert(s, o);
    storage::OrderRepository::addSystemHistory(s, o.id, placed);
    std::vector<domain::PurchaseLine> ledgerLines;
    for (const auto& l : o.lines)
      ledgerLines.push_back({l.metal, l.fineWeightMicroOz * l.quantity, l.unitCents * l.quantity});
    storage::LedgerRepository::post(
        s, q.userId, "purchase", o.id, std::nullopt, "Order #" + std::to_string(o.id),
        domain::purchasePostings(q.userId, ledgerLines, o.shipping, o.tax), now);
    // Specific serialized units for every line, committed with the order (or not at all).
    // Quote lines come by product, as OrderRepository::loadDetail lists an order's lines.
    if (provenance)
      for (auto& l : o.lines) {
        l.serials = ProvenanceInTransaction::allocateToOrder(
            *provenance, s, o.id, l.productId, static_cast<int>(l.quantity), q.userId);
        std::sort(l.serials.begin(), l.serials.end());  // as OrderRepository::loadDetail lists them
      }
    orders.push_back(std::move(o));
  }
  CheckoutRepository::consumeReservations(s, q.id);
  // Shipping was stored when paying began.
  CheckoutRepository::setOrder(s, q.id, orders.front().id);
  storage::CartRepository::clear(s, q.userId);
  // AML monitoring of this payment (once, for its whole amount), committed with its orders.
  if (compliance)
    ComplianceInTransaction::monitorPayment(*compliance, s, q.userId, q.id, q.total,
                                            address.firstName + " " + address.lastName, now);
  std::vector<domain::Order> out;
  for (auto& o : orders) {
    auto full = storage::OrderRepository::find(s, o.id);
    full->lines = std::move(o.lines);
    full->history = placed;
    out.push_back(std::move(*full));
  }
  return out;
}

/// The buyer's notification of a placed order (texts are stored in English; docs/notifications.md).
domain::Notification orderPlacedNotification(const domain::Order& o, std::int64_t now) {
  const std::string id = std::to_string(o.id);
  return {0,
          o.userId,
          "order_status",
          "Order #" + id + " placed",
          "Your payment was received; order #" + id + " is now " +
              domain::orderStatusName(o.status) + ".",
          "/orders",
          now,
          std::nullopt};
}

/// What a confirmation of an already-paid quote answers: the same orders.
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

std::pair<int, int> yearMonthUtc(std::int64_t nowMs) {
  std::time_t t = static_cast<std::time_t>(nowMs / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  return {tm.tm_year + 1900, tm.tm_mon + 1};
}

/// Stable for the quote across retries, so the provider sees one charge request however often
/// it is sent. The 3-D Secure step has its own.
std::string confirmKey(const domain::Quote& q) { return "aurum-confirm-" + q.providerRef; }

/// What tx 1 decided: call the provider for `quote`, or answer without calling it.
struct Start {
  std::optional<domain::Quote> quote;
  std::string key;
  std::optional<PaymentOutcome> answer;  // already paid
  bool expired = false;
};

}  // namespace

PaymentOutcome CheckoutService::confirm(const domain::User& user, const std::string& clientSecret,
                                        const domain::CardInput& card,
                                        const domain::ShippingAddress& address) {
  auto [year, month] = yearMonthUtc(clock_.nowMs());
  payments::PaymentMethodInput method;
  method.digits = domain::validateCard(card, year, month);
  method.card = card;
  return pay(user, clientSecret, method, address);
}

PaymentOutcome CheckoutService::confirmWithPaymentMethod(const domain::User& user,
                                                         const std::string& clientSecret,
                                                         const std::string& paymentMethodId,
                                                         const domain::ShippingAddress& address) {
  if (paymentMethodId.rfind("pm_", 0) != 0 || paymentMethodId.size() > 200)
    throw domain::validationError("paymentMethodId",
                                  "paymentMethodId must be a payment method id (pm_...)");
  payments::PaymentMethodInput method;
  method.paymentMethodId = paymentMethodId;
  return pay(user, clientSecret, method, address);
}

PaymentOutcome CheckoutService::pay(const domain::User& user, const std::string& clientSecret,
                                    const payments::PaymentMethodInput& method,
                                    const domain::ShippingAddress& address) {
  const auto now = clock_.nowMs();
  const auto shipTo = validateShipping(address);
  // The provider's intent for a quote that has none yet is created first, outside any
  // transaction (with Stripe a network call, idempotent by the quote's reference), and tx 1
  // stores its ref with the attempt: one write transaction fewer than storing it on its own.
  std::optional<std::pair<std::string, std::string>> intent;  // the placeholder, the provider's ref
  if (auto q = db_.read(
          [&](soci::session& s) { return CheckoutRepository::findBySecret(s, clientSecret); });
      q && q->userId == user.id && q->status == QuoteStatus::kOpen && intentPending(*q))
    intent.emplace(q->providerRef, createPendingIntent(provider_, *q));
  // tx 1: validate the quote and record the attempt `processing` (or find the one recorded).
  auto start = db_.write([&](soci::session& s) -> Start {
    CheckoutRepository::expireDue(s, now);
    for (int attempt = 0; attempt < 5; ++attempt) {
      auto q = CheckoutRepository::findBySecret(s, clientSecret);
      if (!q || q->userId != user.id)
        throw AppError(ErrorCode::kNotFound, "No such payment", "clientSecret");
      if (q->status == QuoteStatus::kPaid) return {std::nullopt, "", paidOutcome(s, *q), false};
      if (q->status == QuoteStatus::kExpired) return {std::nullopt, "", std::nullopt, true};
      if (q->status == QuoteStatus::kAcceptance)
        throw AppError(ErrorCode::kConflict,
                       {"The price changed: accept the new total of ${total} before paying",
                        {{"total", domain::formatCents(q->total)}}},
                       "quoteId");
      if (q->status == QuoteStatus::kAction)
        throw AppError(ErrorCode::kConflict, "This payment is waiting for your bank's approval",
                       "clientSecret");
      if (q->status == QuoteStatus::kProcessing) {
        // A retry (or a twin request) of a confirmation already recorded: ask the provider again
        // under the same key; it answers the first result without charging again.
        auto a = PaymentRepository::attemptForQuote(s, q->id);
        if (!a || a->status != domain::AttemptStatus::kProcessing)
          throw AppError(ErrorCode::kConflict, "This payment is already being processed",
                         "clientSecret");
        return {q, a->idempotencyKey, std::nullopt, false};
      }
      if (q->status != QuoteStatus::kOpen)
        throw AppError(ErrorCode::kConflict, "This checkout is closed; start again from your cart",
                       "quoteId");
      // Limits and a flagged account, checked again where the quote starts to be paid.
      if (compliance_)
        ComplianceInTransaction::checkPurchase(*compliance_, s, user.id, q->total, now);
      if (!CheckoutRepository::transition(s, q->id, QuoteStatus::kOpen, QuoteStatus::kProcessing))
        continue;  // a concurrent confirm won
      CheckoutRepository::setShipping(s, q->id, shipTo);
      if (intent && q->providerRef == intent->first)
        q->providerRef = storage::replaceProviderRef(s, q->id, intent->first, intent->second);
      storage::PaymentAttemptRow a{
          0, q->id, user.id, now, now, confirmKey(*q), domain::AttemptStatus::kProcessing};
      PaymentRepository::insertAttempt(s, a);
      return {q, a.idempotencyKey, std::nullopt, false};
    }
    throw AppError(ErrorCode::kConflict, "This payment is already being processed", "clientSecret");
  });
  if (start.expired) {
    catalogue_.invalidate();
    throw quoteExpiredError();
  }
  if (start.answer) return *start.answer;
  // No transaction: the provider calls (the intent is created here only for a quote tx 1 found
  // without one, e.g. a retry that raced the first confirmation).
  ensureProviderIntent(db_, provider_, *start.quote);
  auto res = provider_.confirm(start.quote->providerRef, start.quote->total, method, start.key);
  if (afterProviderCall_) afterProviderCall_();
  // tx 2: record the result; a success creates the order exactly once.
  return recordResult(start.quote->id, res, clock_.nowMs());
}

PaymentOutcome CheckoutService::recordResult(std::int64_t quoteId,
                                             const payments::PaymentResult& res, std::int64_t now) {
  enum class Closed { kNone, kDeclined, kGone };
  struct TxResult {
    Closed closed = Closed::kNone;
    std::string message;
    PaymentOutcome outcome;
    std::vector<domain::Notification> toPush;  ///< recorded with the orders, pushed after commit
  };
  auto r = db_.write([&](soci::session& s) -> TxResult {
    TxResult r;
    auto q = CheckoutRepository::find(s, quoteId);
    if (q->status == QuoteStatus::kPaid && q->orderId)
      return {Closed::kNone, "", paidOutcome(s, *q), {}};
    // A 3-D Secure outcome reported by webhook arrives while the quote awaits the buyer.
    if (q->status == QuoteStatus::kAction && res.status != PaymentStatus::kRequiresAction &&
        CheckoutRepository::transition(s, q->id, QuoteStatus::kAction, QuoteStatus::kProcessing))
      q->status = QuoteStatus::kProcessing;
    if (q->status != QuoteStatus::kProcessing) return {Closed::kGone, "", {}, {}};
    // Lock the quote row first: on PostgreSQL a twin tx 2 (retry or webhook) waits here, then
    // finds the quote no longer `processing` and answers the first one's outcome.
    if (!CheckoutRepository::transition(s, q->id, QuoteStatus::kProcessing,
                                        QuoteStatus::kProcessing)) {
      q = CheckoutRepository::find(s, quoteId);
      if (q->status == QuoteStatus::kPaid && q->orderId)
        return {Closed::kNone, "", paidOutcome(s, *q), {}};
      return {Closed::kGone, "", {}, {}};
    }
    PaymentRepository::setAttemptStatus(s, q->id, domain::attemptStatusOf(res.status), now);
    domain::Payment pay{0,          q->id,     q->userId, q->total,    now,
                        res.status, res.brand, res.last4, res.message, provider_.name()};
    if (auto existing = PaymentRepository::paymentIdForQuote(s, q->id)) {
      auto old = CheckoutRepository::findPayment(s, *existing);
      if (old->status != res.status && !domain::canTransition(old->status, res.status))
        throw std::logic_error(std::string("payment may not move from ") +
                               payments::paymentStatusName(old->status) + " to " +
                               payments::paymentStatusName(res.status));
      CheckoutRepository::setPaymentStatus(s, *existing, res.status, res.message, now);
      pay = *old;
      pay.status = res.status;
      pay.message = res.message;
    } else {
      pay.id = CheckoutRepository::insertPayment(s, pay, now);
    }
    r.outcome.status = res.status;
    r.outcome.payment = pay;
    r.outcome.actionUrl = res.actionUrl;
    if (res.status == PaymentStatus::kSucceeded) {
      r.outcome.orders = placeOrders(s, *q, pay, QuoteStatus::kProcessing, q->address, now,
                                     provenance_, compliance_);
      r.outcome.order = r.outcome.orders.front();
      if (notifications_)
        for (const auto& o : r.outcome.orders)
          if (auto n = NotificationInTransaction::record(*notifications_, s,
                                                         orderPlacedNotification(o, now)))
            r.toPush.push_back(std::move(*n));
    } else if (res.status == PaymentStatus::kRequiresAction) {
      CheckoutRepository::transition(s, q->id, QuoteStatus::kProcessing, QuoteStatus::kAction);
    } else {
      CheckoutRepository::transition(s, q->id, QuoteStatus::kProcessing, QuoteStatus::kDeclined);
      CheckoutRepository::releaseReservations(s, q->id);
      r.closed = Closed::kDeclined;
      r.message = res.message.empty() ? "Your card was declined." : res.message;
    }
    return r;
  });
  catalogue_.invalidate();
  for (const auto& n : r.toPush) NotificationInTransaction::push(*notifications_, n);
  if (r.closed == Closed::kGone)
    throw AppError(ErrorCode::kConflict, "This checkout is closed; start again from your cart",
                   "quoteId");
  if (r.closed == Closed::kDeclined)
    throw AppError(ErrorCode::kPaymentDeclined, r.message, "card.number");
  return r.outcome;
}

PaymentOutcome CheckoutService::authenticate(const domain::User& user, std::int64_t paymentId,
                                             bool approve) {
  const auto now = clock_.nowMs();
  // tx 1: the quote leaves `action` for `processing` so no second authentication runs alongside.
  auto start = db_.write([&](soci::session& s) -> Start {
    CheckoutRepository::expireDue(s, now);
    auto pay = CheckoutRepository::findPayment(s, paymentId);
    if (!pay || pay->userId != user.id) throw AppError(ErrorCode::kNotFound, "No such payment");
    auto q = CheckoutRepository::find(s, pay->quoteId);
    if (q->status == QuoteStatus::kPaid && q->orderId)
      return {std::nullopt, "", paidOutcome(s, *q), false};
    if (pay->status != PaymentStatus::kRequiresAction)
      throw AppError(ErrorCode::kConflict, "This payment is not waiting for authentication");
    if (q->status == QuoteStatus::kExpired) return {std::nullopt, "", std::nullopt, true};
    if (q->status != QuoteStatus::kAction ||
        !CheckoutRepository::transition(s, q->id, QuoteStatus::kAction, QuoteStatus::kProcessing))
      throw AppError(ErrorCode::kConflict, "This payment is already being processed");
    PaymentRepository::setAttemptStatus(s, q->id, domain::AttemptStatus::kProcessing, now);
    return {q, "", std::nullopt, false};
  });
  if (start.expired) {
    catalogue_.invalidate();
    throw quoteExpiredError();
  }
  if (start.answer) return *start.answer;
  auto res = provider_.authenticate(start.quote->providerRef, approve);
  if (afterProviderCall_) afterProviderCall_();
  try {
    return recordResult(start.quote->id, res, clock_.nowMs());
  } catch (const AppError& e) {
    // A denied authentication is no card error: name no field.
    if (e.code() == ErrorCode::kPaymentDeclined)
      throw AppError(ErrorCode::kPaymentDeclined, e.message());
    throw;
  }
}

int CheckoutService::reconcile(std::int64_t olderThanMs) {
  auto stale = db_.read([&](soci::session& s) {
    return PaymentRepository::staleAttempts(s, clock_.nowMs() - olderThanMs);
  });
  int n = 0;
  for (const auto& a : stale) {
    auto q = db_.read([&](soci::session& s) { return CheckoutRepository::find(s, a.quoteId); });
    if (!q) continue;
    try {
      // A placeholder ref means the provider never saw this intent, so nothing was charged.
      payments::PaymentResult never;
      never.message = "The payment was not completed.";
      recordResult(q->id, intentPending(*q) ? never : provider_.retrieve(q->providerRef),
                   clock_.nowMs());
    } catch (const AppError& e) {
      // Declined or already closed: either way the attempt is resolved. Unavailable: the provider
      // could not answer; the attempt stays processing for the next run.
      if (e.code() == ErrorCode::kUnavailable) {
        spdlog::warn("payment attempt for quote {} not reconciled yet: {}", q->id, e.what());
        continue;
      }
    } catch (const std::exception& e) {
      // Anything else (the database) must not stop the other attempts from being settled.
      spdlog::warn("payment attempt for quote {} not reconciled yet: {}", q->id, e.what());
      continue;
    }
    ++n;
  }
  return n;
}

bool CheckoutService::applyProviderOutcome(const std::string& intentRef,
                                           const payments::PaymentResult& result) {
  auto q = db_.read(
      [&](soci::session& s) { return CheckoutRepository::findByProviderRef(s, intentRef); });
  if (!q || (q->status != QuoteStatus::kProcessing && q->status != QuoteStatus::kAction))
    return false;
  try {
    recordResult(q->id, result, clock_.nowMs());
  } catch (const AppError&) {
    // A decline or a quote closed meanwhile is still a handled event.
  }
  return true;
}

}  // namespace aurum::services
