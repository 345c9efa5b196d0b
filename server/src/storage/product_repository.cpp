#include "storage/product_repository.hpp"

namespace aurum::storage {

using domain::Product;

namespace {
constexpr const char* kColumns =
    "id, name, description, metal, form, weight_micro_oz, fine_weight_micro_oz, purity, "
    "premium_cents,"
    " stock, COALESCE(seller_id, 0), image_url";

struct Row {
  long long id = 0, weight = 0, fine = 0, premium = 0, stock = 0, seller = 0;
  int purity = 0;
  std::string name, description, metal, form, image;
  void bind(soci::details::prepare_temp_type& p) {
    p, soci::into(id), soci::into(name), soci::into(description), soci::into(metal),
        soci::into(form), soci::into(weight), soci::into(fine), soci::into(purity),
        soci::into(premium), soci::into(stock), soci::into(seller), soci::into(image);
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
    return p;
  }
};
}  // namespace

std::vector<Product> ProductRepository::list(soci::session& s) {
  Row r;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kColumns + " FROM products ORDER BY id");
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
      (s.prepare << std::string("SELECT ") + kColumns + " FROM products WHERE id = :id",
       soci::use(key));
  r.bind(p);
  soci::statement st(p);
  st.execute();
  if (!st.fetch()) return std::nullopt;
  return r.get();
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
      (s.prepare << "UPDATE products SET stock = stock - :q1 WHERE id = :id AND stock >= :q2",
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

}  // namespace aurum::storage
