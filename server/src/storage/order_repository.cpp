#include "storage/order_repository.hpp"

#include <algorithm>
#include <cctype>

#include "domain/compliance.hpp"
#include "storage/message_args.hpp"
#include "storage/multi_row_insert.hpp"

namespace aurum::storage {

using domain::Order;

namespace {

/// What an order of house products shows as its seller. A seller's name is the company's, else
/// the seller's full name, as a product shows it (ProductRepository).
constexpr const char* kHouseSellerName = "Aurum";

constexpr const char* kColumns =
    "o.id, o.user_id, o.quote_id, o.status, o.subtotal_cents, o.shipping_cents, o.tax_cents, "
    "o.total_cents,"
    " o.payment_method, COALESCE(o.tracking_number, ''), o.ship_first_name, o.ship_last_name, "
    "o.ship_address,"
    " o.ship_city, o.ship_state, o.ship_zip, o.ship_country, o.created_at, o.updated_at,"
    " (SELECT COALESCE(SUM(quantity), 0) FROM order_lines l WHERE l.order_id = o.id),"
    " u.first_name, u.last_name, q.created_at, q.expires_at, COALESCE(o.payment_id, 0),"
    " COALESCE(o.seller_id, 0),"
    " COALESCE(NULLIF(c.company_name, ''), su.first_name || ' ' || su.last_name)";
constexpr const char* kFrom =
    " FROM orders o JOIN users u ON u.id = o.user_id JOIN checkout_quotes q ON q.id = o.quote_id"
    " LEFT JOIN users su ON su.id = o.seller_id LEFT JOIN companies c ON c.user_id = o.seller_id ";

struct Row {
  long long id = 0, userId = 0, quoteId = 0, sub = 0, ship = 0, tax = 0, total = 0, created = 0,
            updated = 0, items = 0, qCreated = 0, qExpires = 0, payment = 0, seller = 0;
  std::string status, method, tracking, fn, ln, addr, city, state, zip, country, ufn, uln,
      sellerName;
  soci::indicator sellerInd = soci::i_null;  // no seller: the house
  void bind(soci::details::prepare_temp_type& p) {
    p, soci::into(id), soci::into(userId), soci::into(quoteId), soci::into(status), soci::into(sub),
        soci::into(ship), soci::into(tax), soci::into(total), soci::into(method),
        soci::into(tracking), soci::into(fn), soci::into(ln), soci::into(addr), soci::into(city),
        soci::into(state), soci::into(zip), soci::into(country), soci::into(created),
        soci::into(updated), soci::into(items), soci::into(ufn), soci::into(uln),
        soci::into(qCreated), soci::into(qExpires), soci::into(payment), soci::into(seller),
        soci::into(sellerName, sellerInd);
  }
  Order get() const {
    Order o;
    o.id = id;
    o.userId = userId;
    o.quoteId = quoteId;
    o.status = domain::parseOrderStatus(status).value_or(domain::OrderStatus::kPending);
    o.subtotal = sub;
    o.shipping = ship;
    o.tax = tax;
    o.total = total;
    o.paymentMethod = method;
    if (!tracking.empty()) o.trackingNumber = tracking;
    o.address = {fn, ln, addr, city, state, zip, country};
    o.createdAtMs = created;
    o.updatedAtMs = updated;
    o.itemCount = items;
    o.buyerName = ufn + " " + uln;
    o.quoteCreatedAtMs = qCreated;
    o.quoteExpiresAtMs = qExpires;
    o.paymentId = payment;
    o.sellerId = seller;
    o.sellerName = sellerInd == soci::i_ok ? sellerName : std::string(kHouseSellerName);
    return o;
  }
};

std::vector<Order> listWhere(soci::session& s, const std::string& where, long long key) {
  Row r;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kColumns + kFrom + where + " ORDER BY o.id DESC",
       soci::use(key));
  r.bind(p);
  soci::statement st(p);
  st.execute();
  std::vector<Order> out;
  while (st.fetch()) out.push_back(r.get());
  return out;
}

}  // namespace

std::int64_t OrderRepository::insert(soci::session& s, const Order& o) {
  long long id = 0, uid = o.userId, qid = o.quoteId, pay = o.paymentId, sub = o.subtotal,
            ship = o.shipping, tax = o.tax, total = o.total, created = o.createdAtMs,
            updated = o.updatedAtMs, seller = o.sellerId;
  soci::indicator sellerInd = seller ? soci::i_ok : soci::i_null;
  std::string status = domain::orderStatusName(o.status);
  const auto& a = o.address;
  s << "INSERT INTO orders (user_id, quote_id, seller_id, payment_id, status, subtotal_cents,"
       " shipping_cents, tax_cents, total_cents,"
       " payment_method, ship_first_name, ship_last_name, ship_address, ship_city, ship_state, "
       "ship_zip,"
       " ship_country, created_at, updated_at) VALUES (:u, :q, :sel, :pay, :s, :sub, :sh, :tx, :t,"
       " :pm, :a1, :a2, :a3, :a4,"
       " :a5, :a6, :a7, :c, :up) RETURNING id",
      soci::use(uid), soci::use(qid), soci::use(seller, sellerInd), soci::use(pay),
      soci::use(status), soci::use(sub), soci::use(ship), soci::use(tax), soci::use(total),
      soci::use(o.paymentMethod), soci::use(a.firstName), soci::use(a.lastName),
      soci::use(a.address), soci::use(a.city), soci::use(a.state), soci::use(a.zipCode),
      soci::use(a.country), soci::use(created), soci::use(updated), soci::into(id);
  // The AML monitor's orders per account-hour (migration 017), kept with every order.
  long long hour = domain::utcHourStartMs(created);
  s << "/* aurum pipelined */ INSERT INTO aml_hours (user_id, hour_start, orders, paid_count, "
       "paid_cents, "
       "paid_max_cents) VALUES (:u, :h, 1, 0, 0, 0) ON CONFLICT (user_id, hour_start) DO UPDATE "
       "SET orders = aml_hours.orders + 1",
      soci::use(uid), soci::use(hour);
  for (const auto& l : o.lines) {
    long long pid = l.productId, lineSeller = l.sellerId, qty = l.quantity, unit = l.unitCents,
              fine = l.fineWeightMicroOz, premium = l.premiumCents;
    soci::indicator lineSellerInd = lineSeller ? soci::i_ok : soci::i_null;
    std::string metal = domain::metalName(l.metal);
    s << "/* aurum pipelined */ INSERT INTO order_lines (order_id, product_id, seller_id, name, "
         "metal, quantity, "
         "unit_cents, fine_weight_micro_oz, premium_cents)"
         " VALUES (:o, :p, :s, :n, :m, :q, :u, :f, :pr)",
        soci::use(id), soci::use(pid), soci::use(lineSeller, lineSellerInd), soci::use(l.name),
        soci::use(metal), soci::use(qty), soci::use(unit), soci::use(fine), soci::use(premium);
  }
  return id;
}

void OrderRepository::addHistory(soci::session& s, std::int64_t orderId, domain::OrderStatus status,
                                 std::int64_t actorUserId, const std::string& actor,
                                 const domain::Message& note, std::int64_t atMs) {
  long long oid = orderId, uid = actorUserId, at = atMs;
  soci::indicator uidInd = uid ? soci::i_ok : soci::i_null;
  std::string st = domain::orderStatusName(status);
  const std::string args = encodeMessageArgs(note.args, {});
  s << "/* aurum pipelined */ INSERT INTO order_status_history (order_id, status, actor_user_id, "
       "actor, note, at, args)"
       " VALUES (:o, :s, :u, :a, :n, :t, :g)",
      soci::use(oid), soci::use(st), soci::use(uid, uidInd), soci::use(actor), soci::use(note.text),
      soci::use(at), soci::use(args);
}

void OrderRepository::addSystemHistory(soci::session& s, std::int64_t orderId,
                                       const std::vector<domain::OrderHistoryEntry>& entries) {
  MultiRowInsert ins(s,
                     "/* aurum pipelined */ INSERT INTO order_status_history (order_id, status, "
                     "actor_user_id, actor, note, args, at) VALUES ");
  for (const auto& e : entries) {
    ins.row();
    ins.add(orderId);
    ins.add(std::string(domain::orderStatusName(e.status)));
    ins.add(0, soci::i_null);
    ins.add(e.actor);
    ins.add(e.note.text);
    ins.add(encodeMessageArgs(e.note.args, e.note.amounts));
    ins.add(e.atMs);
  }
  ins.execute();
}

std::optional<Order> OrderRepository::find(soci::session& s, std::int64_t id) {
  auto v = listWhere(s, "WHERE o.id = :k", id);
  if (v.empty()) return std::nullopt;
  return v.front();
}

void OrderRepository::loadDetail(soci::session& s, Order& o) {
  long long oid = o.id;
  {
    long long pid = 0, seller = 0, qty = 0, unit = 0, fine = 0;
    std::string name, metal, image;
    soci::statement st =
        (s.prepare << "SELECT l.product_id, COALESCE(l.seller_id, 0), l.name, l.metal, l.quantity,"
                      " l.unit_cents, l.fine_weight_micro_oz, COALESCE(p.image_url, '')"
                      " FROM order_lines l LEFT JOIN products p ON p.id = l.product_id"
                      " WHERE l.order_id = :o ORDER BY l.product_id",
         soci::into(pid), soci::into(seller), soci::into(name), soci::into(metal), soci::into(qty),
         soci::into(unit), soci::into(fine), soci::into(image), soci::use(oid));
    st.execute();
    o.lines.clear();
    while (st.fetch())
      o.lines.push_back({pid,
                         seller,
                         name,
                         domain::parseMetal(metal).value_or(domain::Metal::kGold),
                         qty,
                         unit,
                         fine,
                         image,
                         {}});
  }
  {
    // Serialized units allocated to the order (provenance registry, migration 004).
    long long pid = 0;
    std::string serial;
    soci::statement st = (s.prepare << "SELECT product_id, serial_number FROM provenance_items"
                                       " WHERE order_id = :o ORDER BY serial_number",
                          soci::into(pid), soci::into(serial), soci::use(oid));
    st.execute();
    while (st.fetch())
      for (auto& l : o.lines)
        if (l.productId == pid) l.serials.push_back(serial);
  }
  {
    long long at = 0;
    std::string status, actor, note, args;
    soci::statement st =
        (s.prepare << "SELECT status, at, actor, note, args FROM order_status_history"
                      " WHERE order_id = :o ORDER BY id",
         soci::into(status), soci::into(at), soci::into(actor), soci::into(note), soci::into(args),
         soci::use(oid));
    st.execute();
    o.history.clear();
    while (st.fetch())
      o.history.push_back({domain::parseOrderStatus(status).value_or(domain::OrderStatus::kPending),
                           at,
                           actor,
                           {note, decodeMessageArgs(args).first}});
  }
  {
    // A cancelled paid order's refund (one per order, migration 008).
    long long amount = 0, created = 0, updated = 0;
    std::string status;
    soci::statement st = (s.prepare << "SELECT status, amount_cents, created_at, updated_at"
                                       " FROM payment_refunds WHERE order_id = :o",
                          soci::into(status), soci::into(amount), soci::into(created),
                          soci::into(updated), soci::use(oid));
    st.execute();
    o.refund.reset();
    if (st.fetch())
      o.refund = domain::OrderRefund{
          domain::parseRefundStatus(status).value_or(domain::RefundStatus::kPending), amount,
          created, updated};
  }
}

std::vector<Order> OrderRepository::listForUser(soci::session& s, std::int64_t userId) {
  return listWhere(s, "WHERE o.user_id = :k", userId);
}

std::vector<Order> OrderRepository::listForQuote(soci::session& s, std::int64_t quoteId) {
  auto out = listWhere(s, "WHERE o.quote_id = :k", quoteId);
  std::reverse(out.begin(), out.end());  // oldest first: the first order is the first placed
  return out;
}

std::vector<Order> OrderRepository::listManaged(soci::session& s, const OrderFilter& f) {
  // One statement for every filter combination; an empty filter matches everything.
  long long seller = f.sellerId, limit = f.limit;
  std::string status = f.status, q = f.query, like = "%" + f.query + "%";
  for (auto& c : like) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  long long idQuery = 0;
  if (!q.empty() && q.size() < 12 && std::all_of(q.begin(), q.end(), ::isdigit)) {
    idQuery = std::stoll(q);  // a number is an order number, never part of a name
    like.clear();             // LIKE '' never matches the (never empty) name and e-mail
  }
  Row r;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kColumns + kFrom +
                        "WHERE (:sel0 = 0 OR o.seller_id = :sel1)"
                        " AND (:st0 = '' OR o.status = :st1)"
                        " AND (:q0 = '' OR o.id = :qid OR LOWER(u.first_name || ' ' || u.last_name"
                        " || ' ' || u.email) LIKE :qlike)"
                        " ORDER BY o.id DESC LIMIT :lim",
       soci::use(seller), soci::use(seller), soci::use(status), soci::use(status), soci::use(q),
       soci::use(idQuery), soci::use(like), soci::use(limit));
  r.bind(p);
  soci::statement st(p);
  st.execute();
  std::vector<Order> out;
  while (st.fetch()) out.push_back(r.get());
  return out;
}

std::vector<Order> OrderRepository::listForSeller(soci::session& s, std::int64_t sellerId) {
  if (sellerId == 0) return listWhere(s, "WHERE 0 = :k", 0);
  return listWhere(s, "WHERE o.seller_id = :k", sellerId);
}

bool OrderRepository::sellsIn(soci::session& s, std::int64_t orderId, std::int64_t sellerId) {
  long long oid = orderId, sid = sellerId, n = 0;
  s << "SELECT COUNT(*) FROM orders WHERE id = :o AND seller_id = :s", soci::use(oid),
      soci::use(sid), soci::into(n);
  return n > 0;
}

bool OrderRepository::transition(soci::session& s, std::int64_t id, domain::OrderStatus from,
                                 domain::OrderStatus to, const std::optional<std::string>& tracking,
                                 std::int64_t nowMs) {
  long long key = id, now = nowMs;
  std::string f = domain::orderStatusName(from), t = domain::orderStatusName(to);
  std::string tr = tracking.value_or("");
  soci::indicator trInd = tracking ? soci::i_ok : soci::i_null;
  soci::statement st =
      (s.prepare
           << "UPDATE orders SET status = :t, updated_at = :n,"
              " tracking_number = COALESCE(:tr, tracking_number) WHERE id = :i AND status = :f",
       soci::use(t), soci::use(now), soci::use(tr, trInd), soci::use(key), soci::use(f));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

std::int64_t OrderRepository::unitsHeld(soci::session& s, std::int64_t userId) {
  long long uid = userId, n = 0;
  s << "SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l JOIN orders o ON o.id = l.order_id"
       " WHERE o.user_id = :u AND o.status <> 'cancelled'",
      soci::use(uid), soci::into(n);
  return n;
}

}  // namespace aurum::storage
