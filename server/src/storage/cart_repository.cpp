#include "storage/cart_repository.hpp"

namespace aurum::storage {

namespace {
std::optional<CartLineRow> one(soci::session& s, const char* where, long long a, long long b) {
  long long id = 0, pid = 0, qty = 0;
  soci::statement st =
      (s.prepare << std::string("SELECT id, product_id, quantity FROM cart_items WHERE ") + where,
       soci::into(id), soci::into(pid), soci::into(qty), soci::use(a), soci::use(b));
  st.execute();
  if (!st.fetch()) return std::nullopt;
  return CartLineRow{id, pid, qty};
}
}  // namespace

std::vector<CartLineRow> CartRepository::list(soci::session& s, std::int64_t userId) {
  long long uid = userId, id = 0, pid = 0, qty = 0, offer = 0, locked = 0, until = 0;
  soci::statement st =
      (s.prepare << "SELECT c.id, c.product_id, c.quantity, COALESCE(c.offer_id, 0),"
                    " COALESCE(c.locked_unit_cents, 0), COALESCE(o.expires_at, 0)"
                    " FROM cart_items c LEFT JOIN trader_offers o"
                    " ON o.id = c.offer_id AND o.status = 'accepted'"
                    " WHERE c.user_id = :u ORDER BY c.id",
       soci::into(id), soci::into(pid), soci::into(qty), soci::into(offer), soci::into(locked),
       soci::into(until), soci::use(uid));
  st.execute();
  std::vector<CartLineRow> out;
  while (st.fetch()) out.push_back({id, pid, qty, offer, locked, until});
  return out;
}

std::optional<CartLineRow> CartRepository::find(soci::session& s, std::int64_t userId,
                                                std::int64_t lineId) {
  return one(s, "user_id = :u AND id = :i", userId, lineId);
}

std::int64_t CartRepository::insert(soci::session& s, std::int64_t userId, std::int64_t productId,
                                    std::int64_t qty, std::int64_t nowMs) {
  long long id = 0, uid = userId, pid = productId, q = qty, now = nowMs;
  s << "INSERT INTO cart_items (user_id, product_id, quantity, created_at) VALUES (:u, :p, :q, :c) "
       "RETURNING id",
      soci::use(uid), soci::use(pid), soci::use(q), soci::use(now), soci::into(id);
  return id;
}

void CartRepository::setQuantity(soci::session& s, std::int64_t lineId, std::int64_t qty) {
  long long id = lineId, q = qty;
  // A new quantity leaves the offer it came from: the locked price was for the offered quantity.
  s << "/* aurum pipelined */ UPDATE cart_items SET quantity = :q,"
       " offer_id = CASE WHEN quantity = :q2 THEN offer_id ELSE NULL END,"
       " locked_unit_cents = CASE WHEN quantity = :q3 THEN locked_unit_cents ELSE NULL END"
       " WHERE id = :i",
      soci::use(q), soci::use(q), soci::use(q), soci::use(id);
}

bool CartRepository::remove(soci::session& s, std::int64_t userId, std::int64_t lineId) {
  long long uid = userId, id = lineId;
  soci::statement st = (s.prepare << "DELETE FROM cart_items WHERE user_id = :u AND id = :i",
                        soci::use(uid), soci::use(id));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void CartRepository::clear(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  s << "/* aurum pipelined */ DELETE FROM cart_items WHERE user_id = :u", soci::use(uid);
}

}  // namespace aurum::storage
