#pragma once
#include <atomic>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <memory>

#include "api/routes.hpp"
#include "app/account_wiring.hpp"
#include "app/config.hpp"
#include "app/periodic_job.hpp"
#include "app/provenance_wiring.hpp"
#include "app/secrets.hpp"
#include "crypto/hashing_pool.hpp"
#include "crypto/password.hpp"
#include "http/server.hpp"
#include "services/services.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"
#include "ws/hub.hpp"

namespace aurum::app {

/// The composition root: owns storage, services, routes and the HTTP server.
class App {
 public:
  explicit App(Config config, std::shared_ptr<util::Clock> clock = nullptr);
  ~App();

  /// Applies migrations; in production refuses (StartupRefused, app/production.hpp) demo data,
  /// the test payment processor, no admin or a missing key file; in demo mode seeds the demo
  /// data and creates missing key files. Loads the server secrets.
  void prepare();
  /// Applies pending migrations only (operator commands).
  void migrate();
  /// Starts serving; returns the bound port.
  unsigned short start();
  /// The port of the separate /metrics listener (AURUM_METRICS_BIND), 0 when there is none.
  unsigned short metricsPort() const { return metricsPort_; }
  /// Loaded by prepare(): the data key for stored documents, the HMAC key, the signing keyring.
  const ServerSecrets& secrets() const { return *secrets_; }
  void stop();
  /// The start of a graceful stop (SIGTERM): /readyz answers 503 and responses close their
  /// connections for `delay`, then WebSockets close with 1001 going away; stop() follows.
  void drain(std::chrono::seconds delay);
  /// Settles payment attempts and refunds left unfinished (a crash, an unreachable provider) by
  /// asking the provider; runs at prepare() and every AURUM_RECONCILE_INTERVAL_SECONDS on the
  /// worker pool. Returns how many were settled.
  int reconcilePayments();

  const Config& config() const { return config_; }
  storage::Database& database() { return *db_; }
  services::AuthService& auth() { return *auth_; }
  const http::Router& router() const { return router_; }
  services::ProvenanceService& provenance() { return provenance_->provenance(); }
  services::VerificationService& verification() { return provenance_->verification(); }
  /// Latest spot quote per metal for every pricing reader (catalogue, cart, checkout, portfolio):
  /// never blocks; register repricing with `spotPrices().onTick(...)`.
  services::SpotPrices& spotPrices() { return *market_; }
  services::MarketService& market() { return *market_; }
  services::Shop& shop() { return *shop_; }
  services::ComplianceService& compliance() { return *compliance_; }
  services::AccountServices& account() { return *account_; }
  /// The /api/ws fan-out (null until start()).
  ws::Hub* marketHub() { return hub_.get(); }

 private:
  Config config_;
  std::shared_ptr<util::Clock> clock_;
  std::unique_ptr<storage::Database> db_;
  crypto::PasswordHasher hasher_;
  std::unique_ptr<crypto::HashingPool> hashPool_;  ///< every argon2id call of the server
  std::unique_ptr<services::AuthService> auth_;
  std::unique_ptr<services::ContactService> contact_;
  std::unique_ptr<services::MarketService> market_;
  std::unique_ptr<ws::Hub> hub_;
  std::atomic<bool> draining_{false};
  std::atomic<ws::Hub*> tickHub_{nullptr};
  std::unique_ptr<ProvenanceParts> provenance_;
  std::unique_ptr<services::Shop> shop_;
  std::unique_ptr<services::ComplianceService> compliance_;
  std::unique_ptr<services::SecurityService> security_;
  std::unique_ptr<services::PasskeyService> passkeys_;
  std::unique_ptr<services::AccountServices> account_;  ///< settings, notifications, alerts
  std::unique_ptr<services::AdminService> admin_;       ///< admin console (users, traders, audit)
  std::unique_ptr<AlertTicker> alertTicker_;            ///< alert checks after each tick
  std::unique_ptr<services::TraderService> trader_;     ///< the trader workspace
  std::unique_ptr<services::Services> services_;
  http::Router router_;
  http::Metrics metrics_;
  std::unique_ptr<http::StaticFiles> files_;
  std::unique_ptr<boost::asio::thread_pool> workers_;
  std::unique_ptr<PeriodicJob> reconcileJob_;  ///< on workers_
  std::unique_ptr<http::HttpServer> server_;
  std::unique_ptr<http::HttpServer> metricsServer_;
  unsigned short metricsPort_ = 0;
  std::optional<ServerSecrets> secrets_;
};

/// Demo accounts (README): created on first start in demo mode.
std::vector<std::string> demoAccountEmails();
/// A demo account's password and its argon2id hash made once with the default limits.
struct DemoCredential {
  std::string email, password, passwordHash;
};
std::vector<DemoCredential> demoCredentials();
/// Creates the missing demo accounts (and the demo trader's company). Their stored hashes are the
/// precomputed ones when `hasher` uses the same limits (no hashing at start), else made afresh.
void seedDemoData(crypto::HashingPool& hasher, storage::Database& db, std::int64_t nowMs);
/// The demo catalogue (about 30 products, sold by the demo trader) on an empty products table.
void seedDemoCatalogue(storage::Database& db, std::int64_t nowMs);

}  // namespace aurum::app
