#include "storage/checkout_repository.hpp"

#include <stdexcept>

#include "storage/product_repository.hpp"

namespace aurum::storage {

namespace {

constexpr const char* kQuoteColumns =
    "id, user_id, client_secret, status, cart_hash, provider, provider_ref, subtotal_cents, "
    "shipping_cents,"
    " tax_cents, total_cents, COALESCE(previous_total_cents, -1), COALESCE(order_id, 0), "
    "created_at, expires_at,"
    " COALESCE(ship_first_name, ''), COALESCE(ship_last_name, ''), COALESCE(ship_address, ''),"
    " COALESCE(ship_city, ''), COALESCE(ship_state, ''), COALESCE(ship_zip, ''), "
    "COALESCE(ship_country, 'US')";

struct QRow {
  long long id = 0, userId = 0, subtotal = 0, shipping = 0, tax = 0, total = 0, prev = -1,
            order = 0, created = 0, expires = 0;
  std::string secret, status, hash, provider, ref, fn, ln, addr, city, state, zip, country;
  void bind(soci::details::prepare_temp_type& p) {
    p, soci::into(id), soci::into(userId), soci::into(secret), soci::into(status), soci::into(hash),
        soci::into(provider), soci::into(ref), soci::into(subtotal), soci::into(shipping),
        soci::into(tax), soci::into(total), soci::into(prev), soci::into(order),
        soci::into(created), soci::into(expires), soci::into(fn), soci::into(ln), soci::into(addr),
        soci::into(city), soci::into(state), soci::into(zip), soci::into(country);
  }
  domain::Quote get() const {
    domain::Quote q;
    q.id = id;
    q.userId = userId;
    q.clientSecret = secret;
    q.status = domain::parseQuoteStatus(status).value_or(domain::QuoteStatus::kExpired);
    q.cartHash = hash;
    q.provider = provider;
    q.providerRef = ref;
    q.subtotal = subtotal;
    q.shipping = shipping;
    q.tax = tax;
    q.total = total;
    if (prev >= 0) q.previousTotal = prev;
    q.orderId = order;
    q.createdAtMs = created;
    q.expiresAtMs = expires;
    q.address = {fn, ln, addr, city, state, zip, country};
    return q;
  }
};

template <class T>
std::optional<domain::Quote> quoteWhere(soci::session& s, const std::string& where, T key) {
  QRow r;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kQuoteColumns + " FROM checkout_quotes WHERE " + where,
       soci::use(key));
  r.bind(p);
  soci::statement st(p);
  st.execute();
  if (!st.fetch()) return std::nullopt;
  return r.get();
}

}  // namespace

std::int64_t CheckoutRepository::insertQuote(soci::session& s, const domain::Quote& q) {
  long long id = 0, uid = q.userId, sub = q.subtotal, ship = q.shipping, tax = q.tax,
            total = q.total, prev = q.previousTotal.value_or(0), created = q.createdAtMs,
            expires = q.expiresAtMs;
  soci::indicator prevInd = q.previousTotal ? soci::i_ok : soci::i_null;
  std::string status = domain::quoteStatusName(q.status);
  s << "INSERT INTO checkout_quotes (user_id, client_secret, status, cart_hash, subtotal_cents, "
       "shipping_cents,"
       " tax_cents, total_cents, previous_total_cents, provider, provider_ref, created_at, "
       "expires_at)"
       " VALUES (:u, :cs, :st, :h, :sub, :sh, :tx, :t, :pt, :pv, :pr, :c, :e) RETURNING id",
      soci::use(uid), soci::use(q.clientSecret), soci::use(status), soci::use(q.cartHash),
      soci::use(sub), soci::use(ship), soci::use(tax), soci::use(total), soci::use(prev, prevInd),
      soci::use(q.provider), soci::use(q.providerRef), soci::use(created), soci::use(expires),
      soci::into(id);
  return id;
}

void CheckoutRepository::insertLine(soci::session& s, std::int64_t quoteId,
                                    const domain::QuoteLine& l) {
  long long qid = quoteId, pid = l.productId, qty = l.quantity, unit = l.unitCents,
            fine = l.fineWeightMicroOz, weight = l.weightMicroOz, premium = l.premiumCents;
  std::string metal = domain::metalName(l.metal);
  s << "/* aurum pipelined */ INSERT INTO checkout_quote_lines (quote_id, product_id, name, metal, "
       "quantity, unit_cents,"
       " fine_weight_micro_oz, weight_micro_oz, premium_cents)"
       " VALUES (:q, :p, :n, :m, :qty, :u, :f, :w, :pr)",
      soci::use(qid), soci::use(pid), soci::use(l.name), soci::use(metal), soci::use(qty),
      soci::use(unit), soci::use(fine), soci::use(weight), soci::use(premium);
}

std::vector<domain::QuoteLine> CheckoutRepository::lines(soci::session& s, std::int64_t quoteId) {
  long long qid = quoteId, pid = 0, qty = 0, unit = 0, fine = 0, weight = 0, premium = 0;
  std::string name, metal;
  soci::statement st =
      (s.prepare << "SELECT product_id, name, metal, quantity, unit_cents, fine_weight_micro_oz,"
                    " weight_micro_oz, premium_cents FROM checkout_quote_lines WHERE quote_id = :q"
                    " ORDER BY product_id",
       soci::into(pid), soci::into(name), soci::into(metal), soci::into(qty), soci::into(unit),
       soci::into(fine), soci::into(weight), soci::into(premium), soci::use(qid));
  st.execute();
  std::vector<domain::QuoteLine> out;
  while (st.fetch())
    out.push_back({pid, name, domain::parseMetal(metal).value_or(domain::Metal::kGold), qty, unit,
                   fine, weight, premium});
  return out;
}

std::optional<domain::Quote> CheckoutRepository::findBySecret(soci::session& s,
                                                              const std::string& secret) {
  return quoteWhere(s, "client_secret = :k", secret);
}

std::optional<domain::Quote> CheckoutRepository::find(soci::session& s, std::int64_t id) {
  return quoteWhere(s, "id = :k", static_cast<long long>(id));
}

std::optional<domain::Quote> CheckoutRepository::findLocked(soci::session& s, std::int64_t id,
                                                            bool postgres) {
  // SQLite: the one writer already excludes every other writer.
  return quoteWhere(s, postgres ? "id = :k FOR UPDATE" : "id = :k", static_cast<long long>(id));
}

std::optional<domain::Quote> CheckoutRepository::findByProviderRef(soci::session& s,
                                                                   const std::string& ref) {
  return quoteWhere(s, "provider_ref = :k", ref);
}

std::optional<domain::Quote> CheckoutRepository::latest(soci::session& s, std::int64_t userId) {
  return quoteWhere(s, "user_id = :k ORDER BY id DESC LIMIT 1", static_cast<long long>(userId));
}

bool CheckoutRepository::transition(soci::session& s, std::int64_t id,
                                    domain::QuoteStatus fromStatus, domain::QuoteStatus toStatus) {
  if (!domain::canTransition(fromStatus, toStatus))
    throw std::logic_error(std::string("quote may not move from ") +
                           domain::quoteStatusName(fromStatus) + " to " +
                           domain::quoteStatusName(toStatus));
  long long key = id;
  std::string from = domain::quoteStatusName(fromStatus), to = domain::quoteStatusName(toStatus);
  soci::statement st =
      (s.prepare << "UPDATE checkout_quotes SET status = :t WHERE id = :i AND status = :f",
       soci::use(to), soci::use(key), soci::use(from));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

std::optional<std::string> CheckoutRepository::claimForPayment(soci::session& s, std::int64_t id,
                                                               const domain::ShippingAddress& a,
                                                               const std::string& placeholder,
                                                               const std::string& ref) {
  long long key = id;
  std::string stored;
  // One statement: the claim (open -> processing, as `transition` would), the address, and the
  // provider's intent in place of the placeholder the quote still holds.
  soci::statement st =
      (s.prepare << "UPDATE checkout_quotes SET status = 'processing', ship_first_name = :a,"
                    " ship_last_name = :b, ship_address = :c, ship_city = :d, ship_state = :e,"
                    " ship_zip = :f, ship_country = :g, provider_ref = CASE WHEN provider_ref = :p"
                    " THEN :r ELSE provider_ref END WHERE id = :i AND status = 'open'"
                    " RETURNING provider_ref",
       soci::use(a.firstName), soci::use(a.lastName), soci::use(a.address), soci::use(a.city),
       soci::use(a.state), soci::use(a.zipCode), soci::use(a.country), soci::use(placeholder),
       soci::use(ref), soci::use(key), soci::into(stored));
  st.execute(true);
  if (!st.got_data()) return std::nullopt;
  return stored;
}

void CheckoutRepository::markPaid(soci::session& s, std::int64_t id, domain::QuoteStatus fromStatus,
                                  std::int64_t orderId) {
  if (!domain::canTransition(fromStatus, domain::QuoteStatus::kPaid))
    throw std::logic_error(std::string("quote may not move from ") +
                           domain::quoteStatusName(fromStatus) + " to paid");
  long long key = id, oid = orderId;
  std::string from = domain::quoteStatusName(fromStatus);
  s << "/* aurum pipelined */ UPDATE checkout_quotes SET status = 'paid', order_id = :o WHERE id = "
       ":i AND status = :f",
      soci::use(oid), soci::use(key), soci::use(from);
}

void CheckoutRepository::reserve(soci::session& s, std::int64_t quoteId, std::int64_t productId,
                                 std::int64_t qty, std::int64_t expiresAtMs) {
  long long qid = quoteId, pid = productId, q = qty, e = expiresAtMs;
  s << "/* aurum pipelined */ INSERT INTO stock_reservations (quote_id, product_id, quantity, "
       "status, expires_at)"
       " VALUES (:q, :p, :n, 'active', :e)",
      soci::use(qid), soci::use(pid), soci::use(q), soci::use(e);
}

void CheckoutRepository::releaseReservations(soci::session& s, std::int64_t quoteId) {
  long long qid = quoteId, rid = 0, pid = 0, qty = 0;
  std::vector<std::tuple<long long, long long, long long>> rows;
  {
    soci::statement st =
        (s.prepare << "SELECT id, product_id, quantity FROM stock_reservations"
                      " WHERE quote_id = :q AND status = 'active' ORDER BY product_id",
         soci::into(rid), soci::into(pid), soci::into(qty), soci::use(qid));
    st.execute();
    while (st.fetch()) rows.emplace_back(rid, pid, qty);
  }
  for (auto [id, product, n] : rows) {
    long long key = id;
    soci::statement up = (s.prepare << "UPDATE stock_reservations SET status = 'released'"
                                       " WHERE id = :i AND status = 'active'",
                          soci::use(key));
    up.execute(true);
    // Only the transaction that flipped the row returns the units, so stock is restored once.
    if (up.get_affected_rows() == 1) ProductRepository::giveBack(s, product, n);
  }
}

void CheckoutRepository::consumeReservations(soci::session& s, std::int64_t quoteId) {
  long long qid = quoteId;
  s << "/* aurum pipelined */ UPDATE stock_reservations SET status = 'consumed' WHERE quote_id = "
       ":q AND status = "
       "'active'",
      soci::use(qid);
}

int CheckoutRepository::expireDue(soci::session& s, std::int64_t nowMs) {
  long long now = nowMs, id = 0;
  std::vector<long long> due;
  {
    soci::statement st =
        (s.prepare
             << "SELECT id FROM checkout_quotes WHERE status IN ('open', 'acceptance', 'action')"
                " AND expires_at <= :n ORDER BY id LIMIT 500",
         soci::into(id), soci::use(now));
    st.execute();
    while (st.fetch()) due.push_back(id);
  }
  int n = 0;
  for (auto q : due) {
    long long key = q;
    soci::statement up = (s.prepare << "UPDATE checkout_quotes SET status = 'expired' WHERE id = :i"
                                       " AND status IN ('open', 'acceptance', 'action')",
                          soci::use(key));
    up.execute(true);
    if (up.get_affected_rows() != 1) continue;
    releaseReservations(s, q);
    ++n;
  }
  return n;
}

bool CheckoutRepository::expireIfDue(soci::session& s, domain::Quote& q, std::int64_t nowMs) {
  if (!domain::isLive(q.status) || q.expiresAtMs > nowMs) return false;
  if (!transition(s, q.id, q.status, domain::QuoteStatus::kExpired)) return false;
  releaseReservations(s, q.id);
  q.status = domain::QuoteStatus::kExpired;
  return true;
}

std::optional<std::int64_t> CheckoutRepository::insertFirstPayment(soci::session& s,
                                                                   const domain::Payment& p,
                                                                   std::int64_t nowMs) {
  long long id = 0, qid = p.quoteId, uid = p.userId, amount = p.amount, now = nowMs;
  std::string status = domain::paymentStatusName(p.status);
  soci::statement st =
      (s.prepare << "INSERT INTO payments (quote_id, user_id, status, amount_cents, brand, last4, "
                    "message, provider, created_at, updated_at) SELECT CAST(:q AS BIGINT), "
                    "CAST(:u AS BIGINT), :s, CAST(:a AS BIGINT), :b, :l, :m, :p, CAST(:c AS "
                    "BIGINT), CAST(:c2 AS BIGINT) WHERE NOT EXISTS (SELECT 1 FROM payments WHERE "
                    "quote_id = :q2) RETURNING id",
       soci::use(qid), soci::use(uid), soci::use(status), soci::use(amount), soci::use(p.brand),
       soci::use(p.last4), soci::use(p.message), soci::use(p.provider), soci::use(now),
       soci::use(now), soci::use(qid), soci::into(id));
  st.execute(true);
  if (!st.got_data()) return std::nullopt;
  return id;
}

std::optional<domain::Payment> CheckoutRepository::findPayment(soci::session& s, std::int64_t id) {
  domain::Payment r;
  long long key = id, pid = 0, qid = 0, uid = 0, amount = 0, created = 0;
  std::string status;
  soci::statement st =
      (s.prepare << "SELECT id, quote_id, user_id, amount_cents, created_at, status, brand, last4,"
                    " message, provider FROM payments WHERE id = :i",
       soci::into(pid), soci::into(qid), soci::into(uid), soci::into(amount), soci::into(created),
       soci::into(status), soci::into(r.brand), soci::into(r.last4), soci::into(r.message),
       soci::into(r.provider), soci::use(key));
  st.execute();
  if (!st.fetch()) return std::nullopt;
  r.id = pid;
  r.quoteId = qid;
  r.userId = uid;
  r.amount = amount;
  r.createdAtMs = created;
  r.status = domain::parsePaymentStatus(status).value_or(domain::PaymentStatus::kDeclined);
  return r;
}

void CheckoutRepository::setPaymentStatus(soci::session& s, std::int64_t id,
                                          domain::PaymentStatus status, const std::string& message,
                                          std::int64_t nowMs) {
  long long key = id, now = nowMs;
  std::string name = domain::paymentStatusName(status);
  s << "UPDATE payments SET status = :s, message = :m, updated_at = :n WHERE id = :i",
      soci::use(name), soci::use(message), soci::use(now), soci::use(key);
}

}  // namespace aurum::storage

namespace aurum::storage {
std::int64_t reservedByUser(soci::session& s, std::int64_t userId, std::int64_t productId) {
  long long uid = userId, pid = productId, n = 0;
  // As ProductRepository::forCart's: from the product's active holds, each hold's buyer by its
  // quote's key, never from all of the buyer's quotes.
  s << "SELECT COALESCE(SUM(r.quantity), 0) FROM stock_reservations r WHERE r.product_id = :p"
       " AND r.status = 'active' AND (SELECT q.user_id FROM checkout_quotes q WHERE q.id ="
       " r.quote_id) = :u",
      soci::use(pid), soci::use(uid), soci::into(n);
  return n;
}
}  // namespace aurum::storage
