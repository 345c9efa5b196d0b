#pragma once
#include <stdexcept>
#include <string>
#include <vector>

#include "app/config.hpp"
#include "storage/database.hpp"

namespace aurum::app {

/// `aurum serve` in production found something a real dealer cannot go live with.
struct StartupRefused : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// Why this database and configuration may not serve in production (empty: fine): demo accounts
/// exist, the payment provider is the built-in test processor, or there is no admin account.
/// Key files are checked when they are loaded (app/secrets.hpp).
std::vector<std::string> productionRefusals(const Config& c, storage::Database& db);

/// `aurum admin remove-demo-data`: removes the seeded demo accounts and what belongs only to them,
/// in one transaction. Returns the e-mails removed.
std::vector<std::string> removeDemoData(storage::Database& db);

}  // namespace aurum::app
