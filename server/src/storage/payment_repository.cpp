#include "storage/payment_repository.hpp"

#include <optional>

#include "domain/compliance.hpp"

namespace aurum::storage {

namespace {

constexpr const char* kAttemptColumns =
    "SELECT id, quote_id, user_id, created_at, updated_at, idempotency_key, status FROM "
    "payment_attempts WHERE ";

template <class T>
std::vector<PaymentAttemptRow> attemptsWhere(soci::session& s, const std::string& where, T key) {
  long long id = 0, qid = 0, uid = 0, created = 0, updated = 0;
  std::string k, status;
  soci::statement st = (s.prepare << std::string(kAttemptColumns) + where, soci::into(id),
                        soci::into(qid), soci::into(uid), soci::into(created), soci::into(updated),
                        soci::into(k), soci::into(status), soci::use(key));
  st.execute();
  std::vector<PaymentAttemptRow> out;
  while (st.fetch())
    out.push_back({id, qid, uid, created, updated, k,
                   domain::parseAttemptStatus(status).value_or(domain::AttemptStatus::kDeclined)});
  return out;
}

constexpr const char* kRefundColumns =
    "SELECT r.id, r.order_id, r.payment_id, r.amount_cents, r.created_at, r.updated_at,"
    " r.provider, r.intent_ref, r.idempotency_key, r.status, r.provider_ref, r.message,"
    " r.attempts, r.settled_reference";

/// A refund's columns (kRefundColumns, in order) bound to one row's buffers.
struct RefundBind {
  long long id = 0, oid = 0, pid = 0, amount = 0, created = 0, updated = 0;
  int attempts = 1;
  RefundRow r;
  std::string status;

  void bind(soci::details::prepare_temp_type& p) {
    p, soci::into(id), soci::into(oid), soci::into(pid), soci::into(amount), soci::into(created),
        soci::into(updated), soci::into(r.provider), soci::into(r.intentRef),
        soci::into(r.idempotencyKey), soci::into(status), soci::into(r.providerRef),
        soci::into(r.message), soci::into(attempts), soci::into(r.settledReference);
  }
  RefundRow row() {
    r.id = id;
    r.orderId = oid;
    r.paymentId = pid;
    r.amount = amount;
    r.createdAtMs = created;
    r.updatedAtMs = updated;
    r.attempts = attempts;
    r.status = domain::parseRefundStatus(status).value_or(domain::RefundStatus::kFailed);
    return r;
  }
};

template <class T>
std::vector<RefundRow> refundsWhere(soci::session& s, const std::string& where, T key) {
  RefundBind b;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string(kRefundColumns) + " FROM payment_refunds r WHERE " + where);
  b.bind(p);
  p, soci::use(key);
  soci::statement st(p);
  st.execute();
  std::vector<RefundRow> out;
  while (st.fetch()) out.push_back(b.row());
  return out;
}

/// Refunds with their customer (the order's buyer), for the admin console.
template <class T>
std::vector<domain::QueuedRefund> queueRowsWhere(soci::session& s, const std::string& where,
                                                 T key) {
  RefundBind b;
  domain::QueuedRefund q;
  long long customer = 0;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string(kRefundColumns) +
                        ", u.id, u.email, u.first_name, u.last_name FROM payment_refunds r"
                        " JOIN orders o ON o.id = r.order_id JOIN users u ON u.id = o.user_id"
                        " WHERE " +
                        where);
  b.bind(p);
  p, soci::into(customer), soci::into(q.email), soci::into(q.firstName), soci::into(q.lastName),
      soci::use(key);
  soci::statement st(p);
  st.execute();
  std::vector<domain::QueuedRefund> out;
  while (st.fetch()) {
    const auto r = b.row();
    q.orderId = r.orderId;
    q.amountCents = r.amount;
    q.createdAtMs = r.createdAtMs;
    q.updatedAtMs = r.updatedAtMs;
    q.status = r.status;
    q.attempts = r.attempts;
    q.message = r.message;
    q.provider = r.provider;
    q.providerRef = r.providerRef;
    q.settledReference = r.settledReference;
    q.customerId = customer;
    out.push_back(q);
  }
  return out;
}

template <class V>
std::optional<typename V::value_type> first(V v) {
  if (v.empty()) return std::nullopt;
  return std::move(v.front());
}

/// Adds (sign 1) or takes back (sign -1) the total of quote `quoteId` to the account's spending
/// on the UTC day of `atMs` (migration 015).
void addToPurchaseDay(soci::session& s, std::int64_t userId, std::int64_t atMs, long long quoteId,
                      int sign) {
  long long uid = userId, day = domain::utcDayStartMs(atMs), k = sign;
  s << "/* aurum pipelined */ INSERT INTO purchase_days (user_id, day_start, amount_cents) SELECT "
       "CAST(:u AS "
       "BIGINT), CAST(:d AS BIGINT), CAST(:k AS BIGINT) * total_cents FROM checkout_quotes WHERE "
       "id = :q ON CONFLICT (user_id, day_start) DO "
       "UPDATE SET amount_cents = purchase_days.amount_cents + excluded.amount_cents",
      soci::use(uid), soci::use(day), soci::use(k), soci::use(quoteId);
}

}  // namespace

void PaymentRepository::insertAttempt(soci::session& s, const PaymentAttemptRow& a) {
  long long qid = a.quoteId, uid = a.userId, created = a.createdAtMs, updated = a.updatedAtMs;
  // A named string: SOCI runs the statement when the full expression ends, after temporaries die.
  std::string status = domain::attemptStatusName(a.status);
  s << "/* aurum pipelined */ INSERT INTO payment_attempts (quote_id, user_id, idempotency_key, "
       "status, created_at, "
       "updated_at)"
       " VALUES (:q, :u, :k, :s, :c, :m)",
      soci::use(qid), soci::use(uid), soci::use(a.idempotencyKey), soci::use(status),
      soci::use(created), soci::use(updated);
  if (domain::countsTowardLimits(a.status)) addToPurchaseDay(s, a.userId, a.createdAtMs, qid, 1);
}

std::optional<PaymentAttemptRow> PaymentRepository::attemptForQuote(soci::session& s,
                                                                    std::int64_t quoteId) {
  return first(attemptsWhere(s, "quote_id = :q", static_cast<long long>(quoteId)));
}

void PaymentRepository::setAttemptStatus(soci::session& s, std::int64_t quoteId,
                                         domain::AttemptStatus status, std::int64_t nowMs) {
  long long qid = quoteId, now = nowMs;
  std::string name = domain::attemptStatusName(status);
  // Only a move out of the counting states (a decline) changes what the account has spent.
  std::optional<PaymentAttemptRow> before;
  if (!domain::countsTowardLimits(status)) before = attemptForQuote(s, quoteId);
  s << "/* aurum pipelined */ UPDATE payment_attempts SET status = :s, updated_at = :n WHERE "
       "quote_id = :q",
      soci::use(name), soci::use(now), soci::use(qid);
  if (before && domain::countsTowardLimits(before->status))
    addToPurchaseDay(s, before->userId, before->createdAtMs, qid, -1);
}

std::vector<PaymentAttemptRow> PaymentRepository::staleAttempts(soci::session& s,
                                                                std::int64_t cutoffMs) {
  return attemptsWhere(s, "status = 'processing' AND updated_at <= :c ORDER BY id LIMIT 500",
                       static_cast<long long>(cutoffMs));
}

std::optional<std::int64_t> PaymentRepository::paymentIdForQuote(soci::session& s,
                                                                 std::int64_t quoteId) {
  long long qid = quoteId, id = 0;
  soci::indicator ind = soci::i_null;
  s << "SELECT MAX(id) FROM payments WHERE quote_id = :q", soci::use(qid), soci::into(id, ind);
  if (ind != soci::i_ok) return std::nullopt;
  return id;
}

bool PaymentRepository::insertRefund(soci::session& s, const RefundRow& r) {
  long long oid = r.orderId, pid = r.paymentId, amount = r.amount, created = r.createdAtMs;
  // ON CONFLICT DO NOTHING: the second of two racing cancellations records nothing.
  soci::statement st =
      (s.prepare << "INSERT INTO payment_refunds (order_id, payment_id, provider, intent_ref,"
                    " amount_cents, idempotency_key, status, created_at, updated_at)"
                    " VALUES (:o, :p, :pv, :i, :a, :k, 'pending', :c, :u)"
                    " ON CONFLICT (order_id) DO NOTHING",
       soci::use(oid), soci::use(pid), soci::use(r.provider), soci::use(r.intentRef),
       soci::use(amount), soci::use(r.idempotencyKey), soci::use(created), soci::use(created));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

std::optional<RefundRow> PaymentRepository::refundForOrder(soci::session& s, std::int64_t orderId) {
  return first(refundsWhere(s, "r.order_id = :o", static_cast<long long>(orderId)));
}

std::optional<RefundRow> PaymentRepository::refundForIntent(soci::session& s,
                                                            const std::string& intentRef) {
  return first(refundsWhere(s, "r.intent_ref = :i ORDER BY r.id DESC", intentRef));
}

domain::RecordedIntent PaymentRepository::recordedIntent(soci::session& s,
                                                         const std::string& intentRef) {
  domain::RecordedIntent r;
  long long charged = 0, refunded = 0;
  int charges = 0, refunds = 0;
  // A quote is paid once, so the intent's succeeded payment is one row: MAX reads its card.
  s << "SELECT COALESCE(SUM(p.amount_cents), 0), COUNT(*), COALESCE(MAX(p.brand), ''),"
       " COALESCE(MAX(p.last4), '') FROM payments p"
       " JOIN checkout_quotes q ON q.id = p.quote_id"
       " WHERE q.provider_ref = :i AND p.status = 'succeeded'",
      soci::use(intentRef), soci::into(charged), soci::into(charges), soci::into(r.brand),
      soci::into(r.last4);
  s << "SELECT COALESCE(SUM(amount_cents), 0), COUNT(*) FROM payment_refunds"
       " WHERE intent_ref = :i AND status = 'succeeded'",
      soci::use(intentRef), soci::into(refunded), soci::into(refunds);
  r.chargedCents = charged;
  r.refundedCents = refunded;
  r.charges = charges;
  r.refunds = refunds;
  return r;
}

std::optional<RefundRow> PaymentRepository::refundForProviderRef(soci::session& s,
                                                                 const std::string& providerRef) {
  return first(refundsWhere(s, "r.provider_ref = :p AND r.provider_ref <> ''", providerRef));
}

bool PaymentRepository::setRefundResult(soci::session& s, std::int64_t id,
                                        domain::RefundStatus status, const std::string& providerRef,
                                        const std::string& message, std::int64_t nowMs,
                                        domain::RefundStatus from) {
  long long key = id, now = nowMs;
  std::string name = domain::refundStatusName(status), fromName = domain::refundStatusName(from);
  soci::statement st =
      (s.prepare << "UPDATE payment_refunds SET status = :s, provider_ref = :r, message = :m,"
                    " updated_at = :n WHERE id = :i AND status = :f",
       soci::use(name), soci::use(providerRef), soci::use(message), soci::use(now), soci::use(key),
       soci::use(fromName));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void PaymentRepository::setRefundUnderWay(soci::session& s, std::int64_t id,
                                          const std::string& providerRef, std::int64_t nowMs) {
  long long key = id, now = nowMs;
  s << "UPDATE payment_refunds SET provider_ref = :r, updated_at = :n"
       " WHERE id = :i AND status = 'pending'",
      soci::use(providerRef), soci::use(now), soci::use(key);
}

std::vector<RefundRow> PaymentRepository::pendingRefunds(soci::session& s, std::int64_t cutoffMs) {
  return refundsWhere(s, "r.status = 'pending' AND r.updated_at <= :c ORDER BY r.id LIMIT 500",
                      static_cast<long long>(cutoffMs));
}

bool PaymentRepository::retryRefund(soci::session& s, std::int64_t id, int attempt,
                                    const std::string& key, std::int64_t nowMs) {
  long long rid = id, now = nowMs;
  soci::statement st =
      (s.prepare << "UPDATE payment_refunds SET status = 'pending', attempts = :a,"
                    " idempotency_key = :k, provider_ref = '', message = '', updated_at = :n"
                    " WHERE id = :i AND status = 'failed'",
       soci::use(attempt), soci::use(key), soci::use(now), soci::use(rid));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

bool PaymentRepository::settleRefund(soci::session& s, std::int64_t id,
                                     const std::string& reference, std::int64_t nowMs) {
  long long rid = id, now = nowMs;
  soci::statement st = (s.prepare << "UPDATE payment_refunds SET status = 'settled',"
                                     " settled_reference = :r, updated_at = :n"
                                     " WHERE id = :i AND status = 'failed'",
                        soci::use(reference), soci::use(now), soci::use(rid));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

std::vector<domain::QueuedRefund> PaymentRepository::refundQueue(
    soci::session& s, const std::vector<domain::RefundStatus>& statuses, int limit) {
  // The statuses are the enum's own names, never the caller's text.
  std::string in;
  for (auto st : statuses)
    in += (in.empty() ? "'" : ", '") + std::string(domain::refundStatusName(st)) + "'";
  return queueRowsWhere(s, "r.status IN (" + in + ") ORDER BY r.updated_at, r.id LIMIT :l", limit);
}

std::optional<domain::QueuedRefund> PaymentRepository::refundQueueEntry(soci::session& s,
                                                                        std::int64_t orderId) {
  return first(queueRowsWhere(s, "r.order_id = :o", static_cast<long long>(orderId)));
}

bool PaymentRepository::webhookEventSeen(soci::session& s, const std::string& eventId) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM payment_webhook_events WHERE event_id = :e", soci::use(eventId),
      soci::into(n);
  return n > 0;
}

bool PaymentRepository::recordWebhookEvent(soci::session& s, const std::string& eventId,
                                           const std::string& type, std::int64_t nowMs) {
  long long now = nowMs;
  soci::statement st =
      (s.prepare << "INSERT INTO payment_webhook_events (event_id, type, received_at)"
                    " VALUES (:e, :t, :n) ON CONFLICT (event_id) DO NOTHING",
       soci::use(eventId), soci::use(type), soci::use(now));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

std::string replaceProviderRef(soci::session& s, std::int64_t quoteId,
                               const std::string& placeholder, const std::string& ref) {
  long long id = quoteId;
  std::string held;
  soci::statement st =
      (s.prepare << "UPDATE checkout_quotes SET provider_ref = :r WHERE id = :i AND provider_ref = "
                    ":p RETURNING provider_ref",
       soci::use(ref), soci::use(id), soci::use(placeholder), soci::into(held));
  st.execute(true);
  if (st.got_data()) return held;
  // Not replaced: a concurrent caller stored it first (read after this statement, so committed).
  s << "SELECT provider_ref FROM checkout_quotes WHERE id = :i", soci::use(id), soci::into(held);
  return held;
}

}  // namespace aurum::storage
