#include "api/provenance_json.hpp"

#include "domain/user_text.hpp"
#include "http/translations.hpp"
#include "util/clock.hpp"

namespace aurum::api {

namespace json = boost::json;

namespace {
json::value isoOrNull(std::optional<std::int64_t> ms) {
  if (!ms) return nullptr;
  return json::value(util::toIso8601(*ms));
}
json::value strOrNull(const std::optional<std::string>& s) {
  if (!s) return nullptr;
  return json::value(*s);
}
}  // namespace

json::object toJson(const domain::CustodyEvent& e) {
  return {{"seq", e.seq},
          {"type", domain::custodyKindName(e.kind)},
          {"timestamp", util::toIso8601(e.occurredAtMs)},
          {"location", e.location},
          {"action", e.action},
          {"verifiedBy", e.verifiedBy},
          {"prevHash", e.prevHash},
          {"blockchainTxHash", e.hash},
          {"enteredBy", e.enteredBy ? json::value(*e.enteredBy) : json::value(nullptr)},
          {"attestation", domain::attestationName(e.attestation)}};
}

namespace {
/// Owner actions recorded before issue 10 named the owner (transfer: "Ownership transferred to
/// Ann L.", verified by the owner's name; report: the owner's note). Only the owner sees those
/// texts; anyone else gets a neutral one, flagged `redacted` (the hash covers the stored text).
json::object journeyEvent(const domain::CustodyEvent& e, bool viewerIsOwner,
                          std::string_view language) {
  auto out = toJson(e);
  bool ownerAction =
      e.kind == domain::CustodyKind::kTransfer || e.kind == domain::CustodyKind::kReport;
  if (!ownerAction || viewerIsOwner) return out;
  std::string action = e.kind == domain::CustodyKind::kTransfer
                           ? domain::userText("Ownership transferred to another account")
                           : e.action.substr(0, e.action.find(':'));
  if (action != e.action || e.verifiedBy != "Owner") {
    out["action"] = http::translate(domain::Message(action), language);
    out["verifiedBy"] = "Owner";
    out["redacted"] = true;
  }
  return out;
}
}  // namespace

json::object toJson(const domain::SerializedItem& i) {
  return {{"id", i.id},
          {"serialNumber", i.serialNumber},
          {"qrCode", i.qrCode},
          {"productId", i.productId ? json::value(*i.productId) : json::value(nullptr)},
          {"productName", i.productName},
          {"type", i.productType},
          {"metal", domain::metalName(i.metal)},
          {"weight", domain::formatOunces(i.weightMicroOz)},
          {"purity", domain::formatFineness(i.fineness)},
          {"refiner", i.refiner},
          {"batch", i.batch},
          {"year", i.year},
          {"location", i.location},
          {"facility", i.facility},
          {"certifier", strOrNull(i.certifier)},
          {"certificateNumber", strOrNull(i.certificateNumber)},
          {"certificateValidUntil", isoOrNull(i.certificateValidUntilMs)},
          {"status", domain::itemStatusName(i.status)},
          {"createdAt", util::toIso8601(i.createdAtMs)}};
}

json::object toJson(const services::Verification& v, bool withJourney,
                    std::optional<std::int64_t> viewerUserId, std::string_view language) {
  auto text = [language](const std::string& english) {
    return http::translate(domain::Message(english), language);
  };
  const auto& i = v.item;
  auto verdict = v.verdict.verdict;
  json::object breakdown;
  for (const auto& c : v.trust.components)
    breakdown[c.key] = json::object{{"score", c.score}, {"max", c.max}, {"detail", text(c.detail)}};
  breakdown["clonePenalty"] = v.trust.clonePenalty;
  json::array reasons;
  for (const auto& r : v.verdict.reasons) reasons.push_back(json::value(text(r)));
  json::array cloneReasons;
  for (const auto& r : v.clone.reasons) cloneReasons.push_back(json::value(r));
  json::array others;
  for (const auto& s : v.otherMatches) others.push_back(json::value(s));
  json::object out{
      {"status", domain::verdictName(verdict)},
      {"statusText", text(domain::verdictText(verdict))},
      {"reasons", reasons},
      {"trustScore", v.trust.total},
      {"trustBand", v.trust.band},
      {"trustBreakdown", breakdown},
      {"serialNumber", i.serialNumber},
      {"productName", i.productName},
      {"certificationBody", strOrNull(i.certifier)},
      {"lastVerified", isoOrNull(v.lastVerifiedMs)},
      {"blockchainHash", v.chain.head},
      {"itemStatus", domain::itemStatusName(i.status)},
      {"product",
       {{"id", i.id},
        {"productId", i.productId ? json::value(*i.productId) : json::value(nullptr)},
        {"name", i.productName},
        {"type", i.productType},
        {"metal", domain::metalName(i.metal)},
        {"serialNumber", i.serialNumber},
        {"batch", i.batch},
        {"weight", domain::formatOunces(i.weightMicroOz)},
        {"purity", domain::formatFineness(i.fineness)},
        {"refiner", i.refiner},
        {"year", i.year}}},
      {"certification",
       {{"certifier", strOrNull(i.certifier)},
        {"certificateNumber", strOrNull(i.certificateNumber)},
        {"validUntil", isoOrNull(i.certificateValidUntilMs)},
        {"lastVerified", isoOrNull(v.lastVerifiedMs)}}},
      {"location", {{"current", i.location}, {"facility", i.facility}}},
      {"chain",
       {{"intact", v.chain.intact},
        {"length", v.events.size()},
        {"head", v.chain.head},
        {"problem", v.chain.problem.empty() ? json::value(nullptr) : json::value(v.chain.problem)},
        {"brokenAt", v.chain.brokenAt ? json::value(*v.chain.brokenAt) : json::value(nullptr)}}},
      {"clone", {{"suspected", v.clone.suspected}, {"reasons", cloneReasons}}},
      {"otherMatches", others},
      {"journeyAvailable", withJourney},
      {"hasOwner", i.ownerUserId.has_value()},
      {"ownedByYou", viewerUserId.has_value() && i.ownerUserId == viewerUserId},
  };
  if (withJourney) {
    json::array journey;
    bool owner = viewerUserId.has_value() && i.ownerUserId == viewerUserId;
    for (const auto& e : v.events) journey.push_back(journeyEvent(e, owner, language));
    out["journey"] = std::move(journey);
  } else {
    out["journey"] = nullptr;
  }
  return out;
}

json::object toJson(const domain::ScanRecord& r) {
  return {{"id", r.id},
          {"serialNumber", r.serialNumber.empty() ? r.query : r.serialNumber},
          {"productName", r.productName},
          {"status", r.verdict},
          {"trustScore", r.trustScore},
          {"certificationBody", r.certifier},
          {"scanDate", util::toIso8601(r.at)},
          {"scanLocation", r.place},
          {"facility", r.facility},
          {"matched", r.itemId.has_value()}};
}

json::object toJson(const domain::MerkleRoot& r) {
  return {{"day", r.day},
          {"rootHash", r.rootHash},
          {"eventCount", r.eventCount},
          {"firstEventId", r.firstEventId},
          {"lastEventId", r.lastEventId},
          {"computedAt", util::toIso8601(r.computedAt)}};
}

}  // namespace aurum::api
