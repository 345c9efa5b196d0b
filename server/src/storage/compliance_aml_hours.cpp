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

ComplianceRepository::AmlWindows ComplianceRepository::amlWindows(
    soci::session& s, std::int64_t userId, std::int64_t paidFromMs, std::int64_t thresholdCents,
    std::int64_t exceptQuoteId, std::int64_t ordersFromMs) {
  const long long uid = userId, from = paidFromMs, first = domain::utcHourStartMs(paidFromMs),
                  firstEnd = first + kHourMs, th = thresholdCents, except = exceptQuoteId,
                  ordersFrom = ordersFromMs, ordersFirst = domain::utcHourStartMs(ordersFromMs),
                  ordersFirstEnd = ordersFirst + kHourMs;
  long long firstN = 0, firstCents = 0, hoursN = 0, hoursCents = 0, mixed = 0, exceptN = 0,
            exceptCents = 0, orders = 0;
  // fh: the paid window's first hour from `from` on, payment by payment (each quote found by its
  // key, so every plan walks this account's attempts only). hr: the later hours' totals where
  // every payment is below the threshold, and how many hours hold one that is not. ex: the
  // excepted payment, which such an hour's totals hold when it is paid. oh + oc: the orders of
  // the later hours, and of the order window's first hour one by one.
  s << "SELECT fh.n, fh.c, hr.n, hr.c, hr.mixed, ex.n, ex.c, CAST(COALESCE(oh.n, 0) + oc.n AS "
       "BIGINT) FROM "
       "(SELECT COUNT(*) AS n, CAST(COALESCE(SUM(p.cents), 0) AS BIGINT) AS c FROM (SELECT "
       "(SELECT q.total_cents FROM checkout_quotes q WHERE q.id = a.quote_id AND q.status = "
       "'paid') AS cents FROM payment_attempts a WHERE a.user_id = :u1 AND a.created_at >= :f AND "
       "a.created_at < :t AND a.quote_id <> :e1) p WHERE p.cents < :th1) fh, "
       "(SELECT CAST(COALESCE(SUM(CASE WHEN paid_max_cents < :th2 THEN paid_count END), 0) AS "
       "BIGINT) AS n, CAST(COALESCE(SUM(CASE WHEN paid_max_cents < :th3 THEN paid_cents END), 0) "
       "AS BIGINT) AS c, COUNT(CASE WHEN paid_max_cents >= :th4 THEN 1 END) AS mixed FROM "
       "aml_hours WHERE user_id = :u2 AND hour_start > :h1 AND paid_count > 0) hr, "
       "(SELECT COUNT(*) AS n, CAST(COALESCE(SUM(q.total_cents), 0) AS BIGINT) AS c FROM "
       "payment_attempts a JOIN checkout_quotes q ON q.id = a.quote_id JOIN aml_hours h ON "
       "h.user_id = :u3 AND h.hour_start = a.created_at - (a.created_at % 3600000) WHERE "
       "a.quote_id = :e2 AND q.status = 'paid' AND h.hour_start > :h2 AND h.paid_count > 0 AND "
       "h.paid_max_cents < :th5) ex, "
       "(SELECT SUM(orders) AS n FROM aml_hours WHERE user_id = :u4 AND hour_start > :h3) oh, "
       "(SELECT COUNT(*) AS n FROM orders WHERE user_id = :u5 AND created_at >= :of AND "
       "created_at < :ot) oc",
      soci::into(firstN), soci::into(firstCents), soci::into(hoursN), soci::into(hoursCents),
      soci::into(mixed), soci::into(exceptN), soci::into(exceptCents), soci::into(orders),
      soci::use(uid), soci::use(from), soci::use(firstEnd), soci::use(except), soci::use(th),
      soci::use(th), soci::use(th), soci::use(th), soci::use(uid), soci::use(first), soci::use(uid),
      soci::use(except), soci::use(first), soci::use(th), soci::use(uid), soci::use(ordersFirst),
      soci::use(uid), soci::use(ordersFrom), soci::use(ordersFirstEnd);
  AmlWindows out;
  out.paidBelow = {firstN + hoursN - exceptN, firstCents + hoursCents - exceptCents};
  out.orders = orders;
  if (mixed == 0) return out;
  // An hour holding a payment at or above the threshold: its payments below it, one by one.
  std::vector<long long> mixedHours;
  {
    long long hour = 0;
    soci::statement st =
        (s.prepare << "SELECT hour_start FROM aml_hours WHERE user_id = :u AND hour_start > :h "
                      "AND paid_count > 0 AND paid_max_cents >= :th",
         soci::into(hour), soci::use(uid), soci::use(first), soci::use(th));
    st.execute();
    while (st.fetch()) mixedHours.push_back(hour);
  }
  for (auto h : mixedHours) {
    auto part = paidBelowBetween(s, uid, h, h + kHourMs, th, except);
    out.paidBelow.count += part.count;
    out.paidBelow.cents += part.cents;
  }
  return out;
}

}  // namespace aurum::storage
