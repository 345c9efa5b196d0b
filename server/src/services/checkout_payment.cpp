// The paying half of checkout: confirmation, 3-D Secure and reconciliation. The provider is
// never called inside a database transaction (a slow provider would hold the writer, and a
// retried transaction would call it again); see CheckoutService::confirm.
#include <spdlog/spdlog.h>

#include <ctime>
#include <map>
#include <stdexcept>

#include "domain/error.hpp"
#include "domain/ledger.hpp"
#include "domain/money.hpp"
#include "domain/notices.hpp"
#include "domain/order_split.hpp"
#include "domain/order_status.hpp"
#include "services/checkout_orders.hpp"
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
#include "storage/user_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::QuoteStatus;
using payments::PaymentStatus;
using storage::CheckoutRepository;
using storage::PaymentRepository;

namespace {

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
    for (int attempt = 0; attempt < 5; ++attempt) {
      auto q = CheckoutRepository::findBySecret(s, clientSecret);
      if (!q || q->userId != user.id)
        throw AppError(ErrorCode::kNotFound, "No such payment", "clientSecret");
      CheckoutRepository::expireIfDue(s, *q, now);
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
        // On PostgreSQL every statement reads its own snapshot: a twin's tx 2 that committed
        // between the two reads has moved the attempt on (and the quote with it). Read the
        // quote again, which then answers the twin's outcome.
        if (!a || a->status != domain::AttemptStatus::kProcessing) continue;
        return {q, a->idempotencyKey, std::nullopt, false};
      }
      if (q->status != QuoteStatus::kOpen)
        throw AppError(ErrorCode::kConflict, "This checkout is closed; start again from your cart",
                       "quoteId");
      // Limits and a flagged account, checked again where the quote starts to be paid.
      if (compliance_)
        ComplianceInTransaction::checkPurchase(*compliance_, s, user.id, q->total, now);
      // Claimed with the address and, for a quote still holding the placeholder, the intent
      // created above (a placeholder never matches an empty one).
      auto ref = CheckoutRepository::claimForPayment(s, q->id, shipTo,
                                                     intent ? intent->first : std::string(),
                                                     intent ? intent->second : std::string());
      if (!ref) continue;  // a concurrent confirm won
      q->status = QuoteStatus::kProcessing;
      q->providerRef = *ref;
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
    std::vector<NotificationPush> toPush;  ///< recorded with the orders, pushed after commit
  };
  auto r = db_.write([&](soci::session& s) -> TxResult {
    TxResult r;
    // The quote row is locked as it is read: on PostgreSQL a twin tx 2 (retry or webhook) waits
    // here, then reads the quote the first one left (paid, or no longer `processing`) and answers
    // its outcome.
    auto q =
        CheckoutRepository::findLocked(s, quoteId, db_.backend() == storage::Backend::kPostgres);
    if (q->status == QuoteStatus::kPaid && q->orderId)
      return {Closed::kNone, "", paidOutcome(s, *q), {}};
    // A 3-D Secure outcome reported by webhook arrives while the quote awaits the buyer.
    if (q->status == QuoteStatus::kAction && res.status != PaymentStatus::kRequiresAction &&
        CheckoutRepository::transition(s, q->id, QuoteStatus::kAction, QuoteStatus::kProcessing))
      q->status = QuoteStatus::kProcessing;
    if (q->status != QuoteStatus::kProcessing) return {Closed::kGone, "", {}, {}};
    PaymentRepository::setAttemptStatus(s, q->id, domain::attemptStatusOf(res.status), now);
    domain::Payment pay{0,          q->id,     q->userId, q->total,    now,
                        res.status, res.brand, res.last4, res.message, provider_.name()};
    // The quote's first payment is inserted at once; a later outcome (a 3-D Secure result after
    // `requires_action`) moves the payment recorded before. The quote's row is locked: no other
    // transaction inserts one meanwhile.
    if (auto first = CheckoutRepository::insertFirstPayment(s, pay, now)) {
      pay.id = *first;
    } else {
      const auto existing = PaymentRepository::paymentIdForQuote(s, q->id);
      auto old = CheckoutRepository::findPayment(s, *existing);
      if (old->status != res.status && !domain::canTransition(old->status, res.status))
        throw std::logic_error(std::string("payment may not move from ") +
                               payments::paymentStatusName(old->status) + " to " +
                               payments::paymentStatusName(res.status));
      CheckoutRepository::setPaymentStatus(s, *existing, res.status, res.message, now);
      pay = *old;
      pay.status = res.status;
      pay.message = res.message;
    }
    r.outcome.status = res.status;
    r.outcome.payment = pay;
    r.outcome.actionUrl = res.actionUrl;
    if (res.status == PaymentStatus::kSucceeded) {
      // The buyer, read once with their settings: the orders' buyer name, the AML monitor's
      // facts, and which notifications they want.
      auto buyer = storage::UserRepository::findWithSettings(s, q->userId);
      if (!buyer) throw std::logic_error("a paid quote's account is gone");
      r.outcome.orders = placeOrders(s, *q, buyer->user, pay, QuoteStatus::kProcessing, q->address,
                                     now, provenance_, compliance_);
      r.outcome.order = r.outcome.orders.front();
      if (notifications_)
        for (const auto& o : r.outcome.orders) {
          auto note = domain::orderPlacedNotice(o);
          note.createdAtMs = now;
          if (auto p = NotificationInTransaction::record(*notifications_, s, std::move(note),
                                                         buyer->settings))
            r.toPush.push_back(std::move(*p));
        }
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
  for (const auto& p : r.toPush) NotificationInTransaction::push(*notifications_, p);
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
    auto pay = CheckoutRepository::findPayment(s, paymentId);
    if (!pay || pay->userId != user.id) throw AppError(ErrorCode::kNotFound, "No such payment");
    auto q = CheckoutRepository::find(s, pay->quoteId);
    CheckoutRepository::expireIfDue(s, *q, now);
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
