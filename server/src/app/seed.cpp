#include <spdlog/spdlog.h>

#include "app/app.hpp"
#include "storage/user_repository.hpp"

namespace aurum::app {

namespace {
struct DemoAccount {
  const char* email;
  const char* password;
  domain::Role role;
  const char* firstName;
  const char* lastName;
};
// Documented in the README; only ever created in demo mode.
constexpr DemoAccount kDemoAccounts[] = {
    {"demo.client@aurum.example", "DemoClient2024!", domain::Role::kClient, "Alex", "Morgan"},
    {"demo.trader@aurum.example", "DemoTrader2024!", domain::Role::kGoldTrader, "Jordan", "Reyes"},
    {"admin@aurum.example", "DemoAdmin2024!", domain::Role::kAdmin, "Sam", "Carter"},
};
}  // namespace

std::vector<std::string> demoAccountEmails() {
  std::vector<std::string> out;
  for (const auto& a : kDemoAccounts) out.push_back(a.email);
  return out;
}

void seedDemoData(services::AuthService& auth, storage::Database& db) {
  for (const auto& a : kDemoAccounts) {
    bool exists = db.read([&](soci::session& s) {
      return storage::UserRepository::findByEmail(s, a.email).has_value();
    });
    if (exists) continue;
    auth.createUser(a.email, a.role, a.password, a.firstName, a.lastName);
    spdlog::info("seeded demo account {}", a.email);
  }
}

}  // namespace aurum::app
