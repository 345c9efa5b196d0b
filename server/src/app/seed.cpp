#include <spdlog/spdlog.h>

#include "app/app.hpp"
#include "storage/admin_repository.hpp"
#include "storage/company_repository.hpp"
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

/// The demo trader's application (approved) and company, as onboarding would have left them, so
/// /traders, /company and the products' seller name show a real dealer.
void seedDemoCompany(storage::Database& db, std::int64_t traderId) {
  db.write([&](soci::session& s) {
    if (storage::AdminRepository::application(s, traderId)) return;
    // Dated when the account was made, so /traders shows a real submission date.
    const auto at = storage::UserRepository::findById(s, traderId)->createdAtMs;
    domain::TraderApplication a{"Aurum Demo Bullion Ltd",
                                "DTL-2024-0042",
                                "1 Liberty Plaza, Financial District, New York, NY 10006",
                                "1m-5m",
                                "dealer",
                                "5+"};
    storage::UserRepository::insertTraderApplication(s, traderId, a, at);
    storage::AdminRepository::decideApplication(s, traderId, "approved", "", 0, at);
    storage::CompanyRepository::createFromApplication(s, traderId, at);
    storage::CompanyRepository::setRegistrationNumber(s, traderId, "NY-BD-558120");
  });
}

void seedDemoData(services::AuthService& auth, storage::Database& db) {
  for (const auto& a : kDemoAccounts) {
    bool exists = db.read([&](soci::session& s) {
      return storage::UserRepository::findByEmail(s, a.email).has_value();
    });
    if (!exists) {
      auth.createUser(a.email, a.role, a.password, a.firstName, a.lastName);
      spdlog::info("seeded demo account {}", a.email);
    }
    if (a.role == domain::Role::kGoldTrader) {
      auto id = db.read([&](soci::session& s) {
        return storage::UserRepository::findByEmail(s, a.email)->user.id;
      });
      seedDemoCompany(db, id);
    }
  }
}

}  // namespace aurum::app
