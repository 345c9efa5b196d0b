#include "storage/provenance_repository.hpp"

#include <cstdio>

#include "domain/error.hpp"
#include "storage/database.hpp"
#include "storage/multi_row_insert.hpp"

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

struct OptId {
  long long value = 0;
  soci::indicator ind = soci::i_null;
  explicit OptId(std::optional<std::int64_t> v) {
    if (v) {
      value = *v;
      ind = soci::i_ok;
    }
  }
};

}  // namespace

std::int64_t insertItem(soci::session& s, const SerializedItem& i) {
  long long id = 0, weight = i.weightMicroOz, created = i.createdAtMs;
  OptId product(i.productId), owner(i.ownerUserId), dealer(i.dealerUserId), order(i.orderId),
      valid(i.certificateValidUntilMs);
  std::string certifier = i.certifier.value_or(""), certNumber = i.certificateNumber.value_or("");
  soci::indicator certifierInd = i.certifier ? soci::i_ok : soci::i_null;
  soci::indicator certNumberInd = i.certificateNumber ? soci::i_ok : soci::i_null;
  std::string status = domain::itemStatusName(i.status), metal = domain::metalName(i.metal);
  int fineness = i.fineness, year = i.year;
  try {
    s << "INSERT INTO provenance_items (serial_number, qr_code, product_id, product_name, "
         "product_type, metal, "
         "weight_micro_oz, fineness, refiner, batch, year, location, facility, certifier, "
         "certificate_number, "
         "certificate_valid_until, owner_user_id, dealer_user_id, order_id, status, created_at) "
         "VALUES "
         "(:serial, :qr, :product, :name, :type, :metal, :weight, :fineness, :refiner, :batch, "
         ":year, :location, "
         ":facility, :certifier, :certnum, :valid, :owner, :dealer, :ord, :status, :created) "
         "RETURNING id",
        soci::use(i.serialNumber), soci::use(i.qrCode), soci::use(product.value, product.ind),
        soci::use(i.productName), soci::use(i.productType), soci::use(metal), soci::use(weight),
        soci::use(fineness), soci::use(i.refiner), soci::use(i.batch), soci::use(year),
        soci::use(i.location), soci::use(i.facility), soci::use(certifier, certifierInd),
        soci::use(certNumber, certNumberInd), soci::use(valid.value, valid.ind),
        soci::use(owner.value, owner.ind), soci::use(dealer.value, dealer.ind),
        soci::use(order.value, order.ind), soci::use(status), soci::use(created), soci::into(id);
  } catch (const soci::soci_error& e) {
    if (isConstraintViolation(e))
      throw domain::AppError(domain::ErrorCode::kConflict,
                             "An item with this serial number or QR code already exists",
                             "serialNumber");
    throw;
  }
  return id;
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

std::optional<ChainHead> loadHead(soci::session& s, std::int64_t itemId) {
  ChainHead h;
  long long id = itemId;
  soci::indicator ind = soci::i_null;
  s << "SELECT head_hash, event_count FROM custody_heads WHERE item_id = :id", soci::use(id),
      soci::into(h.hash, ind), soci::into(h.count);
  if (!s.got_data()) return std::nullopt;
  return h;
}

std::optional<ChainHead> lockHead(soci::session& s, std::int64_t itemId, std::int64_t nowMs) {
  // An UPDATE takes the row lock on PostgreSQL (SQLite has one writer anyway), so two appends to
  // the same item serialise instead of racing for the same seq.
  long long id = itemId, now = nowMs;
  s << "UPDATE custody_heads SET updated_at = :now WHERE item_id = :id", soci::use(now),
      soci::use(id);
  return loadHead(s, itemId);
}

std::vector<domain::CustodyEvent> loadEvents(soci::session& s, std::int64_t itemId,
                                             const std::string& serial) {
  std::vector<domain::CustodyEvent> out;
  long long id = itemId, seq = 0, at = 0, enteredBy = 0;
  std::string kind, location, action, verifiedBy, prev, hash, attestation;
  soci::indicator enteredInd{};
  // Events written before migration 005 carry no entered_by/attestation (rows cannot be updated):
  // a trader's or admin's actor_user_id is who entered it, a trader's entry is the dealer's own
  // word, everything else (seed, orders, owners) was entered by the platform.
  soci::statement st =
      (s.prepare << "SELECT e.seq, e.kind, e.occurred_at, e.location, e.action, e.verified_by, "
                    "e.prev_hash, e.hash, "
                    "COALESCE(e.entered_by, CASE WHEN u.role IN ('gold_trader', 'admin') THEN "
                    "e.actor_user_id END), "
                    "COALESCE(e.attestation, CASE WHEN u.role = 'gold_trader' THEN 'dealer' ELSE "
                    "'platform' END) "
                    "FROM custody_events e LEFT JOIN users u ON u.id = e.actor_user_id "
                    "WHERE e.item_id = :id ORDER BY e.seq, e.id",
       soci::use(id), soci::into(seq), soci::into(kind), soci::into(at), soci::into(location),
       soci::into(action), soci::into(verifiedBy), soci::into(prev), soci::into(hash),
       soci::into(enteredBy, enteredInd), soci::into(attestation));
  st.execute();
  while (st.fetch()) {
    domain::CustodyEvent e;
    e.serialNumber = serial;
    e.seq = seq;
    // An unknown kind name cannot be re-encoded faithfully: map it to a value whose hash fails.
    e.kind = domain::parseCustodyKind(kind).value_or(domain::CustodyKind::kReport);
    if (!domain::parseCustodyKind(kind))
      e.action = "\x01" + action;
    else
      e.action = action;
    e.occurredAtMs = at;
    e.location = location;
    e.verifiedBy = verifiedBy;
    e.prevHash = prev;
    e.hash = hash;
    if (enteredInd == soci::i_ok) e.enteredBy = enteredBy;
    // An unknown level counts as the weakest.
    e.attestation = domain::parseAttestation(attestation).value_or(domain::Attestation::kDealer);
    out.push_back(std::move(e));
  }
  return out;
}

namespace {
constexpr const char* kEventColumns =
    "(item_id, seq, kind, occurred_at, location, action, verified_by, prev_hash, hash, "
    "actor_user_id, recorded_at, entered_by, attestation)";

void insertEvent(soci::session& s, std::int64_t itemId, const domain::CustodyEvent& e,
                 std::optional<std::int64_t> actorUserId, std::int64_t nowMs) {
  long long id = itemId, seq = e.seq, at = e.occurredAtMs, now = nowMs;
  OptId actor(actorUserId), entered(e.enteredBy);
  std::string kind = domain::custodyKindName(e.kind),
              attestation = domain::attestationName(e.attestation);
  s << std::string("INSERT INTO custody_events ") + kEventColumns +
           " VALUES (:item, :seq, :kind, :at, :loc, :action, :by, :prev, :hash, :actor, :now, "
           ":entered, :att)",
      soci::use(id), soci::use(seq), soci::use(kind), soci::use(at), soci::use(e.location),
      soci::use(e.action), soci::use(e.verifiedBy), soci::use(e.prevHash), soci::use(e.hash),
      soci::use(actor.value, actor.ind), soci::use(now), soci::use(entered.value, entered.ind),
      soci::use(attestation);
}

void insertHead(soci::session& s, std::int64_t itemId, const domain::CustodyEvent& last,
                std::int64_t nowMs) {
  long long id = itemId, seq = last.seq, now = nowMs;
  s << "INSERT INTO custody_heads (item_id, head_hash, event_count, updated_at) VALUES (:item, "
       ":h, :n, :now)",
      soci::use(id), soci::use(last.hash), soci::use(seq), soci::use(now);
}
}  // namespace

void insertHistory(soci::session& s, std::int64_t itemId,
                   const std::vector<domain::CustodyEvent>& events, std::int64_t nowMs) {
  if (events.empty()) return;
  // One statement for the whole chain (the same columns insertEvent writes, in chain order).
  MultiRowInsert rows(s, std::string("INSERT INTO custody_events ") + kEventColumns + " VALUES ");
  for (const auto& e : events) {
    OptId actor(e.enteredBy), entered(e.enteredBy);
    rows.row();
    rows.add(static_cast<long long>(itemId));
    rows.add(static_cast<long long>(e.seq));
    rows.add(std::string(domain::custodyKindName(e.kind)));
    rows.add(static_cast<long long>(e.occurredAtMs));
    rows.add(e.location);
    rows.add(e.action);
    rows.add(e.verifiedBy);
    rows.add(e.prevHash);
    rows.add(e.hash);
    rows.add(actor.value, actor.ind);
    rows.add(static_cast<long long>(nowMs));
    rows.add(entered.value, entered.ind);
    rows.add(std::string(domain::attestationName(e.attestation)));
  }
  rows.execute();
  insertHead(s, itemId, events.back(), nowMs);
}

void appendEvent(soci::session& s, std::int64_t itemId, const domain::CustodyEvent& e,
                 std::optional<std::int64_t> actorUserId, std::int64_t nowMs) {
  insertEvent(s, itemId, e, actorUserId, nowMs);
  long long id = itemId, seq = e.seq, now = nowMs;
  if (seq == 1) {
    insertHead(s, itemId, e, nowMs);
  } else {
    s << "UPDATE custody_heads SET head_hash = :h, event_count = :n, updated_at = :now WHERE "
         "item_id = :item",
        soci::use(e.hash), soci::use(seq), soci::use(now), soci::use(id);
  }
}

long long lastAnchoredEventId(soci::session& s) {
  long long id = 0;
  soci::indicator ind = soci::i_null;
  s << "SELECT MAX(last_event_id) FROM custody_merkle_roots", soci::into(id, ind);
  return ind == soci::i_ok ? id : 0;
}

std::vector<std::pair<long long, std::string>> eventHashesAfter(soci::session& s,
                                                                long long afterId) {
  std::vector<std::pair<long long, std::string>> out;
  long long id = 0;
  std::string hash;
  soci::statement st =
      (s.prepare << "SELECT id, hash FROM custody_events WHERE id > :a ORDER BY id",
       soci::use(afterId), soci::into(id), soci::into(hash));
  st.execute();
  while (st.fetch()) out.emplace_back(id, hash);
  return out;
}

void insertRoot(soci::session& s, const MerkleRoot& r) {
  s << "INSERT INTO custody_merkle_roots (day, root_hash, event_count, first_event_id, "
       "last_event_id, computed_at) "
       "VALUES (:d, :h, :n, :f, :l, :c)",
      soci::use(r.day), soci::use(r.rootHash), soci::use(r.eventCount), soci::use(r.firstEventId),
      soci::use(r.lastEventId), soci::use(r.computedAt);
}

std::vector<MerkleRoot> listRoots(soci::session& s, int limit) {
  std::vector<MerkleRoot> out;
  MerkleRoot r;
  soci::statement st =
      (s.prepare << "SELECT id, day, root_hash, event_count, first_event_id, last_event_id, "
                    "computed_at FROM custody_merkle_roots ORDER BY id DESC LIMIT " +
                        std::to_string(limit),
       soci::into(r.id), soci::into(r.day), soci::into(r.rootHash), soci::into(r.eventCount),
       soci::into(r.firstEventId), soci::into(r.lastEventId), soci::into(r.computedAt));
  st.execute();
  while (st.fetch()) out.push_back(r);
  return out;
}

void insertScan(soci::session& s, const ScanRecord& l) {
  OptId item(l.itemId), user(l.userId);
  long long at = l.at;
  int score = l.trustScore;
  double lat = l.lat.value_or(0), lon = l.lon.value_or(0);
  soci::indicator latInd = l.lat ? soci::i_ok : soci::i_null,
                  lonInd = l.lon ? soci::i_ok : soci::i_null;
  s << "INSERT INTO provenance_scans (item_id, user_id, query, lat, lon, verdict, trust_score, at) "
       "VALUES (:i, :u, :q, :lat, :lon, :verdict, :t, :at)",
      soci::use(item.value, item.ind), soci::use(user.value, user.ind), soci::use(l.query),
      soci::use(lat, latInd), soci::use(lon, lonInd), soci::use(l.verdict), soci::use(score),
      soci::use(at);
}

std::vector<domain::Scan> scansOfItem(soci::session& s, std::int64_t itemId, std::int64_t sinceMs) {
  std::vector<domain::Scan> out;
  long long id = itemId, since = sinceMs, at = 0, user = 0;
  double lat = 0, lon = 0;
  soci::indicator latInd{}, lonInd{};
  soci::statement st =
      (s.prepare << "SELECT at, user_id, lat, lon FROM provenance_scans WHERE item_id = :i AND "
                    "at >= :s ORDER BY at DESC LIMIT 500",
       soci::use(id), soci::use(since), soci::into(at), soci::into(user), soci::into(lat, latInd),
       soci::into(lon, lonInd));
  st.execute();
  while (st.fetch()) {
    domain::Scan scan{at, user, std::nullopt, std::nullopt};
    if (latInd == soci::i_ok && lonInd == soci::i_ok) {
      scan.lat = lat;
      scan.lon = lon;
    }
    out.push_back(scan);
  }
  return out;
}

namespace {

std::string coarsePlace(double lat, double lon) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.1f,%.1f", lat, lon);  // about 10 km: never a street
  return buf;
}

std::vector<ScanRecord> selectLookups(soci::session& s, const std::string& where, long long key,
                                      const std::string& search, int limit) {
  std::vector<ScanRecord> out;
  long long id = 0, item = 0, user = 0, at = 0;
  int score = 0;
  double lat = 0, lon = 0;
  std::string query, verdict, serial, name, certifier, facility;
  soci::indicator itemInd{}, latInd{}, lonInd{}, serialInd{}, nameInd{}, certInd{}, facilityInd{};
  std::string like = "%" + search + "%";
  std::string sql =
      "SELECT l.id, l.item_id, l.query, l.user_id, l.lat, l.lon, l.verdict, l.trust_score, l.at, "
      "i.serial_number, i.product_name, i.certifier, i.facility FROM provenance_scans l "
      "LEFT JOIN provenance_items i ON i.id = l.item_id WHERE " +
      where +
      (search.empty() ? std::string()
                      : std::string(" AND (UPPER(i.serial_number) LIKE UPPER(:q1) OR "
                                    "UPPER(i.product_name) LIKE UPPER(:q2))")) +
      " ORDER BY l.at DESC, l.id DESC LIMIT " + std::to_string(limit);
  soci::details::prepare_temp_type p = (s.prepare << sql);
  p, soci::use(key, "k");
  if (!search.empty()) p, soci::use(like, "q1"), soci::use(like, "q2");
  p, soci::into(id), soci::into(item, itemInd), soci::into(query), soci::into(user),
      soci::into(lat, latInd), soci::into(lon, lonInd), soci::into(verdict), soci::into(score),
      soci::into(at), soci::into(serial, serialInd), soci::into(name, nameInd),
      soci::into(certifier, certInd), soci::into(facility, facilityInd);
  soci::statement st(p);
  st.execute();
  while (st.fetch()) {
    ScanRecord l;
    l.id = id;
    if (itemInd == soci::i_ok) l.itemId = item;
    l.query = query;
    l.userId = user;
    if (latInd == soci::i_ok && lonInd == soci::i_ok) {
      l.lat = lat;
      l.lon = lon;
      l.place = coarsePlace(lat, lon);
    }
    l.verdict = verdict;
    l.trustScore = score;
    l.at = at;
    if (serialInd == soci::i_ok) l.serialNumber = serial;
    if (nameInd == soci::i_ok) l.productName = name;
    if (certInd == soci::i_ok) l.certifier = certifier;
    if (facilityInd == soci::i_ok) l.facility = facility;
    out.push_back(std::move(l));
  }
  return out;
}

}  // namespace

std::vector<ScanRecord> lookupsOfUser(soci::session& s, std::int64_t userId, int limit) {
  return selectLookups(s, "l.user_id = :k", userId, "", limit);
}

std::vector<ScanRecord> lookupsOfDealerItems(soci::session& s, std::int64_t dealerId,
                                             const std::string& search, int limit) {
  return selectLookups(s, "i.dealer_user_id = :k", dealerId, search, limit);
}

void insertIssueReport(soci::session& s, const std::string& serial,
                       std::optional<std::int64_t> userId, const std::string& description,
                       std::int64_t nowMs) {
  OptId user(userId);
  long long now = nowMs;
  s << "INSERT INTO verification_issue_reports (serial_number, user_id, description, created_at) "
       "VALUES (:s, :u, :d, :c)",
      soci::use(serial), soci::use(user.value, user.ind), soci::use(description), soci::use(now);
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

}  // namespace aurum::storage::provenance

namespace aurum::storage::provenance {
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
}  // namespace aurum::storage::provenance

namespace aurum::storage::provenance {
void deleteSigningKey(soci::session& s, const std::string& name) {
  s << "DELETE FROM signing_keys WHERE name = :n", soci::use(name);
}
}  // namespace aurum::storage::provenance
