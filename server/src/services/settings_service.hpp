#pragma once
#include <string>

#include "domain/settings.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// The saved settings document (GET/PUT /api/settings); other services read it through get().
class SettingsService {
 public:
  SettingsService(storage::Database& db, const util::Clock& clock) : db_(db), clock_(clock) {}

  /// The user's settings, defaults filled in (an account that never saved any reads as defaults).
  domain::Settings get(std::int64_t userId);
  /// Merges `patch` (validated, 400 naming the field) and stores the whole document.
  domain::Settings update(std::int64_t userId, const domain::SettingsPatch& patch);

  /// The stored form: a JSON document with every group and key.
  static std::string toDocument(const domain::Settings& settings);
  /// Reads a stored document leniently: a key that no longer validates keeps its default.
  static domain::Settings fromDocument(const std::string& document);

 private:
  storage::Database& db_;
  const util::Clock& clock_;
};

}  // namespace aurum::services
