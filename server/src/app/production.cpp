#include "app/production.hpp"

#include <algorithm>

#include "app/app.hpp"
#include "storage/demo_data_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::app {

namespace {
std::vector<std::pair<std::int64_t, std::string>> demoAccountsIn(soci::session& s) {
  std::vector<std::pair<std::int64_t, std::string>> out;
  for (const auto& email : demoAccountEmails())
    if (auto u = storage::UserRepository::findByEmail(s, email))
      out.emplace_back(u->user.id, email);
  return out;
}
}  // namespace

std::vector<std::string> productionRefusals(const Config& c, storage::Database& db) {
  std::vector<std::string> reasons;
  auto [demo, admins] = db.read([](soci::session& s) {
    return std::make_pair(demoAccountsIn(s), storage::DemoDataRepository::activeAdminEmails(s));
  });
  if (!demo.empty())
    reasons.push_back(
        "demo accounts exist in the database (run: aurum admin remove-demo-data --database-url "
        "...)");
  if (c.payments.provider == "test")
    reasons.push_back(
        "the payment provider is the built-in test processor (set AURUM_PAYMENT_PROVIDER=stripe)");
  auto demoEmails = demoAccountEmails();
  bool realAdmin = std::any_of(admins.begin(), admins.end(), [&](const std::string& e) {
    return std::find(demoEmails.begin(), demoEmails.end(), e) == demoEmails.end();
  });
  if (!realAdmin)
    reasons.push_back(
        "no admin account exists (run: aurum admin create-user --role admin --email ...)");
  return reasons;
}

std::vector<std::string> removeDemoData(storage::Database& db) {
  return db.write([](soci::session& s) {
    std::vector<std::string> removed;
    for (const auto& [id, email] : demoAccountsIn(s)) {
      storage::DemoDataRepository::removeAccount(s, id);
      removed.push_back(email);
    }
    return removed;
  });
}

}  // namespace aurum::app
