#include "services/verification_service.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>

#include "crypto/signing.hpp"
#include "crypto/token.hpp"
#include "domain/client_address.hpp"
#include "domain/error.hpp"
#include "domain/lookup_query.hpp"
#include "services/provenance_service.hpp"
#include "util/json_string.hpp"

namespace aurum::services {

using domain::AppError;
using domain::CustodyKind;
using domain::ErrorCode;
namespace prov = storage::provenance;
using domain::lookup::serialChars;
using domain::lookup::serialInPayload;
using domain::lookup::trim;
using domain::lookup::upper;

void VerificationService::checkRate(const std::string& clientIp) { limiter_.check(clientIp); }

std::optional<domain::SerializedItem> VerificationService::resolve(
    soci::session& s, const std::string& query, bool signedIn, std::vector<std::string>& others) {
  auto up = upper(query);
  if (serialChars(up))
    if (auto item = prov::findItemBySerial(s, up)) return item;
  if (auto item = prov::findItemByQr(s, query)) return item;
  if (auto serial = serialInPayload(query); serial && serialChars(*serial))
    if (auto item = prov::findItemBySerial(s, *serial)) return item;
  // Item ids are sequential, so they are not accepted at all; a partial serial would let anyone
  // walk the registry, so only signed-in accounts get candidates, and at most kMaxCandidates.
  if (signedIn && serialChars(up) && up.size() >= 3) {
    auto matches = prov::findItemsBySerialFragment(s, up, kMaxCandidates);
    if (!matches.empty()) {
      for (std::size_t i = 1; i < matches.size(); ++i) others.push_back(matches[i].serialNumber);
      return matches.front();
    }
  }
  return std::nullopt;
}

Verification VerificationService::evaluate(soci::session& s, const domain::SerializedItem& item,
                                           std::int64_t now) {
  Verification v;
  v.item = item;
  v.events = prov::loadEvents(s, item.id, item.serialNumber);
  auto head = prov::loadHead(s, item.id);
  v.chain = domain::verifyChain(v.events, head ? head->hash : "", head ? head->count : 0);

  domain::TrustInputs in;
  in.nowMs = now;
  in.hasCertificate = item.certifier.has_value() && item.certificateNumber.has_value();
  in.certificateValidUntilMs = item.certificateValidUntilMs;
  in.chainIntact = v.chain.intact;
  std::optional<std::int64_t> handedOverAt;
  for (const auto& e : v.events) {
    in.eventKinds.push_back(e.kind);
    if (domain::isThirdPartyAttested(e.attestation)) in.attestedKinds.push_back(e.kind);
    if (!in.firstEventAtMs || e.occurredAtMs < *in.firstEventAtMs)
      in.firstEventAtMs = e.occurredAtMs;
    if (e.kind == CustodyKind::kAssay || e.kind == CustodyKind::kInspection ||
        e.kind == CustodyKind::kCertification)
      v.lastVerifiedMs = std::max(v.lastVerifiedMs.value_or(0), e.occurredAtMs);
    if (e.kind == CustodyKind::kDelivery || e.kind == CustodyKind::kTransfer)
      handedOverAt = e.occurredAtMs;
  }

  domain::CloneFacts facts;
  facts.nowMs = now;
  if (handedOverAt && item.ownerUserId) facts.deliveredAtMs = handedOverAt;
  if (item.ownerUserId) facts.holderUserIds.push_back(*item.ownerUserId);
  if (item.dealerUserId) facts.holderUserIds.push_back(*item.dealerUserId);
  v.clone =
      domain::assessClones(prov::scansOfItem(s, item.id, now - domain::kCloneWindowMs), facts);
  in.cloneSuspected = v.clone.suspected;
  v.trust = domain::computeTrustScore(in);

  domain::VerdictInputs vin;
  vin.chainIntact = v.chain.intact;
  vin.itemStatus = item.status;
  vin.certificateValid =
      in.hasCertificate && (!item.certificateValidUntilMs || *item.certificateValidUntilMs >= now);
  vin.cloneSuspected = v.clone.suspected;
  vin.trustScore = v.trust.total;
  v.verdict = domain::decideVerdict(vin);
  return v;
}

namespace {

std::string checkedQuery(const std::string& raw) {
  auto query = trim(raw);
  if (query.empty()) throw domain::validationError("query", "Enter a serial number or QR code");
  if (query.size() > 200) throw domain::validationError("query", "The query is too long");
  return query;
}

AppError noMatch(const std::string& query) {
  return AppError(ErrorCode::kNotFound,
                  {"No registered item matches '{query}'. It may be counterfeit or mistyped.",
                   {{"query", query.substr(0, 60)}}});
}

std::optional<double> checkedCoordinate(std::optional<double> v, double limit, const char* field) {
  if (v && !(std::abs(*v) <= limit))  // also refuses NaN
    throw domain::validationError(field,
                                  {"{field} must be between -{limit} and {limit}",
                                   {{"field", field}, {"limit", std::to_string(int(limit))}}});
  return v;
}

}  // namespace

Verification VerificationService::verify(const std::string& rawQuery, const Viewer& viewer) {
  auto query = checkedQuery(rawQuery);
  auto now = clock_.nowMs();
  std::vector<std::string> others;
  auto v = db_.read([&](soci::session& s) -> std::optional<Verification> {
    auto item = resolve(s, query, viewer.user.has_value(), others);
    if (!item) return std::nullopt;
    return evaluate(s, *item, now);
  });
  if (!v) throw noMatch(query);
  v->otherMatches = std::move(others);
  return *v;
}

Verification VerificationService::scan(const std::string& rawQuery, const domain::User& user,
                                       const ScanPlace& place) {
  auto query = checkedQuery(rawQuery);
  auto lat = checkedCoordinate(place.lat, 90, "lat"),
       lon = checkedCoordinate(place.lon, 180, "lon");
  if (lat.has_value() != lon.has_value())
    throw domain::validationError(lat ? "lon" : "lat", "Give both lat and lon, or neither");
  auto now = clock_.nowMs();
  domain::ScanRecord row;
  row.query = query.substr(0, 200);
  row.userId = user.id;
  row.lat = lat;
  row.lon = lon;
  row.at = now;
  std::vector<std::string> others;
  auto v = db_.write([&](soci::session& s) -> std::optional<Verification> {
    auto item = resolve(s, query, true, others);
    if (item) row.itemId = item->id;
    row.verdict = "failed";
    std::optional<Verification> result;
    // Evaluated before the scan is recorded, then recorded with the verdict this caller saw; the
    // next evaluation counts it.
    if (item) {
      result = evaluate(s, *item, now);
      row.verdict = domain::verdictName(result->verdict.verdict);
      row.trustScore = result->trust.total;
    }
    prov::insertScan(s, row);
    return result;
  });
  if (!v) throw noMatch(query);
  v->otherMatches = std::move(others);
  return *v;
}

Verification VerificationService::inspect(const std::string& serial) {
  auto now = clock_.nowMs();
  std::vector<std::string> others;
  return db_.read([&](soci::session& s) {
    auto item = resolve(s, trim(serial), false, others);
    if (!item)
      throw AppError(ErrorCode::kNotFound, "No registered item matches this serial number");
    return evaluate(s, *item, now);
  });
}

void VerificationService::useKeyring(crypto::Keyring keyring) {
  std::lock_guard lock(mutex_);
  keyring_ = std::move(keyring);
}

prov::StoredKey VerificationService::signingKey() {
  std::lock_guard lock(mutex_);
  if (!keyring_) throw AppError(ErrorCode::kInternal, "certificate signing key unavailable");
  return {keyring_->current().publicKey, keyring_->currentSecretKey};
}

std::vector<PublishedKeyInfo> VerificationService::publicKeys() {
  std::lock_guard lock(mutex_);
  if (!keyring_) throw AppError(ErrorCode::kInternal, "certificate signing key unavailable");
  std::vector<PublishedKeyInfo> out;
  for (const auto& k : keyring_->keys)
    out.push_back(
        {k.keyId, k.publicKey, crypto::publicKeyPem(k.publicKey), k.createdAtMs, k.retiredAtMs});
  return out;
}

PublicKeyInfo VerificationService::publicKey() {
  auto k = signingKey();
  return {k.publicKey, crypto::publicKeyPem(k.publicKey), crypto::keyId(k.publicKey)};
}

Certificate VerificationService::certificate(const std::string& query, const Viewer& viewer) {
  auto v = verify(query, viewer);
  auto k = signingKey();
  const auto& i = v.item;
  auto now = clock_.nowMs();
  std::string m = "{";
  auto add = [&](const char* key, const std::string& value, bool quoted = true) {
    if (m.size() > 1) m += ",";
    m += util::jsonQuoted(key) + ":" + (quoted ? util::jsonQuoted(value) : value);
  };
  add("format", "aurum-certificate-v1");
  add("serialNumber", i.serialNumber);
  add("itemId", std::to_string(i.id), false);
  add("productName", i.productName);
  add("metal", domain::metalName(i.metal));
  add("weight", domain::formatOunces(i.weightMicroOz));
  add("purity", domain::formatFineness(i.fineness));
  add("refiner", i.refiner);
  add("batch", i.batch);
  add("certifier", i.certifier.value_or(""));
  add("certificateNumber", i.certificateNumber.value_or(""));
  add("itemStatus", domain::itemStatusName(i.status));
  add("status", domain::verdictName(v.verdict.verdict));
  add("statusText", domain::verdictText(v.verdict.verdict));
  add("trustScore", std::to_string(v.trust.total), false);
  add("chainIntact", v.chain.intact ? "true" : "false", false);
  add("chainLength", std::to_string(v.events.size()), false);
  add("chainHead", v.chain.head);
  add("issuedAt", util::toIso8601(now));
  add("keyId", crypto::keyId(k.publicKey));
  m += "}";
  Certificate c;
  c.signedMessage = m;
  c.signature = crypto::signDetached(m, k.secretKey);
  c.publicKey = k.publicKey;
  c.publicKeyPem = crypto::publicKeyPem(k.publicKey);
  c.keyId = crypto::keyId(k.publicKey);
  return c;
}

ScanStats VerificationService::scansOf(const domain::User& u) {
  ScanStats st;
  auto rows = db_.read([&](soci::session& s) { return prov::lookupsOfUser(s, u.id, 500); });
  std::map<std::string, int> dealers;
  long long scoreSum = 0, scored = 0;
  for (const auto& r : rows) {
    ++st.totalScans;
    if (r.verdict == "verified") ++st.verifiedProducts;
    if (r.itemId) {
      scoreSum += r.trustScore;
      ++scored;
      if (!r.facility.empty()) ++dealers[r.facility];
    }
  }
  st.averageTrustScore = scored ? static_cast<int>((scoreSum + scored / 2) / scored) : 0;
  int best = 0;
  for (const auto& [name, n] : dealers)
    if (n > best) {
      best = n;
      st.favoriteDealer = name;
    }
  rows.resize(std::min<std::size_t>(rows.size(), 10));
  st.recent = std::move(rows);
  return st;
}

std::vector<domain::ScanRecord> VerificationService::recordsFor(const domain::User& u,
                                                                const std::string& search) {
  auto q = trim(search).substr(0, 100);
  return db_.read([&](soci::session& s) { return prov::lookupsOfDealerItems(s, u.id, q, 1000); });
}

void VerificationService::reportIssue(const std::string& serial, const std::string& description,
                                      const Viewer& viewer) {
  auto sn = trim(serial);
  auto d = trim(description);
  if (sn.empty()) throw domain::validationError("serialNumber", "serialNumber is required");
  if (d.size() < 5)
    throw domain::validationError("description", "Describe the issue in at least 5 characters");
  std::optional<std::int64_t> userId;
  if (viewer.user) userId = viewer.user->id;
  db_.write([&](soci::session& s) {
    prov::insertIssueReport(s, sn.substr(0, 60), userId, d.substr(0, 2000), clock_.nowMs());
  });
}

}  // namespace aurum::services
