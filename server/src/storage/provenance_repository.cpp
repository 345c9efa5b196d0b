#include "storage/provenance_repository.hpp"

#include "domain/error.hpp"
#include "storage/database.hpp"
#include "storage/optional_id.hpp"

namespace aurum::storage::provenance {

using domain::SerializedItem;

namespace {

constexpr const char* kItemColumns =
    "i.id, i.serial_number, i.qr_code, i.product_id, i.product_name, i.product_type, i.metal, "
    "i.weight_micro_oz, i.fineness, i.refiner, i.batch, i.year, i.location, i.facility, "
    "i.certifier, "
    "i.certificate_number, i.certificate_valid_until, i.owner_user_id, i.dealer_user_id, "
    "i.order_id, "
    "i.status, i.created_at";

/// Bound outputs for one provenance_items row.
struct ItemRow {
  long long id = 0, productId = 0, weight = 0, validUntil = 0, owner = 0, dealer = 0, order = 0,
            created = 0;
  int fineness = 0, year = 0;
  std::string serial, qr, productName, productType, metal, refiner, batch, location, facility,
      certifier, certNumber, status;
  soci::indicator productInd{}, certifierInd{}, certNumberInd{}, validInd{}, ownerInd{},
      dealerInd{}, orderInd{};

  void bind(soci::details::prepare_temp_type& p) {
    p, soci::into(id), soci::into(serial), soci::into(qr), soci::into(productId, productInd),
        soci::into(productName), soci::into(productType), soci::into(metal), soci::into(weight),
        soci::into(fineness), soci::into(refiner), soci::into(batch), soci::into(year),
        soci::into(location), soci::into(facility), soci::into(certifier, certifierInd),
        soci::into(certNumber, certNumberInd), soci::into(validUntil, validInd),
        soci::into(owner, ownerInd), soci::into(dealer, dealerInd), soci::into(order, orderInd),
        soci::into(status), soci::into(created);
  }

  SerializedItem toItem() const {
    SerializedItem i;
    i.id = id;
    i.serialNumber = serial;
    i.qrCode = qr;
    if (productInd == soci::i_ok) i.productId = productId;
    i.productName = productName;
    i.productType = productType;
    i.metal = domain::parseMetal(metal).value_or(domain::Metal::kGold);
    i.weightMicroOz = weight;
    i.fineness = fineness;
    i.refiner = refiner;
    i.batch = batch;
    i.year = year;
    i.location = location;
    i.facility = facility;
    if (certifierInd == soci::i_ok) i.certifier = certifier;
    if (certNumberInd == soci::i_ok) i.certificateNumber = certNumber;
    if (validInd == soci::i_ok) i.certificateValidUntilMs = validUntil;
    if (ownerInd == soci::i_ok) i.ownerUserId = owner;
    if (dealerInd == soci::i_ok) i.dealerUserId = dealer;
    if (orderInd == soci::i_ok) i.orderId = order;
    i.status = domain::parseItemStatus(status).value_or(domain::ItemStatus::kInVault);
    i.createdAtMs = created;
    return i;
  }
};

/// Runs a SELECT of item columns with one bound parameter and collects every row.
template <class Key>
std::vector<SerializedItem> selectItems(soci::session& s, const std::string& tail, const Key& key) {
  std::vector<SerializedItem> out;
  ItemRow r;
  Key k = key;
  std::string sql = std::string("SELECT ") + kItemColumns + " FROM provenance_items i " + tail;
  soci::details::prepare_temp_type p = (s.prepare << sql);
  p, soci::use(k, "k");
  r.bind(p);
  soci::statement st(p);
  st.execute();
  while (st.fetch()) out.push_back(r.toItem());
  return out;
}

template <class Key>
std::optional<SerializedItem> selectOne(soci::session& s, const std::string& tail, const Key& key) {
  auto v = selectItems(s, tail, key);
  if (v.empty()) return std::nullopt;
  return v.front();
}

}  // namespace

namespace {
/// Inserts item `i` with `onConflict` after its values; its id, or nullopt when the conflict
/// clause skipped it.
std::optional<std::int64_t> insertItemRow(soci::session& s, const SerializedItem& i,
                                          const char* onConflict) {
  long long id = 0, weight = i.weightMicroOz, created = i.createdAtMs;
  OptId product(i.productId), owner(i.ownerUserId), dealer(i.dealerUserId), order(i.orderId),
      valid(i.certificateValidUntilMs);
  std::string certifier = i.certifier.value_or(""), certNumber = i.certificateNumber.value_or("");
  soci::indicator certifierInd = i.certifier ? soci::i_ok : soci::i_null;
  soci::indicator certNumberInd = i.certificateNumber ? soci::i_ok : soci::i_null;
  std::string status = domain::itemStatusName(i.status), metal = domain::metalName(i.metal);
  int fineness = i.fineness, year = i.year;
  s << std::string(
           "INSERT INTO provenance_items (serial_number, qr_code, product_id, product_name, "
           "product_type, metal, weight_micro_oz, fineness, refiner, batch, year, location, "
           "facility, certifier, certificate_number, certificate_valid_until, owner_user_id, "
           "dealer_user_id, order_id, status, created_at) VALUES (:serial, :qr, :product, :name, "
           ":type, :metal, :weight, :fineness, :refiner, :batch, :year, :location, :facility, "
           ":certifier, :certnum, :valid, :owner, :dealer, :ord, :status, :created)") +
           onConflict + " RETURNING id",
      soci::use(i.serialNumber), soci::use(i.qrCode), soci::use(product.value, product.ind),
      soci::use(i.productName), soci::use(i.productType), soci::use(metal), soci::use(weight),
      soci::use(fineness), soci::use(i.refiner), soci::use(i.batch), soci::use(year),
      soci::use(i.location), soci::use(i.facility), soci::use(certifier, certifierInd),
      soci::use(certNumber, certNumberInd), soci::use(valid.value, valid.ind),
      soci::use(owner.value, owner.ind), soci::use(dealer.value, dealer.ind),
      soci::use(order.value, order.ind), soci::use(status), soci::use(created), soci::into(id);
  if (!s.got_data()) return std::nullopt;
  return id;
}
}  // namespace

std::int64_t insertItem(soci::session& s, const SerializedItem& i) {
  try {
    return *insertItemRow(s, i, "");
  } catch (const soci::soci_error& e) {
    if (isConstraintViolationOn(e, "serial_number") || isConstraintViolationOn(e, "qr_code"))
      throw domain::AppError(domain::ErrorCode::kConflict,
                             "An item with this serial number or QR code already exists",
                             "serialNumber");
    throw;
  }
}

std::optional<std::int64_t> insertItemUnlessSerialTaken(soci::session& s, const SerializedItem& i) {
  return insertItemRow(s, i, " ON CONFLICT (serial_number) DO NOTHING");
}

std::optional<SerializedItem> findItemById(soci::session& s, std::int64_t id) {
  return selectOne(s, "WHERE i.id = :k", static_cast<long long>(id));
}

std::optional<SerializedItem> findItemBySerial(soci::session& s, const std::string& serialUpper) {
  return selectOne(s, "WHERE i.serial_number = :k", serialUpper);
}

std::optional<SerializedItem> findItemByQr(soci::session& s, const std::string& qr) {
  return selectOne(s, "WHERE UPPER(i.qr_code) = UPPER(:k)", qr);
}

std::vector<SerializedItem> findItemsBySerialFragment(soci::session& s, const std::string& fragment,
                                                      int limit) {
  // The fragment holds only A-Z, 0-9 and '-', so it carries no LIKE wildcards of its own.
  return selectItems(
      s,
      "WHERE i.serial_number LIKE :k ORDER BY LENGTH(i.serial_number), i.serial_number LIMIT " +
          std::to_string(limit),
      "%" + fragment + "%");
}

std::vector<SerializedItem> itemsOwnedBy(soci::session& s, std::int64_t userId) {
  return selectItems(s, "WHERE i.owner_user_id = :k ORDER BY i.serial_number",
                     static_cast<long long>(userId));
}

std::vector<SerializedItem> itemsOfDealer(soci::session& s, std::int64_t userId, int limit) {
  return selectItems(
      s, "WHERE i.dealer_user_id = :k ORDER BY i.serial_number LIMIT " + std::to_string(limit),
      static_cast<long long>(userId));
}

std::vector<SerializedItem> availableItemsOfProduct(soci::session& s, std::int64_t productId,
                                                    std::optional<std::int64_t> sellerId,
                                                    int limit) {
  // Only the seller's own units: another dealer's item registered under this product is not theirs
  // to sell.
  return selectItems(
      s,
      "WHERE i.product_id = :k AND i.order_id IS NULL AND i.status IN ('in_vault', 'at_dealer') "
      "AND COALESCE(i.dealer_user_id, 0) = " +
          std::to_string(sellerId.value_or(0)) + " ORDER BY i.id DESC LIMIT " +
          std::to_string(limit),
      static_cast<long long>(productId));
}

std::vector<SerializedItem> itemsOfOrder(soci::session& s, std::int64_t orderId) {
  return selectItems(s, "WHERE i.order_id = :k ORDER BY i.id", static_cast<long long>(orderId));
}

long long countItems(soci::session& s) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM provenance_items", soci::into(n);
  return n;
}

long long countItemsOfProduct(soci::session& s, std::int64_t productId) {
  long long n = 0, id = productId;
  s << "SELECT COUNT(*) FROM provenance_items WHERE product_id = :p", soci::use(id), soci::into(n);
  return n;
}

void updateItemCustody(soci::session& s, std::int64_t itemId, domain::ItemStatus status,
                       std::optional<std::int64_t> ownerUserId, const std::string& location,
                       const std::string& facility) {
  long long id = itemId;
  OptId owner(ownerUserId);
  std::string st = domain::itemStatusName(status);
  s << "UPDATE provenance_items SET status = :s, owner_user_id = :o, location = :l, facility = :f "
       "WHERE id = :id",
      soci::use(st), soci::use(owner.value, owner.ind), soci::use(location), soci::use(facility),
      soci::use(id);
}

void setItemOrder(soci::session& s, std::int64_t itemId, std::optional<std::int64_t> orderId) {
  long long id = itemId;
  OptId order(orderId);
  s << "UPDATE provenance_items SET order_id = :o WHERE id = :id",
      soci::use(order.value, order.ind), soci::use(id);
}

bool claimItemForOrder(soci::session& s, std::int64_t itemId, std::int64_t orderId) {
  long long id = itemId, order = orderId;
  soci::statement st =
      (s.prepare << "UPDATE provenance_items SET order_id = :o WHERE id = :id AND order_id IS NULL"
                    " AND status IN ('in_vault', 'at_dealer')",
       soci::use(order), soci::use(id));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

bool changeCustodyIf(soci::session& s, std::int64_t itemId, domain::ItemStatus expectedStatus,
                     std::optional<std::int64_t> expectedOwner, domain::ItemStatus status,
                     std::optional<std::int64_t> ownerUserId) {
  long long id = itemId, was = expectedOwner.value_or(0);
  OptId owner(ownerUserId);
  std::string st = domain::itemStatusName(status),
              expected = domain::itemStatusName(expectedStatus);
  soci::statement q =
      (s.prepare << "UPDATE provenance_items SET status = :s, owner_user_id = :o WHERE id = :id "
                    "AND status = :es AND COALESCE(owner_user_id, 0) = :eo",
       soci::use(st), soci::use(owner.value, owner.ind), soci::use(id), soci::use(expected),
       soci::use(was));
  q.execute(true);
  return q.get_affected_rows() == 1;
}

bool releaseItemFromOrder(soci::session& s, std::int64_t itemId, std::int64_t orderId) {
  long long id = itemId, order = orderId;
  soci::statement q =
      (s.prepare << "UPDATE provenance_items SET status = 'at_dealer', owner_user_id = NULL, "
                    "order_id = NULL WHERE id = :id AND order_id = :o AND status = 'sold'",
       soci::use(id), soci::use(order));
  q.execute(true);
  return q.get_affected_rows() == 1;
}

std::optional<StoredKey> findSigningKey(soci::session& s, const std::string& name) {
  StoredKey k;
  s << "SELECT public_key, secret_key FROM signing_keys WHERE name = :n", soci::use(name),
      soci::into(k.publicKey), soci::into(k.secretKey);
  if (!s.got_data()) return std::nullopt;
  return k;
}

void insertSigningKeyIfAbsent(soci::session& s, const std::string& name, const StoredKey& key,
                              std::int64_t nowMs) {
  long long now = nowMs;
  s << "INSERT INTO signing_keys (name, public_key, secret_key, created_at) VALUES (:n, :p, :s, "
       ":c) "
       "ON CONFLICT (name) DO NOTHING",
      soci::use(name), soci::use(key.publicKey), soci::use(key.secretKey), soci::use(now);
}

std::vector<CatalogueProduct> catalogueProducts(soci::session& s) {
  std::vector<CatalogueProduct> out;
  CatalogueProduct p;
  soci::statement st =
      (s.prepare << "SELECT id, name, metal, form, weight_micro_oz, stock, purity FROM products "
                    "ORDER BY id",
       soci::into(p.id), soci::into(p.name), soci::into(p.metal), soci::into(p.form),
       soci::into(p.weightMicroOz), soci::into(p.stock), soci::into(p.purity));
  st.execute();
  while (st.fetch()) out.push_back(p);
  return out;
}

void deleteSigningKey(soci::session& s, const std::string& name) {
  s << "DELETE FROM signing_keys WHERE name = :n", soci::use(name);
}
}  // namespace aurum::storage::provenance
