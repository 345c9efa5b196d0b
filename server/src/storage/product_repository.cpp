#include "storage/product_repository.hpp"

#include <vector>

namespace aurum::storage {

using domain::Product;

namespace {
/// Products with their seller's display name: the company name, else the seller's full name;
/// "Aurum" for house products (no seller).
constexpr const char* kColumns =
    "p.id, p.name, p.description, p.metal, p.form, p.weight_micro_oz, p.fine_weight_micro_oz,"
    " p.purity, p.premium_cents, p.stock, COALESCE(p.seller_id, 0), p.image_url, p.active,"
    " CASE WHEN p.seller_id IS NULL THEN 'Aurum' ELSE COALESCE(NULLIF(c.company_name, ''),"
    " u.first_name || ' ' || u.last_name, '') END";
/// The units of product `p.id` the user `:u` holds in checkouts in flight. Walked from the
/// product's active holds (the partial index stock_reservations_active: the few checkouts in
/// flight), each hold's buyer read by its quote's key. A join would let PostgreSQL's planner start
/// from the buyer's quotes instead (checkout_quotes_user), all of them, a cost growing with every
/// order the buyer ever placed (docs/performance.md); a scalar subquery per hold cannot be turned
/// around.
constexpr const char* kHeldByUser =
    "SELECT COALESCE(SUM(sr.quantity), 0) FROM stock_reservations sr WHERE sr.product_id = p.id"
    " AND sr.status = 'active' AND (SELECT q.user_id FROM checkout_quotes q WHERE q.id ="
    " sr.quote_id) = :u";

constexpr const char* kFrom =
    " FROM products p LEFT JOIN users u ON u.id = p.seller_id"
    " LEFT JOIN companies c ON c.user_id = p.seller_id";

struct Row {
  long long id = 0, weight = 0, fine = 0, premium = 0, stock = 0, seller = 0;
  int purity = 0, active = 1;
  std::string name, description, metal, form, image, sellerName;
  void bind(soci::details::prepare_temp_type& p) {
    p, soci::into(id), soci::into(name), soci::into(description), soci::into(metal),
        soci::into(form), soci::into(weight), soci::into(fine), soci::into(purity),
        soci::into(premium), soci::into(stock), soci::into(seller), soci::into(image),
        soci::into(active), soci::into(sellerName);
  }
  Product get() const {
    Product p;
    p.id = id;
    p.name = name;
    p.description = description;
    p.metal = domain::parseMetal(metal).value_or(domain::Metal::kGold);
    p.form = form;
    p.weightMicroOz = weight;
    p.fineWeightMicroOz = fine;
    p.purity = purity;
    p.premiumCents = premium;
    p.stock = stock;
    p.sellerId = seller;
    p.imageUrl = image;
    p.active = active != 0;
    p.sellerName = sellerName;
    return p;
  }
};
}  // namespace

std::vector<Product> ProductRepository::list(soci::session& s, bool activeOnly) {
  Row r;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kColumns + kFrom +
                        (activeOnly ? " WHERE p.active = 1" : "") + " ORDER BY p.id");
  r.bind(p);
  soci::statement st(p);
  st.execute();
  std::vector<Product> out;
  while (st.fetch()) out.push_back(r.get());
  return out;
}

std::optional<Product> ProductRepository::find(soci::session& s, std::int64_t id) {
  Row r;
  long long key = id;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kColumns + kFrom + " WHERE p.id = :id",
       soci::use(key));
  r.bind(p);
  soci::statement st(p);
  st.execute();
  if (!st.fetch()) return std::nullopt;
  return r.get();
}

std::optional<ProductRepository::ForCart> ProductRepository::findForCart(soci::session& s,
                                                                         std::int64_t id,
                                                                         std::int64_t userId) {
  Row r;
  long long key = id, uid = userId, lineId = 0, lineQuantity = 0, reserved = 0;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kColumns +
                        ", COALESCE(ci.id, 0), COALESCE(ci.quantity, 0), (" + kHeldByUser + ")" +
                        kFrom +
                        " LEFT JOIN cart_items ci ON ci.user_id = :u2 AND ci.product_id = p.id"
                        " WHERE p.id = :id",
       soci::use(uid), soci::use(uid), soci::use(key));
  r.bind(p);
  p, soci::into(lineId), soci::into(lineQuantity), soci::into(reserved);
  soci::statement st(p);
  st.execute();
  if (!st.fetch()) return std::nullopt;
  return ForCart{r.get(), lineId, lineQuantity, reserved};
}

namespace {
/// Products with other rows: "SELECT <product columns>, `extra` FROM products ... `tail`" with
/// `key` bound; `bindExtra(p)` binds the extra columns' outputs, `onRow(product)` runs after each
/// fetch.
template <class BindExtra, class OnRow>
void selectProductsWith(soci::session& s, const char* extra, const char* tail, long long key,
                        BindExtra bindExtra, OnRow onRow) {
  Row r;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kColumns + ", " + extra + kFrom + " " + tail,
       soci::use(key));
  r.bind(p);
  bindExtra(p);
  soci::statement st(p);
  st.execute();
  while (st.fetch()) onRow(r.get());
}
}  // namespace

std::vector<std::pair<CartLineRow, Product>> ProductRepository::linesOfCart(soci::session& s,
                                                                            std::int64_t userId) {
  long long id = 0, qty = 0, offer = 0, locked = 0, until = 0;
  std::vector<std::pair<CartLineRow, Product>> out;
  selectProductsWith(
      s,
      "ci.id, ci.quantity, COALESCE(ci.offer_id, 0), COALESCE(ci.locked_unit_cents, 0), "
      "COALESCE(o.expires_at, 0)",
      "JOIN cart_items ci ON ci.product_id = p.id LEFT JOIN trader_offers o ON o.id = ci.offer_id "
      "AND o.status = 'accepted' WHERE ci.user_id = :u ORDER BY ci.id",
      userId,
      [&](auto& p) {
        p, soci::into(id), soci::into(qty), soci::into(offer), soci::into(locked),
            soci::into(until);
      },
      [&](Product product) {
        out.emplace_back(CartLineRow{id, product.id, qty, offer, locked, until},
                         std::move(product));
      });
  return out;
}

std::vector<std::pair<domain::QuoteLine, Product>> ProductRepository::linesOfQuote(
    soci::session& s, std::int64_t quoteId) {
  long long qty = 0, unit = 0, fine = 0, weight = 0, premium = 0;
  std::string name, metal;
  std::vector<std::pair<domain::QuoteLine, Product>> out;
  selectProductsWith(
      s,
      "l.name, l.metal, l.quantity, l.unit_cents, l.fine_weight_micro_oz, l.weight_micro_oz, "
      "l.premium_cents",
      "JOIN checkout_quote_lines l ON l.product_id = p.id WHERE l.quote_id = :q ORDER BY p.id",
      quoteId,
      [&](auto& p) {
        p, soci::into(name), soci::into(metal), soci::into(qty), soci::into(unit), soci::into(fine),
            soci::into(weight), soci::into(premium);
      },
      [&](Product product) {
        const auto id = product.id;
        out.emplace_back(
            domain::QuoteLine{id, name, domain::parseMetal(metal).value_or(domain::Metal::kGold),
                              qty, unit, fine, weight, premium},
            std::move(product));
      });
  return out;
}

std::int64_t ProductRepository::insert(soci::session& s, const Product& p, std::int64_t nowMs) {
  long long id = 0, weight = p.weightMicroOz, fine = p.fineWeightMicroOz, premium = p.premiumCents,
            stock = p.stock, seller = p.sellerId, now = nowMs;
  int purity = p.purity;
  std::string metal = domain::metalName(p.metal);
  soci::indicator sellerInd = seller ? soci::i_ok : soci::i_null;
  s << "INSERT INTO products (name, description, metal, form, weight_micro_oz, "
       "fine_weight_micro_oz,"
       " purity, premium_cents, stock, seller_id, image_url, created_at)"
       " VALUES (:n, :d, :m, :f, :w, :fw, :pu, :pr, :st, :se, :im, :c) RETURNING id",
      soci::use(p.name), soci::use(p.description), soci::use(metal), soci::use(p.form),
      soci::use(weight), soci::use(fine), soci::use(purity), soci::use(premium), soci::use(stock),
      soci::use(seller, sellerInd), soci::use(p.imageUrl), soci::use(now), soci::into(id);
  return id;
}

std::int64_t ProductRepository::count(soci::session& s) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM products", soci::into(n);
  return n;
}

bool ProductRepository::take(soci::session& s, std::int64_t id, std::int64_t qty) {
  long long key = id, q1 = qty, q2 = qty;
  soci::statement st =
      (s.prepare << "UPDATE products SET stock = stock - :q1 WHERE id = :id AND stock >= :q2"
                    " AND active = 1",
       soci::use(q1), soci::use(key), soci::use(q2));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void ProductRepository::giveBack(soci::session& s, std::int64_t id, std::int64_t qty) {
  long long key = id, q = qty;
  s << "UPDATE products SET stock = stock + :q WHERE id = :id", soci::use(q), soci::use(key);
}

std::vector<std::pair<std::int64_t, std::int64_t>> ProductRepository::reservedByProduct(
    soci::session& s) {
  long long id = 0, n = 0;
  soci::statement st = (s.prepare << "SELECT product_id, SUM(quantity) FROM stock_reservations"
                                     " WHERE status = 'active' GROUP BY product_id",
                        soci::into(id), soci::into(n));
  st.execute();
  std::vector<std::pair<std::int64_t, std::int64_t>> out;
  while (st.fetch()) out.emplace_back(id, n);
  return out;
}

void ProductRepository::update(soci::session& s, const Product& p, std::int64_t nowMs) {
  long long id = p.id, weight = p.weightMicroOz, fine = p.fineWeightMicroOz,
            premium = p.premiumCents, now = nowMs;
  int purity = p.purity, active = p.active ? 1 : 0;
  std::string metal = domain::metalName(p.metal);
  s << "UPDATE products SET name = :n, description = :d, metal = :m, form = :f,"
       " weight_micro_oz = :w, fine_weight_micro_oz = :fw, purity = :pu, premium_cents = :pr,"
       " active = :a, updated_at = :u WHERE id = :id",
      soci::use(p.name), soci::use(p.description), soci::use(metal), soci::use(p.form),
      soci::use(weight), soci::use(fine), soci::use(purity), soci::use(premium), soci::use(active),
      soci::use(now), soci::use(id);
}

long long ProductRepository::archiveBySeller(soci::session& s, std::int64_t sellerId,
                                             std::int64_t nowMs) {
  long long seller = sellerId, now = nowMs;
  soci::statement st = (s.prepare << "UPDATE products SET active = 0, updated_at = :n"
                                     " WHERE seller_id = :s AND active = 1",
                        soci::use(now), soci::use(seller));
  st.execute(true);
  return st.get_affected_rows();
}

void ProductRepository::setImageUrl(soci::session& s, std::int64_t id, const std::string& url,
                                    std::int64_t nowMs) {
  long long key = id, now = nowMs;
  s << "UPDATE products SET image_url = :i, updated_at = :u WHERE id = :id", soci::use(url),
      soci::use(now), soci::use(key);
}

std::optional<std::int64_t> ProductRepository::adjustStock(soci::session& s, std::int64_t id,
                                                           std::int64_t delta, std::int64_t nowMs) {
  long long key = id, d1 = delta, d2 = -delta, now = nowMs;
  soci::statement st = (s.prepare << "UPDATE products SET stock = stock + :d, updated_at = :u"
                                     " WHERE id = :id AND stock >= :min",
                        soci::use(d1), soci::use(now), soci::use(key), soci::use(d2));
  st.execute(true);
  if (st.get_affected_rows() != 1) return std::nullopt;
  long long stock = 0;
  s << "SELECT stock FROM products WHERE id = :id", soci::use(key), soci::into(stock);
  return stock;
}

std::int64_t ProductRepository::insertAdjustment(soci::session& s, const StockAdjustment& a) {
  long long id = 0, product = a.productId, delta = a.delta, after = a.stockAfter,
            actor = a.actorUserId, at = a.createdAtMs;
  soci::indicator actorInd = actor ? soci::i_ok : soci::i_null;
  s << "INSERT INTO stock_adjustments (product_id, delta, reason, stock_after, actor_user_id,"
       " created_at) VALUES (:p, :d, :r, :s, :a, :c) RETURNING id",
      soci::use(product), soci::use(delta), soci::use(a.reason), soci::use(after),
      soci::use(actor, actorInd), soci::use(at), soci::into(id);
  return id;
}

std::vector<StockAdjustment> ProductRepository::adjustments(soci::session& s,
                                                            std::int64_t productId) {
  long long key = productId, id = 0, delta = 0, after = 0, actor = 0, at = 0;
  std::string reason, actorName;
  soci::indicator actorInd = soci::i_ok, nameInd = soci::i_ok;
  soci::statement st =
      (s.prepare << "SELECT a.id, a.delta, a.reason, a.stock_after, a.actor_user_id,"
                    " u.first_name || ' ' || u.last_name, a.created_at"
                    " FROM stock_adjustments a LEFT JOIN users u ON u.id = a.actor_user_id"
                    " WHERE a.product_id = :p ORDER BY a.id DESC",
       soci::use(key), soci::into(id), soci::into(delta), soci::into(reason), soci::into(after),
       soci::into(actor, actorInd), soci::into(actorName, nameInd), soci::into(at));
  st.execute();
  std::vector<StockAdjustment> out;
  while (st.fetch()) {
    StockAdjustment a;
    a.id = id;
    a.productId = productId;
    a.delta = delta;
    a.reason = reason;
    a.stockAfter = after;
    a.actorUserId = actorInd == soci::i_ok ? actor : 0;
    a.actorName = nameInd == soci::i_ok ? actorName : "";
    a.createdAtMs = at;
    out.push_back(std::move(a));
  }
  return out;
}

}  // namespace aurum::storage
