#include "api/account_json.hpp"

#include "api/json.hpp"
#include "api/provenance_json.hpp"
#include "api/shop_json.hpp"
#include "domain/language.hpp"
#include "domain/market.hpp"
#include "http/translations.hpp"
#include "util/clock.hpp"

namespace aurum::api {

namespace json = boost::json;

namespace {
json::value isoOrNull(const std::optional<std::int64_t>& ms) {
  return ms ? json::value(util::toIso8601(*ms)) : json::value(nullptr);
}
json::value textOrNull(const std::optional<std::string>& s) {
  return s ? json::value(*s) : json::value(nullptr);
}
}  // namespace

json::object settingsJson(const domain::Settings& settings) {
  json::object doc;
  for (const auto& group : domain::settingsFields(settings)) {
    json::object g;
    for (const auto& [key, value] : group.values) {
      if (const bool* b = std::get_if<bool>(&value))
        g[key] = *b;
      else
        g[key] = std::get<std::string>(value);
    }
    doc[group.group] = std::move(g);
  }
  return doc;
}

json::object notificationJson(const domain::Notification& n, std::string_view language) {
  return {{"id", n.id},
          {"kind", n.kind},
          {"title", http::translate(n.titleIn(language), language)},
          {"body", http::translate(n.bodyIn(language), language)},
          {"link", n.link},
          {"createdAt", util::toIso8601(n.createdAtMs)},
          {"readAt", isoOrNull(n.readAtMs)}};
}

json::object alertJson(const domain::PriceAlert& a) {
  return {{"id", a.id},
          {"metalType", domain::metalName(a.metal)},
          {"direction", domain::alertDirectionName(a.direction)},
          {"price", domain::formatCents(a.priceCents)},
          {"status", a.firedAtMs ? "fired" : "active"},
          {"createdAt", util::toIso8601(a.createdAtMs)},
          {"firedAt", isoOrNull(a.firedAtMs)},
          {"firedPrice", a.firedPriceCents ? json::value(domain::formatCents(*a.firedPriceCents))
                                           : json::value(nullptr)}};
}

json::object accountExportJson(const services::AccountExportData& d) {
  json::object out;
  out["format"] = "aurum-account-export";
  out["version"] = 1;
  out["exportedAt"] = util::toIso8601(d.exportedAtMs);
  out["profile"] = toJson(d.profile);
  out["settings"] = settingsJson(d.settings);
  json::array orders;
  // The export is the account's data as recorded: the history's notes as stored (English).
  for (const auto& o : d.orders) orders.push_back(orderDetailJson(o, domain::kDefaultLanguage));
  out["orders"] = std::move(orders);
  // Amounts are integers of the asset's unit: cents for USD, micro troy ounces for a metal.
  json::array ledger;
  for (const auto& e : d.ledger) {
    json::array postings;
    for (const auto& p : e.postings)
      postings.push_back({{"account", p.account}, {"asset", p.asset}, {"amount", p.amount}});
    ledger.push_back({{"id", e.id},
                      {"kind", e.kind},
                      {"orderId", e.orderId},
                      {"memo", e.memo},
                      {"createdAt", util::toIso8601(e.createdAtMs)},
                      {"postings", std::move(postings)}});
  }
  out["ledger"] = std::move(ledger);
  json::array scans;
  for (const auto& s : d.scans) scans.push_back(toJson(s));
  out["scans"] = std::move(scans);
  json::array alerts;
  for (const auto& a : d.alerts) alerts.push_back(alertJson(a));
  out["alerts"] = std::move(alerts);
  json::array sessions;
  for (const auto& s : d.sessions)
    sessions.push_back({{"id", s.id},
                        {"device", s.device},
                        {"ip", s.ip},
                        {"createdAt", util::toIso8601(s.createdAtMs)},
                        {"lastSeenAt", util::toIso8601(s.lastSeenAtMs)},
                        {"current", s.current}});
  out["sessions"] = std::move(sessions);
  // KYC: the cases and their documents' metadata; never the files.
  json::array kyc;
  for (const auto& c : d.kycCases) {
    json::array documents;
    for (const auto& doc : d.kycDocuments) {
      if (doc.caseId != c.id) continue;
      documents.push_back({{"id", doc.id},
                           {"category", doc.category},
                           {"documentType", doc.documentType},
                           {"status", doc.status},
                           {"contentType", doc.contentType},
                           {"size", doc.sizeBytes},
                           {"sha256", doc.sha256},
                           {"uploadedAt", util::toIso8601(doc.createdAtMs)}});
    }
    kyc.push_back({{"id", c.id},
                   {"status", c.status},
                   {"submittedAt", util::toIso8601(c.submittedAtMs)},
                   {"decidedAt", isoOrNull(c.decidedAtMs)},
                   {"reason", textOrNull(c.reason)},
                   {"documents", std::move(documents)}});
  }
  out["kyc"] = std::move(kyc);
  json::array events;
  for (const auto& e : d.securityEvents)
    events.push_back({{"id", e.id},
                      {"event", e.event},
                      {"at", util::toIso8601(e.atMs)},
                      {"ip", e.ip},
                      {"device", e.device},
                      {"detail", e.detail}});
  out["securityEvents"] = std::move(events);
  return out;
}

}  // namespace aurum::api
