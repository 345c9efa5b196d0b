#include "api/requests/account_requests.hpp"

#include "domain/error.hpp"
#include "domain/market.hpp"
#include "domain/settings.hpp"

namespace aurum::api {

namespace json = boost::json;

domain::SettingsPatch parseSettingsPatch(const json::object& body) {
  domain::SettingsPatch patch;
  for (const auto& [group, value] : body) {
    // An empty object changes nothing, but an unknown group's name is still refused (by merge).
    if (!value.is_object() || (value.as_object().empty() && !domain::isSettingsGroup(group))) {
      patch.push_back({std::string(group), "", std::nullopt});
      continue;
    }
    for (const auto& [key, v] : value.as_object()) {
      domain::SettingsPatchItem item{std::string(group), std::string(key), std::nullopt};
      if (v.is_bool())
        item.value = v.as_bool();
      else if (v.is_string())
        item.value = std::string(v.as_string());
      patch.push_back(std::move(item));
    }
  }
  return patch;
}

namespace {

/// "2100.00": digits, a point, exactly two digits.
bool isMoneyText(std::string_view t) {
  auto dot = t.find('.');
  if (dot == std::string_view::npos || dot == 0 || t.size() - dot != 3 || dot > 12) return false;
  for (std::size_t i = 0; i < t.size(); ++i)
    if (i != dot && (t[i] < '0' || t[i] > '9')) return false;
  return true;
}

std::string textField(const json::object& o, const char* key, const std::string& name) {
  const auto* v = o.if_contains(key);
  if (!v || !v->is_string())
    throw domain::validationError(name, domain::Message("{field} is required", {{"field", name}}));
  return std::string(v->as_string());
}

}  // namespace

PriceAlertRequest parsePriceAlertRequest(const json::object& body, const std::string& prefix) {
  PriceAlertRequest out;
  const auto metalField = prefix + "metalType", dirField = prefix + "direction",
             priceField = prefix + "price";
  auto metal = domain::parseMetal(textField(body, "metalType", metalField));
  if (!metal)
    throw domain::validationError(metalField,
                                  "metalType must be one of gold, silver, platinum, palladium");
  out.metal = *metal;
  auto direction = domain::parseAlertDirection(textField(body, "direction", dirField));
  if (!direction) throw domain::validationError(dirField, "direction must be above or below");
  out.direction = *direction;
  // A JSON number is a price, just not in the form asked for: say which form, not "required".
  const auto* rawPrice = body.if_contains("price");
  if (rawPrice && rawPrice->is_number())
    throw domain::validationError(priceField, "price must be like 2100.00 and greater than 0");
  auto price = textField(body, "price", priceField);
  auto cents = isMoneyText(price) ? domain::parseDecimalCents(price) : std::nullopt;
  if (!cents || *cents <= 0)
    throw domain::validationError(priceField, "price must be like 2100.00 and greater than 0");
  out.priceCents = *cents;
  return out;
}

services::AccountImport parseAccountImport(const json::object& body) {
  const auto* format = body.if_contains("format");
  if (!format || !format->is_string() || format->as_string() != "aurum-account-export")
    throw domain::validationError("format", "This is not an Aurum account export");
  const auto* version = body.if_contains("version");
  if (!version || !version->is_int64() || version->as_int64() != 1)
    throw domain::validationError("version", "Only version 1 account exports can be imported");
  services::AccountImport out;
  if (const auto* settings = body.if_contains("settings"); settings && !settings->is_null()) {
    if (!settings->is_object())
      throw domain::validationError("settings", "settings must be an object");
    out.settings =
        domain::mergeSettings(domain::Settings{}, parseSettingsPatch(settings->as_object()));
  }
  if (const auto* alerts = body.if_contains("alerts"); alerts && !alerts->is_null()) {
    if (!alerts->is_array()) throw domain::validationError("alerts", "alerts must be an array");
    std::size_t i = 0;
    for (const auto& a : alerts->as_array()) {
      const auto prefix = "alerts." + std::to_string(i++) + ".";
      if (!a.is_object())
        throw domain::validationError(prefix + "metalType", "Each alert must be an object");
      const auto& o = a.as_object();
      // Only active alerts come back; a fired one has done its work.
      if (const auto* status = o.if_contains("status");
          status && status->is_string() && status->as_string() == "fired")
        continue;
      auto parsed = parsePriceAlertRequest(o, prefix);
      domain::PriceAlert alert;
      alert.metal = parsed.metal;
      alert.direction = parsed.direction;
      alert.priceCents = parsed.priceCents;
      out.alerts.push_back(alert);
    }
  }
  return out;
}

}  // namespace aurum::api
