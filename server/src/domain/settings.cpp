#include "domain/settings.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <string_view>

#include "domain/error.hpp"

namespace aurum::domain {

namespace {

using StringRef = std::string& (*)(Settings&);
using BoolRef = bool& (*)(Settings&);

struct Descriptor {
  const char* group;
  const char* key;
  StringRef text = nullptr;
  BoolRef flag = nullptr;
  std::vector<std::string_view> allowed;
  std::string allowedText;  ///< for the error message
};

const std::vector<Descriptor>& descriptors() {
  static const std::vector<Descriptor> table = [] {
    std::vector<Descriptor> d;
    auto text = [&d](const char* g, const char* k, StringRef ref,
                     std::vector<std::string_view> allowed) {
      std::string list;
      for (auto a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
      d.push_back({g, k, ref, nullptr, std::move(allowed), std::move(list)});
    };
    auto flag = [&d](const char* g, const char* k, BoolRef ref) {
      d.push_back({g, k, nullptr, ref, {}, ""});
    };
    text("general", "language", [](Settings& s) -> std::string& { return s.general.language; },
         {"en", "es", "fr", "de", "zh"});
    text("general", "timezone", [](Settings& s) -> std::string& { return s.general.timezone; },
         {"UTC-5", "UTC-6", "UTC-7", "UTC-8"});
    text("general", "currency", [](Settings& s) -> std::string& { return s.general.currency; },
         {"USD", "EUR", "GBP", "JPY"});
    text("general", "dateFormat", [](Settings& s) -> std::string& { return s.general.dateFormat; },
         {"MM/DD/YYYY", "DD/MM/YYYY", "YYYY-MM-DD"});
    flag("notifications", "email", [](Settings& s) -> bool& { return s.notifications.email; });
    flag("notifications", "sms", [](Settings& s) -> bool& { return s.notifications.sms; });
    flag("notifications", "push", [](Settings& s) -> bool& { return s.notifications.push; });
    flag("notifications", "priceAlerts",
         [](Settings& s) -> bool& { return s.notifications.priceAlerts; });
    flag("notifications", "orderUpdates",
         [](Settings& s) -> bool& { return s.notifications.orderUpdates; });
    flag("notifications", "marketNews",
         [](Settings& s) -> bool& { return s.notifications.marketNews; });
    text("privacy", "profileVisibility",
         [](Settings& s) -> std::string& { return s.privacy.profileVisibility; },
         {"public", "private", "contacts"});
    flag("privacy", "dataSharing", [](Settings& s) -> bool& { return s.privacy.dataSharing; });
    flag("privacy", "analytics", [](Settings& s) -> bool& { return s.privacy.analytics; });
    flag("privacy", "marketing", [](Settings& s) -> bool& { return s.privacy.marketing; });
    text("appearance", "theme", [](Settings& s) -> std::string& { return s.appearance.theme; },
         {"light", "dark", "system"});
    text("appearance", "accent", [](Settings& s) -> std::string& { return s.appearance.accent; },
         {"blue", "green", "purple", "yellow"});
    text("appearance", "fontSize",
         [](Settings& s) -> std::string& { return s.appearance.fontSize; },
         {"small", "medium", "large"});
    return d;
  }();
  return table;
}

constexpr std::array<std::string_view, 4> kGroups{"general", "notifications", "privacy",
                                                  "appearance"};

}  // namespace

bool isSettingsGroup(std::string_view name) {
  return std::find(kGroups.begin(), kGroups.end(), name) != kGroups.end();
}

Settings mergeSettings(const Settings& settings, const SettingsPatch& patch) {
  Settings out = settings;
  for (const auto& item : patch) {
    if (!isSettingsGroup(item.group))
      throw validationError(item.group,
                            Message("Unknown settings group {group}", {{"group", item.group}}));
    if (item.key.empty())
      throw validationError(item.group, Message("The settings group {group} must be an object",
                                                {{"group", item.group}}));
    const std::string name = item.group + "." + item.key;
    const auto& table = descriptors();
    auto d = std::find_if(table.begin(), table.end(), [&](const Descriptor& x) {
      return x.group == item.group && x.key == item.key;
    });
    if (d == table.end())
      throw validationError(name, Message("Unknown setting {field}", {{"field", name}}));
    if (d->flag) {
      const bool* b = item.value ? std::get_if<bool>(&*item.value) : nullptr;
      if (!b)
        throw validationError(name, Message("{field} must be true or false", {{"field", name}}));
      d->flag(out) = *b;
    } else {
      const std::string* s = item.value ? std::get_if<std::string>(&*item.value) : nullptr;
      if (!s || std::find(d->allowed.begin(), d->allowed.end(), *s) == d->allowed.end())
        throw validationError(name, Message("{field} must be one of {allowed}",
                                            {{"field", name}, {"allowed", d->allowedText}}));
      d->text(out) = *s;
    }
  }
  return out;
}

std::vector<SettingsGroupView> settingsFields(const Settings& settings) {
  Settings copy = settings;
  std::vector<SettingsGroupView> out;
  for (const auto& d : descriptors()) {
    if (out.empty() || std::string_view(out.back().group) != d.group) out.push_back({d.group, {}});
    SettingValue value = d.flag ? SettingValue(d.flag(copy)) : SettingValue(d.text(copy));
    out.back().values.emplace_back(d.key, std::move(value));
  }
  return out;
}

}  // namespace aurum::domain
