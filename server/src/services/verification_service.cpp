#include "services/verification_service.hpp"

#include <algorithm>
#include <cctype>
#include <map>

#include "crypto/signing.hpp"
#include "crypto/token.hpp"
#include "domain/client_address.hpp"
#include "domain/error.hpp"
#include "domain/lookup_query.hpp"
#include "services/provenance_service.hpp"

namespace aurum::services {

using domain::AppError;
using domain::CustodyKind;
using domain::ErrorCode;
namespace prov = storage::provenance;
using domain::lookup::serialChars;
using domain::lookup::serialInPayload;
using domain::lookup::trim;
using domain::lookup::upper;

namespace {


/// JSON string literal (the certificate's canonical form is written by hand so that its bytes
/// never depend on a library's formatting choices).
std::string jsonString(const std::string& v) {
  std::string out = "\"";
  for (unsigned char c : v) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

}  // namespace

std::string viewerKey(const Viewer& v) {
  if (v.user) return "u:" + std::to_string(v.user->id);
  return "ip:" + crypto::hashToken("aurum-viewer:" + v.clientIp).substr(0, 24);
}

void VerificationService::checkRate(const std::string& clientIp) {
  std::lock_guard lock(mutex_);
  auto now = clock_.nowMs();
  if (buckets_.size() > 10000) {
    // Forget addresses whose buckets have refilled: they would start full anyway.
    for (auto it = buckets_.begin(); it != buckets_.end();)
      it = now - it->second.lastMs > 120'000 ? buckets_.erase(it) : std::next(it);
  }
  auto& b = buckets_[domain::limitKey(clientIp)];  // IPv6 by /64, like every per-address limit
  if (!b.take(now, kBurst, kPerMinute))
    throw AppError(ErrorCode::kRateLimited, "Too many verification requests; please wait a moment")
        .withRetryAfter(b.retryAfterSeconds(kPerMinute));
}

std::optional<domain::SerializedItem> VerificationService::resolve(soci::session& s, const std::string& query,
                                                                    std::vector<std::string>& others) {
  auto up = upper(query);
  if (serialChars(up))
    if (auto item = prov::findItemBySerial(s, up)) return item;
  if (auto item = prov::findItemByQr(s, query)) return item;
  if (auto serial = serialInPayload(query); serial && serialChars(*serial))
    if (auto item = prov::findItemBySerial(s, *serial)) return item;
  if (!up.empty() && up.size() <= 18 && std::all_of(up.begin(), up.end(), [](char c) { return c >= '0' && c <= '9'; }))
    if (auto item = prov::findItemById(s, std::stoll(up))) return item;
  if (serialChars(up) && up.size() >= 3) {
    auto matches = prov::findItemsBySerialFragment(s, up, 11);
    if (!matches.empty()) {
      for (std::size_t i = 1; i < matches.size(); ++i) others.push_back(matches[i].serialNumber);
      return matches.front();
    }
  }
  return std::nullopt;
}

Verification VerificationService::evaluate(soci::session& s, const domain::SerializedItem& item, std::int64_t now) {
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
    if (!in.firstEventAtMs || e.occurredAtMs < *in.firstEventAtMs) in.firstEventAtMs = e.occurredAtMs;
    if (e.kind == CustodyKind::kAssay || e.kind == CustodyKind::kInspection || e.kind == CustodyKind::kCertification)
      v.lastVerifiedMs = std::max(v.lastVerifiedMs.value_or(0), e.occurredAtMs);
    if (e.kind == CustodyKind::kDelivery || e.kind == CustodyKind::kTransfer) handedOverAt = e.occurredAtMs;
  }

  domain::CloneFacts facts;
  if (handedOverAt && (item.status == domain::ItemStatus::kDelivered || item.ownerUserId)) {
    facts.deliveredAtMs = handedOverAt;
    if (item.ownerUserId) facts.ownerViewer = "u:" + std::to_string(*item.ownerUserId);
  }
  auto since = std::min(now - domain::kCloneWindowMs, facts.deliveredAtMs.value_or(now));
  v.clone = domain::assessClones(prov::lookupsOfItem(s, item.id, since), facts);
  in.cloneSuspected = v.clone.suspected;
  v.trust = domain::computeTrustScore(in);

  domain::VerdictInputs vin;
  vin.chainIntact = v.chain.intact;
  vin.itemStatus = item.status;
  vin.certificateValid = in.hasCertificate && (!item.certificateValidUntilMs || *item.certificateValidUntilMs >= now);
  vin.cloneSuspected = v.clone.suspected;
  vin.trustScore = v.trust.total;
  v.verdict = domain::decideVerdict(vin);
  return v;
}

Verification VerificationService::verify(const std::string& rawQuery, const Viewer& viewer) {
  auto query = trim(rawQuery);
  if (query.empty()) throw domain::validationError("query", "Enter a serial number, QR code or item id");
  if (query.size() > 200) throw domain::validationError("query", "The query is too long");
  auto now = clock_.nowMs();
  prov::LookupRow row;
  row.query = query;
  if (viewer.user) row.userId = viewer.user->id;
  row.viewer = viewerKey(viewer);
  row.place = viewer.place.substr(0, 100);
  row.at = now;
  std::vector<std::string> others;
  auto item = db_.read([&](soci::session& s) { return resolve(s, query, others); });
  if (!item) {
    row.verdict = "failed";
    db_.write([&](soci::session& s) { prov::insertLookup(s, row); });
    throw AppError(ErrorCode::kNotFound, "No registered item matches '" + query.substr(0, 60) +
                                             "'. It may be counterfeit or mistyped.");
  }
  // Recorded first, so this lookup counts in its own clone check.
  row.itemId = item->id;
  row.verdict = "checking";
  Verification v = db_.write([&](soci::session& s) {
    auto id = prov::insertLookup(s, row);
    auto result = evaluate(s, *item, now);
    prov::updateLookupResult(s, id, domain::verdictName(result.verdict.verdict), result.trust.total);
    return result;
  });
  v.otherMatches = std::move(others);
  return v;
}

Verification VerificationService::inspect(const std::string& serial) {
  auto now = clock_.nowMs();
  std::vector<std::string> others;
  return db_.read([&](soci::session& s) {
    auto item = resolve(s, trim(serial), others);
    if (!item) throw AppError(ErrorCode::kNotFound, "No registered item matches this serial number");
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

std::vector<crypto::PublishedKey> VerificationService::publicKeys() {
  std::lock_guard lock(mutex_);
  if (!keyring_) throw AppError(ErrorCode::kInternal, "certificate signing key unavailable");
  return keyring_->keys;
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
    m += jsonString(key) + ":" + (quoted ? jsonString(value) : value);
  };
  add("format", "aurum-certificate-v1");
  add("serialNumber", i.serialNumber);
  add("itemId", std::to_string(i.id), false);
  add("productName", i.productName);
  add("metal", i.metal);
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

std::vector<prov::LookupRow> VerificationService::recordsFor(const domain::User& u, const std::string& search) {
  auto q = trim(search).substr(0, 100);
  return db_.read([&](soci::session& s) { return prov::lookupsOfDealerItems(s, u.id, q, 1000); });
}

void VerificationService::reportIssue(const std::string& serial, const std::string& description,
                                      const Viewer& viewer) {
  auto sn = trim(serial);
  auto d = trim(description);
  if (sn.empty()) throw domain::validationError("serialNumber", "serialNumber is required");
  if (d.size() < 5) throw domain::validationError("description", "Describe the issue in at least 5 characters");
  std::optional<std::int64_t> userId;
  if (viewer.user) userId = viewer.user->id;
  db_.write([&](soci::session& s) {
    prov::insertIssueReport(s, sn.substr(0, 60), userId, d.substr(0, 2000), clock_.nowMs());
  });
}

}  // namespace aurum::services
