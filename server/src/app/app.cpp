#include "app/app.hpp"

#include <sodium.h>
#include <spdlog/spdlog.h>

#include "app/market_wiring.hpp"
#include "app/payments_wiring.hpp"
#include "storage/migrations.hpp"

namespace aurum::app {

namespace {
crypto::PasswordHasher makeHasher(const Config& c) {
  if (c.fastPasswordHashing) return crypto::PasswordHasher(crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN);
  return crypto::PasswordHasher();
}
}  // namespace

App::App(Config config, std::shared_ptr<util::Clock> clock)
    : config_(std::move(config)),
      clock_(clock ? std::move(clock) : std::make_shared<util::SystemClock>()),
      hasher_(makeHasher(config_)) {
  db_ = storage::Database::open(config_.databaseUrl, config_.workerThreads + 2);
  auth_ = std::make_unique<services::AuthService>(*db_, hasher_, *clock_);
  contact_ = std::make_unique<services::ContactService>(*db_, *clock_);
  market_ = makeMarketService(config_.market, *db_, *clock_);
  // On PostgreSQL several instances may share the database: one leads the feed, the rest follow.
  market_->shareFeed(storage::makeTickRelay(*db_));
  market_->onTick([this] {
    if (auto* hub = tickHub_.load()) hub->broadcast(market_->snapshot()->tickMessage);
  });
  provenance_ = std::make_unique<ProvenanceParts>(*db_, *clock_);
  // The shop prices from the market-data service's SpotPrices (App::market_, wired with it) and
  // gives its orders serialized items from the provenance registry.
  shop_ = std::make_unique<services::Shop>(*db_, *market_, *clock_, makePaymentProvider(config_.payments),
                                           &provenance_->provenance());
  shop_->webhooks().setSecret(config_.payments.stripeWebhookSecret);
  shop_->checkout().setPublishableKey(config_.payments.stripePublishableKey);
  services_ = std::make_unique<services::Services>(services::Services{
      *auth_, *contact_, *market_, provenance_->provenance(), provenance_->verification(), *shop_});
  api::ApiConfig apiConfig;
  apiConfig.demoMode = config_.demoMode();
  apiConfig.sessionCookieMaxAgeSeconds = auth_->sessionPolicy().absoluteMs / 1000;
  api::registerAllRoutes(router_, *services_, apiConfig, [this] { return db_->ping(); });
}

App::~App() { stop(); }

void App::prepare() {
  int n = storage::migrate(*db_);
  spdlog::info("database {} ready ({} migrations applied)", db_->backendName(), n);
  market_->prepare();
  if (config_.demoMode()) {
    seedDemoData(*auth_, *db_);
    seedDemoCatalogue(*db_, clock_->nowMs());
  }
  auth_->purgeExpired();
  // Last: demo items are made for the catalogue products seeded above.
  provenance_->prepare(config_.demoMode());
  // Payments a crash left between recording and the provider's answer: ask the provider.
  if (int n = shop_->checkout().reconcile() + shop_->refunds().reconcile())
    spdlog::info("reconciled {} unfinished payments and refunds", n);
}

unsigned short App::start() {
  files_ = std::make_unique<http::StaticFiles>(config_.webRoot);
  workers_ = std::make_unique<boost::asio::thread_pool>(config_.workerThreads);
  http::ServerOptions opts;
  opts.bind = config_.bind;
  opts.port = config_.port;
  opts.ioThreads = config_.ioThreads;
  opts.readTimeout = std::chrono::seconds(config_.readTimeoutSeconds);
  opts.allowedOrigins = config_.allowedOrigins;
  opts.hsts = config_.hsts;
  opts.cspExtra = http::paymentCspSources(config_.payments.provider);
  server_ = std::make_unique<http::HttpServer>(
      opts, router_, *files_, metrics_,
      [this](const std::string& token) { return auth_->authenticate(token); }, *workers_);
  hub_ = std::make_unique<ws::Hub>(server_->ioContexts(),
                                   [m = market_.get()] { return m->snapshot()->snapshotMessage; });
  server_->addUpgrade("/api/ws", [h = hub_.get()](boost::beast::tcp_stream stream, http::Request req) {
    h->accept(std::move(stream), std::move(req));
  });
  tickHub_ = hub_.get();
  auto port = server_->start();
  market_->start();
  provenance_->startDailyAnchoring();
  return port;
}

void App::stop() {
  if (market_) market_->stop();
  if (provenance_) provenance_->stop();
  tickHub_ = nullptr;
  if (server_) server_->stop();
  if (workers_) workers_->join();
  server_.reset();
  hub_.reset();  // after the server: closing sockets unregister from the hub
}

}  // namespace aurum::app
