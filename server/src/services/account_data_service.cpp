#include "services/account_data_service.hpp"

#include "domain/error.hpp"
#include "services/settings_service.hpp"
#include "storage/account_repository.hpp"
#include "storage/compliance_repository.hpp"
#include "storage/ledger_repository.hpp"
#include "storage/order_repository.hpp"
#include "storage/provenance_repository.hpp"
#include "storage/security_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::services {

namespace {
constexpr int kMaxRows = 100'000;  ///< per section; far beyond any real account
}

AccountExportData AccountDataService::exportFor(const domain::User& user,
                                                const std::string& currentToken) {
  AccountExportData out;
  out.exportedAtMs = clock_.nowMs();
  db_.read([&](soci::session& s) {
    out.profile = storage::UserRepository::findById(s, user.id).value_or(user);
    auto doc = storage::SettingsRepository::find(s, user.id);
    out.settings = doc ? SettingsService::fromDocument(*doc) : domain::Settings{};
    out.orders = storage::OrderRepository::listForUser(s, user.id);
    for (auto& o : out.orders) storage::OrderRepository::loadDetail(s, o);
    for (auto& j : storage::LedgerRepository::forUser(s, user.id))
      out.ledger.push_back({j.id, j.orderId, j.kind, j.memo, j.createdAtMs, j.postings});
    out.scans = storage::provenance::lookupsOfUser(s, user.id, kMaxRows);
    out.alerts = storage::PriceAlertRepository::forUser(s, user.id);
    out.kycCases = storage::ComplianceRepository::casesForUser(s, user.id);
    out.kycDocuments = storage::ComplianceRepository::documentsForUser(s, user.id);
    for (auto& e : storage::SecurityRepository::listEvents(s, user.id, 0, kMaxRows))
      out.securityEvents.push_back({e.id, e.event, e.ip, e.device, e.detail, e.atMs});
  });
  out.sessions = security_.sessions(user, currentToken);
  return out;
}

AccountImportResult AccountDataService::importFor(const domain::User& user,
                                                  const AccountImport& in) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    AccountImportResult result;
    if (in.settings) {
      storage::SettingsRepository::save(s, user.id, SettingsService::toDocument(*in.settings), now);
      result.settings = true;
    }
    auto existing = storage::PriceAlertRepository::forUser(s, user.id);
    int active = storage::PriceAlertRepository::activeCount(s, user.id);
    for (const auto& a : in.alerts) {
      bool present = false;
      for (const auto& e : existing)
        present = present || (!e.firedAtMs && e.metal == a.metal && e.direction == a.direction &&
                              e.priceCents == a.priceCents);
      if (present) continue;
      if (++active > domain::kMaxActiveAlerts)
        throw domain::AppError(
            domain::ErrorCode::kConflict,
            domain::Message("At most {max} price alerts can be active at once",
                            {{"max", std::to_string(domain::kMaxActiveAlerts)}}));
      domain::PriceAlert add;
      add.userId = user.id;
      add.metal = a.metal;
      add.direction = a.direction;
      add.priceCents = a.priceCents;
      add.createdAtMs = now;
      existing.push_back(storage::PriceAlertRepository::insert(s, add));
      ++result.alerts;
    }
    return result;
  });
}

}  // namespace aurum::services
