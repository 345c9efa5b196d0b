// The AML monitor's counts per account and UTC hour (aml_hours, migration 017): kept as orders
// are placed and payments paid, read by the velocity and structuring windows.
#include <vector>

#include "domain/compliance.hpp"
#include "domain/durations.hpp"
#include "storage/compliance_repository.hpp"

namespace aurum::storage {

namespace {
using domain::kHourMs;

/// Paid payments (below the threshold, except one quote) whose attempt was created in
/// [fromMs, toMs), one by one. Driven by the account's attempts (payment_attempts_user), the
/// quote read by its key, and planned per call: PostgreSQL's generic plan for it could walk
/// every account's attempts or paid quotes.
ComplianceRepository::PaidBelow paidBelowBetween(soci::session& s, long long uid, long long from,
                                                 long long to, long long threshold,
                                                 long long except) {
  long long n = 0, cents = 0;
  s << "/* aurum plan-per-call */ SELECT COUNT(q.id), CAST(COALESCE(SUM(q.total_cents), 0) AS "
       "BIGINT) FROM "
       "payment_attempts a JOIN checkout_quotes q ON q.id = a.quote_id WHERE a.user_id = :u AND "
       "a.created_at >= :f AND a.created_at < :t AND a.quote_id <> :e AND q.status = 'paid' AND "
       "q.total_cents < :th",
      soci::into(n), soci::into(cents), soci::use(uid), soci::use(from), soci::use(to),
      soci::use(except), soci::use(threshold);
  return {n, cents};
}
}  // namespace

void ComplianceRepository::countPaidPayment(soci::session& s, std::int64_t userId,
                                            std::int64_t quoteId, std::int64_t totalCents) {
  long long uid = userId, qid = quoteId, total = totalCents;
  s << "/* aurum pipelined */ INSERT INTO aml_hours (user_id, hour_start, orders, paid_count, "
       "paid_cents, "
       "paid_max_cents) SELECT CAST(:u AS BIGINT), created_at - (created_at % 3600000), 0, 1, "
       "CAST(:c AS BIGINT), CAST(:m AS BIGINT) FROM payment_attempts WHERE quote_id = :q "
       "ON CONFLICT (user_id, hour_start) DO UPDATE SET paid_count = aml_hours.paid_count + 1, "
       "paid_cents = aml_hours.paid_cents + excluded.paid_cents, paid_max_cents = CASE WHEN "
       "excluded.paid_max_cents > aml_hours.paid_max_cents THEN excluded.paid_max_cents ELSE "
       "aml_hours.paid_max_cents END",
      soci::use(uid), soci::use(total), soci::use(total), soci::use(qid);
}

ComplianceRepository::PaidBelow ComplianceRepository::paidBelowSince(soci::session& s,
                                                                     std::int64_t userId,
                                                                     std::int64_t fromMs,
                                                                     std::int64_t thresholdCents,
                                                                     std::int64_t exceptQuoteId) {
  long long uid = userId, first = domain::utcHourStartMs(fromMs), except = exceptQuoteId;
  // The excepted payment, if paid, is in its attempt's hour's totals; found from the attempt's
  // unique quote key.
  long long exceptAt = 0, exceptCents = 0;
  soci::indicator atInd = soci::i_null, centsInd = soci::i_null;
  s << "SELECT a.created_at, (SELECT q.total_cents FROM checkout_quotes q WHERE q.id = "
       "a.quote_id AND q.status = 'paid') FROM payment_attempts a WHERE a.quote_id = :e",
      soci::into(exceptAt, atInd), soci::into(exceptCents, centsInd), soci::use(except);
  const bool exceptCounted = atInd == soci::i_ok && centsInd == soci::i_ok;
  // The window's first hour only from fromMs on, one by one.
  auto out = paidBelowBetween(s, uid, fromMs, first + kHourMs, thresholdCents, except);
  long long hour = 0, n = 0, cents = 0, max = 0;
  soci::statement st =
      (s.prepare << "SELECT hour_start, paid_count, paid_cents, paid_max_cents FROM aml_hours "
                    "WHERE user_id = :u AND hour_start > :h AND paid_count > 0",
       soci::into(hour), soci::into(n), soci::into(cents), soci::into(max), soci::use(uid),
       soci::use(first));
  st.execute();
  std::vector<long long> mixedHours;  // holding a payment at or above the threshold
  while (st.fetch()) {
    if (max >= thresholdCents) {
      mixedHours.push_back(hour);
      continue;
    }
    out.count += n;
    out.cents += cents;
    if (exceptCounted && domain::utcHourStartMs(exceptAt) == hour) {
      out.count -= 1;
      out.cents -= exceptCents;
    }
  }
  for (auto h : mixedHours) {
    auto part = paidBelowBetween(s, uid, h, h + kHourMs, thresholdCents, except);
    out.count += part.count;
    out.cents += part.cents;
  }
  return out;
}

std::int64_t ComplianceRepository::ordersSince(soci::session& s, std::int64_t userId,
                                               std::int64_t fromMs) {
  long long uid = userId, from = fromMs, first = domain::utcHourStartMs(fromMs),
            next = first + kHourMs;
  long long n = 0;
  s << "SELECT CAST(COALESCE((SELECT SUM(orders) FROM aml_hours WHERE user_id = :u AND "
       "hour_start > :h), 0) + (SELECT COUNT(*) FROM orders WHERE user_id = :u2 AND created_at >= "
       ":f AND created_at < :t) AS BIGINT)",
      soci::into(n), soci::use(uid), soci::use(first), soci::use(uid), soci::use(from),
      soci::use(next);
  return n;
}

}  // namespace aurum::storage
