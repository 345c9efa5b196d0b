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
  /// argon2id of `password`, libsodium's interactive limits (the server's default): a public
  /// password needs no secret salt, and the first start then spends no time hashing.
  const char* passwordHash;
  domain::Role role;
  const char* firstName;
  const char* lastName;
};
// Documented in the README; only ever created in demo mode.
constexpr DemoAccount kDemoAccounts[] = {
    {"demo.client@aurum.example", "DemoClient2024!",
     "$argon2id$v=19$m=65536,t=2,p=1$HZ4nu2/EYzCooF6siPLfKA$UK36BX7bbtWytSIXSjKTU+/"
     "3hxlVt5LdggcOWVYFpq0",
     domain::Role::kClient, "Alex", "Morgan"},
    {"demo.trader@aurum.example", "DemoTrader2024!",
     "$argon2id$v=19$m=65536,t=2,p=1$q2kqlsbjz8IkFjhEwI3cfQ$"
     "bfNqdEYhVhHtT7v6M70GLqgEzxP09dpAvClEauG/j/g",
     domain::Role::kGoldTrader, "Jordan", "Reyes"},
    {"admin@aurum.example", "DemoAdmin2024!",
     "$argon2id$v=19$m=65536,t=2,p=1$Ndt6RI29OY4S7/"
     "6g8Qu0yg$PVeKOLEvGZ1Ktaegf21GD4GgcVFzpZ4kPBjHjQ0tlm8",
     domain::Role::kAdmin, "Sam", "Carter"},
};
}  // namespace

std::vector<std::string> demoAccountEmails() {
  std::vector<std::string> out;
  for (const auto& a : kDemoAccounts) out.push_back(a.email);
  return out;
}

std::vector<DemoCredential> demoCredentials() {
  std::vector<DemoCredential> out;
  for (const auto& a : kDemoAccounts) out.push_back({a.email, a.password, a.passwordHash});
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

void seedDemoData(crypto::HashingPool& hasher, storage::Database& db, std::int64_t nowMs) {
  for (const auto& a : kDemoAccounts) {
    bool exists = db.read([&](soci::session& s) {
      return storage::UserRepository::findByEmail(s, a.email).has_value();
    });
    if (!exists) {
      // Other limits (tests' fast hashing, a changed default): hash with those.
      const storage::NewUser nu{.email = a.email,
                                .firstName = a.firstName,
                                .lastName = a.lastName,
                                .role = a.role,
                                .passwordHash = hasher.needsRehash(a.passwordHash)
                                                    ? hasher.hash(a.password)
                                                    : a.passwordHash,
                                .createdAtMs = nowMs};
      db.write([&](soci::session& s) { storage::UserRepository::insert(s, nu); });
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
