#include "services/settings_service.hpp"

#include <boost/json.hpp>

#include "domain/error.hpp"
#include "storage/account_repository.hpp"

namespace aurum::services {

namespace json = boost::json;

std::string SettingsService::toDocument(const domain::Settings& settings) {
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
  return json::serialize(doc);
}

domain::Settings SettingsService::fromDocument(const std::string& document) {
  domain::Settings out;
  boost::system::error_code ec;
  auto doc = json::parse(document, ec);
  if (ec || !doc.is_object()) return out;
  for (const auto& [group, value] : doc.as_object()) {
    if (!value.is_object()) continue;
    for (const auto& [key, v] : value.as_object()) {
      domain::SettingsPatchItem item{std::string(group), std::string(key), std::nullopt};
      if (v.is_bool())
        item.value = v.as_bool();
      else if (v.is_string())
        item.value = std::string(v.as_string());
      try {
        out = domain::mergeSettings(out, {item});
      } catch (const domain::AppError&) {
        // A value an older or newer version wrote: the default stands.
      }
    }
  }
  return out;
}

domain::Settings SettingsService::get(std::int64_t userId) {
  auto doc =
      db_.read([&](soci::session& s) { return storage::SettingsRepository::find(s, userId); });
  return doc ? fromDocument(*doc) : domain::Settings{};
}

domain::Settings SettingsService::update(std::int64_t userId, const domain::SettingsPatch& patch) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    auto doc = storage::SettingsRepository::find(s, userId);
    auto merged = domain::mergeSettings(doc ? fromDocument(*doc) : domain::Settings{}, patch);
    storage::SettingsRepository::save(s, userId, toDocument(merged), now);
    return merged;
  });
}

}  // namespace aurum::services
