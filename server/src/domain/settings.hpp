#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace aurum::domain {

/// The signed-in user's saved settings (issue 12). Every field has the spec's default, so an
/// account that never saved anything reads as `Settings{}`.
struct Settings {
  struct General {
    std::string language = "en";            ///< en es fr de zh
    std::string timezone = "UTC-5";         ///< UTC-5 UTC-6 UTC-7 UTC-8
    std::string currency = "USD";           ///< USD EUR GBP JPY (display only; records stay USD)
    std::string dateFormat = "MM/DD/YYYY";  ///< MM/DD/YYYY DD/MM/YYYY YYYY-MM-DD
    bool operator==(const General&) const = default;
  } general;
  struct Notifications {
    bool email = true;
    bool sms = false;
    bool push = true;
    bool priceAlerts = true;
    bool orderUpdates = true;
    bool marketNews = false;
    bool operator==(const Notifications&) const = default;
  } notifications;
  struct Privacy {
    std::string profileVisibility = "private";  ///< public private contacts
    bool dataSharing = false;
    bool analytics = true;
    bool marketing = false;
    bool operator==(const Privacy&) const = default;
  } privacy;
  struct Appearance {
    std::string theme = "light";      ///< light dark system
    std::string accent = "blue";      ///< blue green purple yellow
    std::string fontSize = "medium";  ///< small medium large
    bool operator==(const Appearance&) const = default;
  } appearance;

  bool operator==(const Settings&) const = default;
};

/// A setting's value as it arrives or leaves: a boolean or a string.
using SettingValue = std::variant<bool, std::string>;

/// One `group.key` of a partial document. `value` is empty when the input held something that is
/// neither a boolean nor a string (a number, null, an array); `key` is empty when the group
/// itself was not an object.
struct SettingsPatchItem {
  std::string group;
  std::string key;
  std::optional<SettingValue> value;
};
using SettingsPatch = std::vector<SettingsPatchItem>;

/// One of the four groups: general, notifications, privacy, appearance.
bool isSettingsGroup(std::string_view name);

/// Applies `patch` to `settings`. Throws a validation error naming the field (`appearance.theme`,
/// or the group for an unknown group or a group that is not an object) on an unknown group or
/// key, a value of the wrong type or one outside the allowed set; `settings` is then unchanged.
Settings mergeSettings(const Settings& settings, const SettingsPatch& patch);

/// The document in the spec's order: each group with its keys and values.
struct SettingsGroupView {
  const char* group;
  std::vector<std::pair<const char*, SettingValue>> values;
};
std::vector<SettingsGroupView> settingsFields(const Settings& settings);

}  // namespace aurum::domain
