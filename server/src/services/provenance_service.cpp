#include "services/provenance_service.hpp"

#include <algorithm>
#include <cctype>

#include "crypto/token.hpp"
#include "domain/analytics_range.hpp"
#include "domain/durations.hpp"
#include "domain/error.hpp"
#include "domain/metal.hpp"
#include "storage/product_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::CustodyKind;
using domain::ErrorCode;
using domain::ItemStatus;
using domain::SerializedItem;
namespace prov = storage::provenance;

namespace {

std::string trim(const std::string& s) {
  auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

std::string requireText(const std::string& v, const char* field, std::size_t max = 200) {
  auto t = trim(v);
  if (t.empty()) throw domain::validationError(field, {"{field} is required", {{"field", field}}});
  if (t.size() > max)
    throw domain::validationError(field, {"{field} is too long", {{"field", field}}});
  return t;
}

}  // namespace

std::string normalizeSerial(const std::string& raw, const char* field) {
  auto t = trim(raw);
  std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return std::toupper(c); });
  if (!domain::isValidSerial(t))
    throw domain::validationError(
        field, "Serial numbers are 3 to 40 letters, digits and dashes, e.g. AU-2024-001234");
  return t;
}

EventAuthor authorOf(const domain::User& u) {
  return {u.id, u.role == domain::Role::kGoldTrader ? domain::Attestation::kDealer
                                                    : domain::Attestation::kPlatform};
}

namespace {
/// An event of `item` as entered, not yet linked into its chain.
domain::CustodyEvent newEvent(const SerializedItem& item, const NewCustodyEvent& in,
                              const EventAuthor& author, std::int64_t now) {
  domain::CustodyEvent e;
  e.serialNumber = item.serialNumber;
  e.kind = in.kind;
  e.occurredAtMs = in.occurredAtMs.value_or(now);
  e.location = in.location;
  e.action = in.action;
  e.verifiedBy = in.verifiedBy;
  e.enteredBy = author.userId;
  e.attestation = author.attestation;
  return e;
}
}  // namespace

domain::CustodyEvent ProvenanceService::append(soci::session& s, const SerializedItem& item,
                                               const NewCustodyEvent& in, const EventAuthor& author,
                                               std::int64_t now) {
  auto head = prov::lockHead(s, item.id, now);
  auto e = newEvent(item, in, author, now);
  domain::linkEvent(e, head ? head->count : 0, head ? head->hash : domain::kGenesisHash);
  prov::appendEvent(s, item.id, e, author.userId, now);
  return e;
}

SerializedItem ProvenanceService::requireItem(const std::string& serial) {
  auto key = normalizeSerial(serial);
  auto item = db_.read([&](soci::session& s) { return prov::findItemBySerial(s, key); });
  if (!item)
    throw AppError(ErrorCode::kNotFound,
                   {"No registered item has serial number {serial}", {{"serial", key}}});
  return *item;
}

SerializedItem ProvenanceService::registerItem(const NewItem& in, const domain::User& by) {
  SerializedItem item;
  item.serialNumber = normalizeSerial(in.serialNumber);
  item.productId = in.productId;
  item.productName = requireText(in.productName, "productName");
  item.productType = in.productType == "coin" ? "coin" : "bar";
  auto metal = domain::parseMetal(in.metal);
  if (!metal)
    throw domain::validationError("metal", "metal must be gold, silver, platinum or palladium");
  item.metal = *metal;
  if (in.weightMicroOz <= 0 || in.weightMicroOz > 1'000'000'000LL)
    throw domain::validationError("weightOz", "weight must be between 0 and 1000 oz");
  item.weightMicroOz = in.weightMicroOz;
  if (in.fineness < 5000 || in.fineness > 9999)
    throw domain::validationError("fineness", "fineness must be 500.0 to 999.9");
  item.fineness = in.fineness;
  item.refiner = requireText(in.refiner, "refiner");
  item.batch = requireText(in.batch, "batch", 100);
  if (in.year < 1900 || in.year > 2100)
    throw domain::validationError("year", "year must be between 1900 and 2100");
  item.year = in.year;
  item.location = requireText(in.location, "location");
  item.facility = requireText(in.facility, "facility");
  item.certifier = in.certifier;
  item.certificateNumber = in.certificateNumber;
  item.certificateValidUntilMs = in.certificateValidUntilMs;
  item.dealerUserId = by.id;
  item.status = ItemStatus::kAtDealer;
  if (in.productId) {
    // A trader registers only for products they sell, so the shop never hands another seller's
    // buyers an item this trader vouches for; an admin's item goes to the product's seller.
    auto product = db_.read(
        [&](soci::session& s) { return storage::ProductRepository::find(s, *in.productId); });
    if (!product) throw domain::validationError("productId", "No catalogue product has this id");
    if (by.role != domain::Role::kAdmin && product->sellerId != by.id)
      throw AppError(ErrorCode::kForbidden, "You can register items only for products you sell");
    if (by.role == domain::Role::kAdmin && product->sellerId) item.dealerUserId = product->sellerId;
  }
  auto now = clock_.nowMs();
  item.createdAtMs = now;
  item.qrCode = "AURUM:" + item.serialNumber + ":" + crypto::randomToken(6);
  for (const auto& h : in.history)
    if (h.occurredAtMs && *h.occurredAtMs > now)
      throw domain::validationError("history", "history events cannot lie in the future");
  std::vector<NewCustodyEvent> history = in.history;
  history.push_back({CustodyKind::kDealerReceipt, now, item.location + " (" + item.facility + ")",
                     "Registered and received into dealer stock",
                     by.firstName + " " + by.lastName});
  return db_.write([&](soci::session& s) {
    insertWithHistory(s, item, history, authorOf(by), now);
    return item;
  });
}

std::int64_t ProvenanceService::insertWithHistory(
    soci::session& s, SerializedItem& item, std::vector<NewCustodyEvent> history,
    const EventAuthor& author, std::int64_t now,
    const std::optional<std::pair<NewCustodyEvent, EventAuthor>>& last) {
  item.id = prov::insertItem(s, item);
  insertHistory(s, item, std::move(history), author, now, last);
  return item.id;
}

void ProvenanceService::insertHistory(
    soci::session& s, const SerializedItem& item, std::vector<NewCustodyEvent> history,
    const EventAuthor& author, std::int64_t now,
    const std::optional<std::pair<NewCustodyEvent, EventAuthor>>& last) {
  std::stable_sort(history.begin(), history.end(), [](const auto& a, const auto& b) {
    return a.occurredAtMs.value_or(0) < b.occurredAtMs.value_or(0);
  });
  // The item is new to this transaction: its chain is linked here and written with one head.
  std::vector<domain::CustodyEvent> events;
  auto add = [&](const NewCustodyEvent& in, const EventAuthor& by) {
    auto e = newEvent(item, in, by, now);
    domain::linkEvent(e, static_cast<long long>(events.size()),
                      events.empty() ? domain::kGenesisHash : events.back().hash);
    events.push_back(std::move(e));
  };
  for (const auto& h : history) add(h, author);
  if (last) add(last->first, last->second);
  prov::insertHistory(s, item.id, events, now);
}

bool ProvenanceService::isDealerOf(soci::session& s, const SerializedItem& item,
                                   std::int64_t userId) {
  if (item.dealerUserId == userId) return true;
  if (!item.productId) return false;
  auto product = storage::ProductRepository::find(s, *item.productId);
  return product && product->sellerId == userId;
}

SerializedItem ProvenanceService::requireStockItem(const std::string& serial,
                                                   const domain::User& by) {
  auto item = requireItem(serial);
  bool allowed = by.role == domain::Role::kAdmin ||
                 (by.role == domain::Role::kGoldTrader &&
                  db_.read([&](soci::session& s) { return isDealerOf(s, item, by.id); }));
  // Another dealer's stock or a client's item is not this trader's to know about.
  if (!allowed)
    throw AppError(ErrorCode::kNotFound, {"No item with serial number {serial} in your stock",
                                          {{"serial", item.serialNumber}}});
  return item;
}

domain::CustodyEvent ProvenanceService::recordEvent(const std::string& serial,
                                                    const NewCustodyEvent& in,
                                                    const domain::User& by) {
  auto item = requireStockItem(serial, by);
  NewCustodyEvent e = in;
  e.location = requireText(in.location, "location");
  e.action = requireText(in.action, "action", 500);
  e.verifiedBy = requireText(in.verifiedBy, "verifiedBy");
  auto now = clock_.nowMs();
  if (e.occurredAtMs && *e.occurredAtMs > now)
    throw domain::validationError("timestamp", "an event cannot lie in the future");
  return db_.write([&](soci::session& s) { return append(s, item, e, authorOf(by), now); });
}

std::vector<std::string> ProvenanceService::allocateToOrder(std::int64_t orderId,
                                                            std::int64_t productId, int quantity,
                                                            std::int64_t buyerUserId) {
  return db_.write([&](soci::session& s) {
    return allocateToOrderIn(s, orderId, productId, quantity, buyerUserId);
  });
}

void ProvenanceService::recordOrderDelivered(std::int64_t orderId, const std::string& place) {
  db_.write([&](soci::session& s) { recordOrderDeliveredIn(s, orderId, place); });
}

namespace {

/// Owner actions need an item in its owner's hands: not while its order is still on the way.
/// `transfer`: the action refused is a transfer, else a report (each has its own sentence).
void requireInOwnersHands(const SerializedItem& item, bool transfer) {
  if (item.status == ItemStatus::kReportedStolen || item.status == ItemStatus::kReportedLost)
    throw AppError(ErrorCode::kConflict,
                   transfer ? "An item reported stolen or lost cannot be transferred"
                            : "An item reported stolen or lost cannot be reported");
  if (item.status == ItemStatus::kSold)
    throw AppError(
        ErrorCode::kConflict,
        transfer
            ? "This item's order has not been delivered yet, so it cannot be transferred; cancel "
              "the "
              "order or wait for delivery"
            : "This item's order has not been delivered yet, so it cannot be reported; cancel the "
              "order or wait for delivery");
}

AppError changedMeanwhile() {
  return AppError(ErrorCode::kConflict,
                  "The item changed while this request was handled; reload and try again");
}

}  // namespace

SerializedItem ProvenanceService::report(const std::string& serial, domain::ReportKind kind,
                                         const std::string& note, const domain::User& by) {
  auto key = normalizeSerial(serial);
  auto now = clock_.nowMs();
  auto status = domain::statusAfterReport(kind);
  // The owner's name stays out of the record: public journeys must not identify owners.
  std::string action = std::string("Reported ") + domain::reportKindName(kind) + " by the owner" +
                       (note.empty() ? "" : ": " + note.substr(0, 300));
  return db_.write([&](soci::session& s) {
    // Read, check and write in one transaction; the conditional update fails if another owner
    // action committed since the read (PostgreSQL: it waits for that row lock, then re-checks).
    auto item = prov::findItemBySerial(s, key);
    if (!item)
      throw AppError(ErrorCode::kNotFound,
                     {"No registered item has serial number {serial}", {{"serial", key}}});
    if (item->ownerUserId != by.id && by.role != domain::Role::kAdmin)
      throw AppError(ErrorCode::kForbidden, "Only the owner can report this item");
    requireInOwnersHands(*item, false);
    if (!prov::changeCustodyIf(s, item->id, item->status, item->ownerUserId, status,
                               item->ownerUserId))
      throw changedMeanwhile();
    append(s, *item,
           {CustodyKind::kReport, now, item->location, action,
            by.id == item->ownerUserId ? "Owner" : "Aurum"},
           authorOf(by), now);
    item->status = status;
    return *item;
  });
}

SerializedItem ProvenanceService::transfer(const std::string& serial, const std::string& toEmail,
                                           const domain::User& by) {
  auto key = normalizeSerial(serial);
  auto email = domain::normalizeEmail(toEmail, "toEmail");
  auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    auto item = prov::findItemBySerial(s, key);
    if (!item)
      throw AppError(ErrorCode::kNotFound,
                     {"No registered item has serial number {serial}", {{"serial", key}}});
    if (item->ownerUserId != by.id)
      throw AppError(ErrorCode::kForbidden, "Only the owner can transfer this item");
    requireInOwnersHands(*item, true);
    auto to = storage::UserRepository::findByEmail(s, email);
    if (!to) throw domain::validationError("toEmail", "No account has this e-mail address");
    if (to->user.id == by.id) throw domain::validationError("toEmail", "The item is already yours");
    if (!prov::changeCustodyIf(s, item->id, item->status, by.id, item->status, to->user.id))
      throw changedMeanwhile();
    append(s, *item,
           {CustodyKind::kTransfer, now, item->location, "Ownership transferred to another account",
            "Owner"},
           authorOf(by), now);
    item->ownerUserId = to->user.id;
    return *item;
  });
}

std::vector<SerializedItem> ProvenanceService::itemsFor(const domain::User& u) {
  return db_.read([&](soci::session& s) {
    if (u.role == domain::Role::kGoldTrader) return prov::itemsOfDealer(s, u.id, 500);
    auto owned = prov::itemsOwnedBy(s, u.id);
    return owned;
  });
}

long long ProvenanceService::anchorNewEvents() {
  auto now = clock_.nowMs();
  // The events are read and hashed on a reader (custody events are append-only): the writer, which
  // every checkout waits for, is held only to record the root, not for the hashing of every
  // event since the last root.
  domain::MerkleBuilder tree;  // one hash per level, not every event's
  long long firstId = 0, lastId = 0;
  auto after = db_.read([&](soci::session& s) {
    auto last = prov::lastAnchoredEventId(s);
    prov::forEachEventHashAfter(s, last, [&](long long id, const std::string& hash) {
      if (tree.size() == 0) firstId = id;
      lastId = id;
      tree.add(hash);
    });
    return last;
  });
  if (tree.size() == 0) return 0;
  domain::MerkleRoot r;
  r.day = domain::dayLabelAt(now);
  r.rootHash = tree.root();
  r.eventCount = static_cast<long long>(tree.size());
  r.firstEventId = firstId;
  r.lastEventId = lastId;
  r.computedAt = now;
  return db_.write([&](soci::session& s) -> long long {
    // Anchored meanwhile (another instance, or the start-up and the daily job at once): that root
    // covers these events.
    prov::serializeAnchoring(s);
    if (prov::lastAnchoredEventId(s) != after) return 0;
    prov::insertRoot(s, r);
    return r.eventCount;
  });
}

std::vector<domain::MerkleRoot> ProvenanceService::roots(int limit) {
  return db_.read([&](soci::session& s) { return prov::listRoots(s, limit); });
}

}  // namespace aurum::services
