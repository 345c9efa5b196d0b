#include "storage/trader_repository.hpp"

#include <unordered_map>

namespace aurum::storage {

namespace {
/// The paid orders of a seller (0: every seller) in [from, to): bind seller twice, from, to.
constexpr const char* kPaid =
    " o.status <> 'cancelled' AND (CAST(:s0 AS BIGINT) = 0 OR o.seller_id = :s1)"
    " AND o.created_at >= :f AND o.created_at < :t ";

struct Scope {
  long long s0, s1, from, to;
  Scope(std::int64_t seller, std::int64_t f, std::int64_t t)
      : s0(seller), s1(seller), from(f), to(t) {}
};
#define AURUM_USE_SCOPE(sc) soci::use(sc.s0), soci::use(sc.s1), soci::use(sc.from), soci::use(sc.to)

std::optional<std::int64_t> opt(long long v, soci::indicator ind) {
  if (ind == soci::i_null) return std::nullopt;
  return v;
}
}  // namespace

SalesTotals TraderRepository::totals(soci::session& s, std::int64_t sellerId, std::int64_t fromMs,
                                     std::int64_t toMs) {
  Scope sc(sellerId, fromMs, toMs);
  long long revenue = 0, n = 0;
  s << std::string(
           "SELECT CAST(COALESCE(SUM(o.subtotal_cents), 0) AS BIGINT), COUNT(*)"
           " FROM orders o WHERE") +
           kPaid,
      AURUM_USE_SCOPE(sc), soci::into(revenue), soci::into(n);
  return {revenue, n};
}

std::vector<std::pair<std::int64_t, std::int64_t>> TraderRepository::revenueByDay(
    soci::session& s, std::int64_t sellerId, std::int64_t fromMs, std::int64_t toMs) {
  Scope sc(sellerId, fromMs, toMs);
  long long day = 0, revenue = 0;
  // Integer division of BIGINT milliseconds: the same day number on SQLite and PostgreSQL.
  soci::statement st =
      (s.prepare << std::string("SELECT o.created_at / 86400000, "
                                "CAST(SUM(o.subtotal_cents) AS BIGINT) FROM orders o WHERE") +
                        kPaid + "GROUP BY o.created_at / 86400000 ORDER BY 1",
       AURUM_USE_SCOPE(sc), soci::into(day), soci::into(revenue));
  st.execute();
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  while (st.fetch()) out.emplace_back(day, revenue);
  return out;
}

std::vector<std::pair<std::string, std::int64_t>> TraderRepository::unitsByMetal(
    soci::session& s, std::int64_t sellerId, std::int64_t fromMs, std::int64_t toMs) {
  Scope sc(sellerId, fromMs, toMs);
  std::string metal;
  long long units = 0;
  soci::statement st =
      (s.prepare << std::string("SELECT l.metal, CAST(SUM(l.quantity) AS BIGINT) FROM orders o"
                                " JOIN order_lines l ON l.order_id = o.id WHERE") +
                        kPaid + "GROUP BY l.metal",
       AURUM_USE_SCOPE(sc), soci::into(metal), soci::into(units));
  st.execute();
  std::vector<std::pair<std::string, std::int64_t>> out;
  while (st.fetch()) out.emplace_back(metal, units);
  return out;
}

std::vector<TopProductRow> TraderRepository::topProducts(soci::session& s, std::int64_t sellerId,
                                                         std::int64_t fromMs, std::int64_t toMs,
                                                         int limit) {
  Scope sc(sellerId, fromMs, toMs);
  long long pid = 0, units = 0, revenue = 0, lim = limit;
  std::string name;
  soci::statement st =
      (s.prepare << std::string("SELECT l.product_id, MAX(l.name), CAST(SUM(l.quantity) AS BIGINT),"
                                " CAST(SUM(l.quantity * l.unit_cents) AS BIGINT) FROM orders o"
                                " JOIN order_lines l ON l.order_id = o.id WHERE") +
                        kPaid + "GROUP BY l.product_id ORDER BY 4 DESC, 1 LIMIT :lim",
       AURUM_USE_SCOPE(sc), soci::use(lim), soci::into(pid), soci::into(name), soci::into(units),
       soci::into(revenue));
  st.execute();
  std::vector<TopProductRow> out;
  while (st.fetch()) out.push_back({pid, name, units, revenue});
  return out;
}

std::pair<std::int64_t, std::int64_t> TraderRepository::buyers(soci::session& s,
                                                               std::int64_t sellerId,
                                                               std::int64_t fromMs,
                                                               std::int64_t toMs) {
  Scope sc(sellerId, fromMs, toMs);
  long long all = 0, repeat = 0;
  s << std::string(
           "SELECT COUNT(*), COALESCE(SUM(CASE WHEN b.n >= 2 THEN 1 ELSE 0 END), 0)"
           " FROM (SELECT o.user_id, COUNT(*) AS n FROM orders o WHERE") +
           kPaid + "GROUP BY o.user_id) b",
      AURUM_USE_SCOPE(sc), soci::into(all), soci::into(repeat);
  return {all, repeat};
}

std::int64_t TraderRepository::premiumMargin(soci::session& s, std::int64_t sellerId,
                                             std::int64_t fromMs, std::int64_t toMs) {
  Scope sc(sellerId, fromMs, toMs);
  long long margin = 0;
  s << std::string(
           "SELECT CAST(COALESCE(SUM(l.premium_cents * l.quantity), 0) AS BIGINT)"
           " FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE") +
           kPaid,
      AURUM_USE_SCOPE(sc), soci::into(margin);
  return margin;
}

std::vector<std::int64_t> TraderRepository::recentOrderIds(soci::session& s, std::int64_t sellerId,
                                                           int limit) {
  long long s0 = sellerId, s1 = sellerId, lim = limit, id = 0;
  soci::statement st =
      (s.prepare << "SELECT o.id FROM orders o WHERE (CAST(:s0 AS BIGINT) = 0 OR o.seller_id = :s1)"
                    " ORDER BY o.id DESC LIMIT :lim",
       soci::use(s0), soci::use(s1), soci::use(lim), soci::into(id));
  st.execute();
  std::vector<std::int64_t> out;
  while (st.fetch()) out.push_back(id);
  return out;
}

std::vector<std::int64_t> TraderRepository::clientOrderIds(soci::session& s, std::int64_t sellerId,
                                                           std::int64_t clientId) {
  long long s0 = sellerId, s1 = sellerId, c = clientId, id = 0;
  soci::statement st =
      (s.prepare << "SELECT o.id FROM orders o WHERE (CAST(:s0 AS BIGINT) = 0 OR o.seller_id = :s1)"
                    " AND o.user_id = :c ORDER BY o.id DESC",
       soci::use(s0), soci::use(s1), soci::use(c), soci::into(id));
  st.execute();
  std::vector<std::int64_t> out;
  while (st.fetch()) out.push_back(id);
  return out;
}

std::vector<ClientRow> TraderRepository::clients(soci::session& s, std::int64_t sellerId) {
  long long s0 = sellerId, s1 = sellerId, s2 = sellerId, s3 = sellerId, s4 = sellerId;
  ClientRow r;
  long long first = 0, last = 0, accepted = 0;
  soci::indicator kycInd, firstInd, lastInd, acceptedInd;
  std::string kyc;
  soci::statement st =
      (s.prepare
           << "SELECT u.id, u.first_name, u.last_name, u.email, u.kyc_status,"
              " COALESCE(a.n, 0), COALESCE(a.total, 0), a.first_at, a.last_at, i.accepted_at"
              " FROM users u"
              " LEFT JOIN (SELECT o.user_id, COUNT(*) AS n,"
              "   CAST(SUM(o.subtotal_cents) AS BIGINT) AS total,"
              "   MIN(o.created_at) AS first_at, MAX(o.created_at) AS last_at FROM orders o"
              "   WHERE o.status <> 'cancelled'"
              "   AND (CAST(:s0 AS BIGINT) = 0 OR o.seller_id = :s1) GROUP BY o.user_id) a"
              "   ON a.user_id = u.id"
              " LEFT JOIN (SELECT accepted_user_id, MIN(accepted_at) AS accepted_at"
              "   FROM trader_invites WHERE accepted_user_id IS NOT NULL"
              "   AND (CAST(:s2 AS BIGINT) = 0 OR trader_id = :s3) GROUP BY accepted_user_id) i"
              "   ON i.accepted_user_id = u.id"
              " WHERE a.user_id IS NOT NULL OR i.accepted_user_id IS NOT NULL"
              "   OR (CAST(:s4 AS BIGINT) = 0 AND u.role = 'client')"
              " ORDER BY u.id",
       soci::use(s0), soci::use(s1), soci::use(s2), soci::use(s3), soci::use(s4), soci::into(r.id),
       soci::into(r.firstName), soci::into(r.lastName), soci::into(r.email),
       soci::into(kyc, kycInd), soci::into(r.orders), soci::into(r.totalCents),
       soci::into(first, firstInd), soci::into(last, lastInd), soci::into(accepted, acceptedInd));
  st.execute();
  std::vector<ClientRow> out;
  while (st.fetch()) {
    ClientRow row = r;
    row.kycStatus = kycInd == soci::i_null ? std::nullopt : std::optional<std::string>(kyc);
    row.firstOrderMs = opt(first, firstInd);
    row.lastOrderMs = opt(last, lastInd);
    row.inviteAcceptedMs = opt(accepted, acceptedInd);
    out.push_back(std::move(row));
  }
  return out;
}

bool TraderRepository::isClient(soci::session& s, std::int64_t sellerId, std::int64_t userId) {
  long long seller = sellerId, uid = userId, n = 0, m = 0;
  if (sellerId == 0) {
    s << "SELECT COUNT(*) FROM users WHERE id = :u AND role <> 'admin'", soci::use(uid),
        soci::into(n);
    return n > 0;
  }
  s << "SELECT COUNT(*) FROM orders WHERE seller_id = :s AND user_id = :u", soci::use(seller),
      soci::use(uid), soci::into(n);
  if (n > 0) return true;
  s << "SELECT COUNT(*) FROM trader_invites WHERE trader_id = :s AND accepted_user_id = :u",
      soci::use(seller), soci::use(uid), soci::into(m);
  return m > 0;
}

std::string TraderRepository::sellerName(soci::session& s, std::int64_t sellerId) {
  long long id = sellerId;
  std::string name;
  soci::indicator ind = soci::i_null;
  s << "SELECT COALESCE((SELECT NULLIF(company_name, '') FROM companies WHERE user_id = :a),"
       " (SELECT NULLIF(company_name, '') FROM trader_applications WHERE user_id = :b),"
       " (SELECT first_name || ' ' || last_name FROM users WHERE id = :c))",
      soci::use(id), soci::use(id), soci::use(id), soci::into(name, ind);
  return ind == soci::i_null ? std::string() : name;
}

std::string TraderRepository::licenseNumber(soci::session& s, std::int64_t sellerId) {
  long long id = sellerId;
  std::string lic;
  soci::indicator ind = soci::i_null;
  s << "SELECT COALESCE((SELECT NULLIF(trading_license, '') FROM companies WHERE user_id = :a),"
       " (SELECT trading_license FROM trader_applications WHERE user_id = :b), '')",
      soci::use(id), soci::use(id), soci::into(lic, ind);
  return ind == soci::i_null ? std::string() : lic;
}

std::vector<std::int64_t> TraderRepository::activeProductIds(soci::session& s,
                                                             std::int64_t sellerId) {
  long long s0 = sellerId, s1 = sellerId, id = 0;
  soci::statement st =
      (s.prepare << "SELECT id FROM products WHERE active = 1"
                    " AND (CAST(:s0 AS BIGINT) = 0 OR seller_id = :s1) ORDER BY id",
       soci::use(s0), soci::use(s1), soci::into(id));
  st.execute();
  std::vector<std::int64_t> out;
  while (st.fetch()) out.push_back(id);
  return out;
}

namespace {
constexpr const char* kInviteColumns =
    "SELECT id, trader_id, email, created_at, accepted_user_id, accepted_at FROM trader_invites ";

std::vector<InviteRow> inviteQuery(soci::session& s, const std::string& where, long long a,
                                   const std::string* email) {
  InviteRow r;
  long long acceptedUser = 0, acceptedAt = 0;
  soci::indicator uInd, aInd;
  std::string e = email ? *email : "";
  soci::details::prepare_temp_type p = (s.prepare << kInviteColumns + where, soci::use(a));
  if (email) p, soci::use(e);
  p, soci::into(r.id), soci::into(r.traderId), soci::into(r.email), soci::into(r.createdAtMs),
      soci::into(acceptedUser, uInd), soci::into(acceptedAt, aInd);
  soci::statement st(p);
  st.execute();
  std::vector<InviteRow> out;
  while (st.fetch()) {
    InviteRow row = r;
    row.acceptedUserId = opt(acceptedUser, uInd);
    row.acceptedAtMs = opt(acceptedAt, aInd);
    out.push_back(row);
  }
  return out;
}
}  // namespace

std::optional<InviteRow> TraderRepository::findInvite(soci::session& s, std::int64_t traderId,
                                                      const std::string& email) {
  auto v = inviteQuery(s, "WHERE trader_id = :t AND email = :e", traderId, &email);
  if (v.empty()) return std::nullopt;
  return v.front();
}

std::int64_t TraderRepository::insertInvite(soci::session& s, const InviteRow& row) {
  long long id = 0, trader = row.traderId, created = row.createdAtMs;
  long long au = row.acceptedUserId.value_or(0), aa = row.acceptedAtMs.value_or(0);
  soci::indicator auInd = row.acceptedUserId ? soci::i_ok : soci::i_null;
  soci::indicator aaInd = row.acceptedAtMs ? soci::i_ok : soci::i_null;
  s << "INSERT INTO trader_invites (trader_id, email, created_at, accepted_user_id, accepted_at)"
       " VALUES (:t, :e, :c, :au, :aa) RETURNING id",
      soci::use(trader), soci::use(row.email), soci::use(created), soci::use(au, auInd),
      soci::use(aa, aaInd), soci::into(id);
  return id;
}

std::vector<InviteRow> TraderRepository::invites(soci::session& s, std::int64_t traderId) {
  return inviteQuery(s, "WHERE trader_id = :t ORDER BY id DESC", traderId, nullptr);
}

void TraderRepository::acceptInvites(soci::session& s, const std::string& email,
                                     std::int64_t userId, std::int64_t nowMs) {
  long long uid = userId, now = nowMs;
  s << "UPDATE trader_invites SET accepted_user_id = :u, accepted_at = :n"
       " WHERE email = :e AND accepted_user_id IS NULL",
      soci::use(uid), soci::use(now), soci::use(email);
}

std::int64_t TraderRepository::insertOffer(soci::session& s, const OfferRow& o) {
  long long id = 0, trader = o.traderId, client = o.clientId, created = o.createdAtMs,
            expires = o.expiresAtMs;
  s << "INSERT INTO trader_offers (trader_id, client_id, status, note, created_at, expires_at)"
       " VALUES (:t, :c, 'open', :n, :cr, :ex) RETURNING id",
      soci::use(trader), soci::use(client), soci::use(o.note), soci::use(created),
      soci::use(expires), soci::into(id);
  for (const auto& l : o.lines) {
    long long pid = l.productId, qty = l.quantity, unit = l.unitCents;
    s << "INSERT INTO trader_offer_lines (offer_id, product_id, quantity, unit_cents)"
         " VALUES (:o, :p, :q, :u)",
        soci::use(id), soci::use(pid), soci::use(qty), soci::use(unit);
  }
  return id;
}

namespace {
std::vector<OfferRow> offerQuery(soci::session& s, const std::string& where, long long a,
                                 long long b) {
  OfferRow r;
  std::string fn, ln;
  soci::statement st =
      (s.prepare << "SELECT f.id, f.trader_id, f.client_id, u.first_name, u.last_name, f.status,"
                    " f.note, f.created_at, f.expires_at FROM trader_offers f"
                    " JOIN users u ON u.id = f.client_id " +
                        where + " ORDER BY f.id DESC",
       soci::use(a), soci::use(b), soci::into(r.id), soci::into(r.traderId), soci::into(r.clientId),
       soci::into(fn), soci::into(ln), soci::into(r.status), soci::into(r.note),
       soci::into(r.createdAtMs), soci::into(r.expiresAtMs));
  st.execute();
  std::vector<OfferRow> out;
  while (st.fetch()) {
    r.clientName = fn + " " + ln;
    out.push_back(r);
  }
  if (out.empty()) return out;
  // Every offer's lines in one query (one per offer made a trader's list cost a query for each
  // offer it ever made).
  std::unordered_map<long long, std::size_t> at;
  for (std::size_t i = 0; i < out.size(); ++i) at.emplace(out[i].id, i);
  long long oid = 0;
  OfferLineRow l;
  soci::statement ls =
      (s.prepare << "SELECT l.offer_id, l.product_id, p.name, p.metal, l.quantity, l.unit_cents"
                    " FROM trader_offer_lines l JOIN products p ON p.id = l.product_id"
                    " WHERE l.offer_id IN (SELECT f.id FROM trader_offers f"
                    " JOIN users u ON u.id = f.client_id " +
                        where + ") ORDER BY l.offer_id, l.product_id",
       soci::use(a), soci::use(b), soci::into(oid), soci::into(l.productId), soci::into(l.name),
       soci::into(l.metal), soci::into(l.quantity), soci::into(l.unitCents));
  ls.execute();
  while (ls.fetch())
    if (auto it = at.find(oid); it != at.end()) out[it->second].lines.push_back(l);
  return out;
}
}  // namespace

std::optional<OfferRow> TraderRepository::findOffer(soci::session& s, std::int64_t id) {
  auto v = offerQuery(s, "WHERE f.id = :a AND 0 = :b", id, 0);
  if (v.empty()) return std::nullopt;
  return v.front();
}

std::vector<OfferRow> TraderRepository::offersOfTrader(soci::session& s, std::int64_t traderId) {
  return offerQuery(s, "WHERE (CAST(:a AS BIGINT) = 0 OR f.trader_id = :b)", traderId, traderId);
}

std::vector<OfferRow> TraderRepository::openOffersOfClient(soci::session& s, std::int64_t clientId,
                                                           std::int64_t nowMs) {
  return offerQuery(s, "WHERE f.client_id = :a AND f.status = 'open' AND f.expires_at > :b",
                    clientId, nowMs);
}

bool TraderRepository::decideOffer(soci::session& s, std::int64_t id, const std::string& status,
                                   std::int64_t nowMs) {
  long long key = id, now = nowMs;
  soci::statement st = (s.prepare << "UPDATE trader_offers SET status = :s, decided_at = :n"
                                     " WHERE id = :i AND status = 'open'",
                        soci::use(status), soci::use(now), soci::use(key));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void TraderRepository::putOfferLineInCart(soci::session& s, std::int64_t userId,
                                          std::int64_t productId, std::int64_t qty,
                                          std::int64_t offerId, std::int64_t lockedUnitCents,
                                          std::int64_t nowMs) {
  long long uid = userId, pid = productId, q = qty, offer = offerId, unit = lockedUnitCents,
            now = nowMs;
  s << "DELETE FROM cart_items WHERE user_id = :u AND product_id = :p", soci::use(uid),
      soci::use(pid);
  s << "INSERT INTO cart_items (user_id, product_id, quantity, created_at, offer_id,"
       " locked_unit_cents) VALUES (:u, :p, :q, :c, :o, :l)",
      soci::use(uid), soci::use(pid), soci::use(q), soci::use(now), soci::use(offer),
      soci::use(unit);
}

}  // namespace aurum::storage
