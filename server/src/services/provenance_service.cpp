#include "services/provenance_service.hpp"

#include <algorithm>
#include <cctype>

#include "crypto/token.hpp"
#include "domain/error.hpp"
#include "domain/metal.hpp"
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
  if (t.empty()) throw domain::validationError(field, std::string(field) + " is required");
  if (t.size() > max) throw domain::validationError(field, std::string(field) + " is too long");
  return t;
}

std::string dayOf(std::int64_t ms) {
  // Civil date from days since the epoch (Howard Hinnant's algorithm), UTC.
  long long z = ms / 86'400'000 + 719468;
  long long era = (z >= 0 ? z : z - 146096) / 146097;
  long long doe = z - era * 146097;
  long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  long long y = yoe + era * 400, doy = doe - (365 * yoe + yoe / 4 - yoe / 100), mp = (5 * doy + 2) / 153;
  long long d = doy - (153 * mp + 2) / 5 + 1, m = mp < 10 ? mp + 3 : mp - 9;
  if (m <= 2) ++y;
  char buf[16];
  std::snprintf(buf, sizeof buf, "%04lld-%02lld-%02lld", y, m, d);
  return buf;
}

}  // namespace

std::string normalizeSerial(const std::string& raw, const char* field) {
  auto t = trim(raw);
  std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return std::toupper(c); });
  if (!domain::isValidSerial(t))
    throw domain::validationError(field, "Serial numbers are 3 to 40 letters, digits and dashes, e.g. AU-2024-001234");
  return t;
}

domain::CustodyEvent ProvenanceService::append(soci::session& s, const SerializedItem& item,
                                               const NewCustodyEvent& in, std::optional<std::int64_t> actor,
                                               std::int64_t now) {
  auto head = prov::lockHead(s, item.id, now);
  domain::CustodyEvent e;
  e.serialNumber = item.serialNumber;
  e.kind = in.kind;
  e.occurredAtMs = in.occurredAtMs.value_or(now);
  e.location = in.location;
  e.action = in.action;
  e.verifiedBy = in.verifiedBy;
  domain::linkEvent(e, head ? head->count : 0, head ? head->hash : domain::kGenesisHash);
  prov::appendEvent(s, item.id, e, actor, now);
  return e;
}

SerializedItem ProvenanceService::requireItem(const std::string& serial) {
  auto key = normalizeSerial(serial);
  auto item = db_.read([&](soci::session& s) { return prov::findItemBySerial(s, key); });
  if (!item) throw AppError(ErrorCode::kNotFound, "No registered item has serial number " + key);
  return *item;
}

SerializedItem ProvenanceService::registerItem(const NewItem& in, const domain::User& by) {
  SerializedItem item;
  item.serialNumber = normalizeSerial(in.serialNumber);
  item.productId = in.productId;
  item.productName = requireText(in.productName, "productName");
  item.productType = in.productType == "coin" ? "coin" : "bar";
  if (!domain::parseMetal(in.metal)) throw domain::validationError("metal", "metal must be gold, silver, platinum or palladium");
  item.metal = in.metal;
  if (in.weightMicroOz <= 0 || in.weightMicroOz > 1'000'000'000LL)
    throw domain::validationError("weightOz", "weight must be between 0 and 1000 oz");
  item.weightMicroOz = in.weightMicroOz;
  if (in.fineness < 5000 || in.fineness > 9999) throw domain::validationError("fineness", "fineness must be 500.0 to 999.9");
  item.fineness = in.fineness;
  item.refiner = requireText(in.refiner, "refiner");
  item.batch = requireText(in.batch, "batch", 100);
  if (in.year < 1900 || in.year > 2100) throw domain::validationError("year", "year must be between 1900 and 2100");
  item.year = in.year;
  item.location = requireText(in.location, "location");
  item.facility = requireText(in.facility, "facility");
  item.certifier = in.certifier;
  item.certificateNumber = in.certificateNumber;
  item.certificateValidUntilMs = in.certificateValidUntilMs;
  item.dealerUserId = by.id;
  item.status = ItemStatus::kAtDealer;
  auto now = clock_.nowMs();
  item.createdAtMs = now;
  item.qrCode = "AURUM:" + item.serialNumber + ":" + crypto::randomToken(6);
  for (const auto& h : in.history)
    if (h.occurredAtMs && *h.occurredAtMs > now)
      throw domain::validationError("history", "history events cannot lie in the future");
  std::vector<NewCustodyEvent> history = in.history;
  history.push_back({CustodyKind::kDealerReceipt, now, item.location + " (" + item.facility + ")",
                     "Registered and received into dealer stock", by.firstName + " " + by.lastName});
  return db_.write([&](soci::session& s) {
    insertWithHistory(s, item, history, by.id, now);
    return item;
  });
}

std::int64_t ProvenanceService::insertWithHistory(soci::session& s, SerializedItem& item,
                                                  std::vector<NewCustodyEvent> history,
                                                  std::optional<std::int64_t> actor, std::int64_t now) {
  item.id = prov::insertItem(s, item);
  std::stable_sort(history.begin(), history.end(), [](const auto& a, const auto& b) {
    return a.occurredAtMs.value_or(0) < b.occurredAtMs.value_or(0);
  });
  for (const auto& h : history) append(s, item, h, actor, now);
  return item.id;
}

domain::CustodyEvent ProvenanceService::recordEvent(const std::string& serial, const NewCustodyEvent& in,
                                                    std::optional<std::int64_t> actor) {
  auto item = requireItem(serial);
  NewCustodyEvent e = in;
  e.location = requireText(in.location, "location");
  e.action = requireText(in.action, "action", 500);
  e.verifiedBy = requireText(in.verifiedBy, "verifiedBy");
  auto now = clock_.nowMs();
  if (e.occurredAtMs && *e.occurredAtMs > now) throw domain::validationError("timestamp", "an event cannot lie in the future");
  return db_.write([&](soci::session& s) { return append(s, item, e, actor, now); });
}

std::vector<std::string> ProvenanceService::allocateToOrder(std::int64_t orderId, std::int64_t productId,
                                                            int quantity, std::int64_t buyerUserId) {
  return db_.write([&](soci::session& s) { return allocateToOrderIn(s, orderId, productId, quantity, buyerUserId); });
}

void ProvenanceService::recordOrderDelivered(std::int64_t orderId, const std::string& place) {
  db_.write([&](soci::session& s) { recordOrderDeliveredIn(s, orderId, place); });
}

SerializedItem ProvenanceService::report(const std::string& serial, const std::string& kind, const std::string& note,
                                         const domain::User& by) {
  if (kind != "stolen" && kind != "lost") throw domain::validationError("kind", "kind must be stolen or lost");
  auto item = requireItem(serial);
  if (item.ownerUserId != by.id && by.role != domain::Role::kAdmin)
    throw AppError(ErrorCode::kForbidden, "Only the owner can report this item");
  auto now = clock_.nowMs();
  auto status = kind == "stolen" ? ItemStatus::kReportedStolen : ItemStatus::kReportedLost;
  std::string action = "Reported " + kind + " by the owner" + (note.empty() ? "" : ": " + note.substr(0, 300));
  return db_.write([&](soci::session& s) {
    append(s, item, {CustodyKind::kReport, now, item.location, action, by.firstName + " " + by.lastName}, by.id, now);
    prov::updateItemCustody(s, item.id, status, item.ownerUserId, item.location, item.facility);
    item.status = status;
    return item;
  });
}

SerializedItem ProvenanceService::transfer(const std::string& serial, const std::string& toEmail,
                                           const domain::User& by) {
  auto item = requireItem(serial);
  if (item.ownerUserId != by.id) throw AppError(ErrorCode::kForbidden, "Only the owner can transfer this item");
  if (item.status == ItemStatus::kReportedStolen || item.status == ItemStatus::kReportedLost)
    throw AppError(ErrorCode::kConflict, "An item reported stolen or lost cannot be transferred");
  auto email = domain::normalizeEmail(toEmail, "toEmail");
  auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    auto to = storage::UserRepository::findByEmail(s, email);
    if (!to) throw domain::validationError("toEmail", "No account has this e-mail address");
    if (to->user.id == by.id) throw domain::validationError("toEmail", "The item is already yours");
    append(s, item,
           {CustodyKind::kTransfer, now, item.location,
            "Ownership transferred to " + to->user.firstName + " " + to->user.lastName.substr(0, 1) + ".",
            by.firstName + " " + by.lastName},
           by.id, now);
    prov::updateItemCustody(s, item.id, item.status, to->user.id, item.location, item.facility);
    item.ownerUserId = to->user.id;
    return item;
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
  return db_.write([&](soci::session& s) -> long long {
    auto after = prov::lastAnchoredEventId(s);
    auto events = prov::eventHashesAfter(s, after);
    if (events.empty()) return 0;
    std::vector<std::string> leaves;
    leaves.reserve(events.size());
    for (auto& [id, hash] : events) leaves.push_back(hash);
    prov::MerkleRoot r;
    r.day = dayOf(now);
    r.rootHash = domain::merkleRoot(std::move(leaves));
    r.eventCount = static_cast<long long>(events.size());
    r.firstEventId = events.front().first;
    r.lastEventId = events.back().first;
    r.computedAt = now;
    prov::insertRoot(s, r);
    return r.eventCount;
  });
}

std::vector<prov::MerkleRoot> ProvenanceService::roots(int limit) {
  return db_.read([&](soci::session& s) { return prov::listRoots(s, limit); });
}

}  // namespace aurum::services
