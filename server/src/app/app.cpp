#include "app/app.hpp"

#include <sodium.h>
#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>
#include <latch>
#include <memory>
#include <thread>

#include "app/market_wiring.hpp"
#include "app/payments_wiring.hpp"
#include "app/production.hpp"
#include "crypto/token.hpp"
#include "domain/client_address.hpp"
#include "http/payment_csp.hpp"
#include "storage/migrations.hpp"
#include "storage/statement_cache.hpp"
#include "util/thread_name.hpp"

namespace aurum::app {

namespace {
crypto::PasswordHasher makeHasher(const Config& c) {
  if (c.fastPasswordHashing)
    return crypto::PasswordHasher(crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN);
  return crypto::PasswordHasher();
}

/// `Authorization: Bearer <token>`, compared in constant time.
std::function<bool(std::string_view)> bearerCheck(std::string token) {
  return [token = std::move(token)](std::string_view header) {
    constexpr std::string_view kPrefix = "Bearer ";
    return header.substr(0, kPrefix.size()) == kPrefix &&
           crypto::constantTimeEqual(header.substr(kPrefix.size()), token);
  };
}

/// host:port, [v6]:port.
std::pair<std::string, unsigned short> splitHostPort(const std::string& hostPort) {
  auto colon = hostPort.rfind(':');
  if (colon == std::string::npos)
    throw std::invalid_argument("AURUM_METRICS_BIND must be host:port");
  auto host = hostPort.substr(0, colon);
  if (host.size() > 1 && host.front() == '[' && host.back() == ']')
    host = host.substr(1, host.size() - 2);
  return {host, static_cast<unsigned short>(std::stoul(hostPort.substr(colon + 1)))};
}

/// One counter in the Prometheus text format.
std::string counterLines(std::string_view name, std::string_view help, const std::string& value) {
  std::string out;
  out.append("# HELP ").append(name).append(" ").append(help).append("\n");
  out.append("# TYPE ").append(name).append(" counter\n");
  return out.append(name).append(" ").append(value).append("\n");
}

/// Names each of the pool's threads "aurum-worker": one task per thread, each held until all have
/// begun, so that no thread takes two (asio's pool starts its threads without a hook).
void nameWorkers(boost::asio::thread_pool& pool, std::size_t threads) {
  auto started = std::make_shared<std::latch>(static_cast<std::ptrdiff_t>(threads));
  for (std::size_t i = 0; i < threads; ++i)
    boost::asio::post(pool, [started] {
      util::nameThisThread("worker");
      started->arrive_and_wait();
    });
  started->wait();
}

}  // namespace

App::App(Config config, std::shared_ptr<util::Clock> clock)
    : config_(std::move(config)),
      clock_(clock ? std::move(clock) : std::make_shared<util::SystemClock>()),
      hasher_(makeHasher(config_)) {
  if (config_.workerThreads == 0)
    config_.workerThreads = Config::workerThreadsFor(config_.databaseUrl);
  db_ = storage::Database::open(config_.databaseUrl, config_.workerThreads + 2);
  if (!config_.databaseReadUrl.empty()) {
    if (db_->backend() != storage::Backend::kPostgres ||
        !storage::isPostgresUrl(config_.databaseReadUrl))
      throw std::invalid_argument(
          "AURUM_DATABASE_READ_URL is a PostgreSQL standby of a "
          "PostgreSQL primary");
    db_->attachReadReplica(storage::Database::open(config_.databaseReadUrl, 2));
  }
  hashPool_ = std::make_unique<crypto::HashingPool>(hasher_, config_.abuse.hashThreads,
                                                    config_.abuse.hashQueue);
  auth_ = std::make_unique<services::AuthService>(
      *db_, *hashPool_, *clock_, domain::SessionPolicy{}, domain::LoginThrottlePolicy{},
      static_cast<double>(config_.abuse.registrationsPerHour));
  contact_ = std::make_unique<services::ContactService>(
      *db_, *clock_, static_cast<double>(config_.abuse.contactRequestsPerHour));
  market_ = makeMarketService(config_.market, *db_, *clock_);
  // On PostgreSQL several instances may share the database: one leads the feed, the rest follow.
  market_->shareFeed(storage::makeTickRelay(*db_));
  market_->onTick([this] {
    if (auto* hub = tickHub_.load()) hub->broadcast(market_->snapshot()->tickMessage);
  });
  provenance_ = std::make_unique<ProvenanceParts>(*db_, *clock_);
  // The shop prices from the market-data service's SpotPrices (App::market_, wired with it) and
  // gives its orders serialized items from the provenance registry.
  shop_ = std::make_unique<services::Shop>(
      *db_, *market_, *clock_, makePaymentProvider(config_.payments), &provenance_->provenance());
  shop_->webhooks().setSecret(config_.payments.stripeWebhookSecret);
  shop_->checkout().setPublishableKey(config_.payments.stripePublishableKey);
  compliance_ = std::make_unique<services::ComplianceService>(
      *db_, *clock_, services::ComplianceConfig{config_.limits, config_.aml});
  shop_->checkout().useCompliance(compliance_.get());
  security_ = std::make_unique<services::SecurityService>(*db_, *auth_, *clock_);
  passkeys_ = std::make_unique<services::PasskeyService>(*db_, *auth_, *clock_);
  account_ = std::make_unique<services::AccountServices>(*db_, *clock_, *market_, *security_);
  wireNotificationSources(*account_, *shop_, *compliance_, *auth_);
  account_->notifications().usePush([this](std::int64_t userId, std::string message) {
    if (auto* hub = tickHub_.load())
      hub->sendToUser(userId, std::make_shared<const std::string>(std::move(message)));
  });
  alertTicker_ = std::make_unique<AlertTicker>(account_->alerts());
  market_->onTick([t = alertTicker_.get()] { t->onTick(); });
  admin_ = std::make_unique<services::AdminService>(*db_, *clock_, *market_, shop_->catalogue());
  trader_ = std::make_unique<services::TraderService>(*db_, *clock_, *shop_,
                                                      account_->notifications(), *compliance_);
  trader_->usePublicOrigin(config_.effectivePublicOrigin());
  account_->notifications().usePublicOrigin(config_.effectivePublicOrigin());
  services_ = std::make_unique<services::Services>(services::Services{
      *auth_, *contact_, *market_, provenance_->provenance(), provenance_->verification(), *shop_,
      *compliance_, *security_, *passkeys_, *account_, *admin_, *trader_});
  api::ApiConfig apiConfig;
  apiConfig.demoMode = config_.demoMode();
  apiConfig.sessionCookieMaxAgeSeconds = auth_->sessionPolicy().absoluteMs / 1000;
  api::registerAllRoutes(router_, *services_, apiConfig,
                         [this] { return !draining_ && db_->ping(); });
}

App::~App() { stop(); }

void App::migrate() {
  int n = storage::migrate(*db_);
  spdlog::info("database {} ready ({} migrations applied)", db_->backendName(), n);
}

void App::prepare() {
  migrate();
  if (!config_.demoMode()) {
    // Production never seeds and never invents a key: everything it needs was set up on purpose.
    auto reasons = productionRefusals(config_, *db_);
    try {
      secrets_ = loadSecrets(config_, *db_, clock_->nowMs(), false);
    } catch (const std::runtime_error& e) {
      reasons.push_back(e.what());
    }
    if (!reasons.empty()) {
      std::string line;
      for (const auto& r : reasons) line += (line.empty() ? "" : "; ") + r;
      throw StartupRefused(line);
    }
  } else {
    secrets_ = loadSecrets(config_, *db_, clock_->nowMs(), true);
  }
  provenance_->verification().useKeyring(secrets_->keyring);
  compliance_->useDataKey(secrets_->dataKey);
  auth_->useDataKey(secrets_->dataKey);
  shop_->idempotency().useRequestKey(secrets_->hmacKey);
  market_->prepare();
  if (config_.demoMode()) {
    seedDemoData(*hashPool_, *db_, clock_->nowMs());
    seedDemoCatalogue(*db_, clock_->nowMs());
  }
  auth_->purgeExpired();
  if (int n = compliance_->purgeExpired())
    spdlog::info("purged {} KYC documents and compliance reports past retention", n);
  // Last: demo items are made for the catalogue products seeded above.
  provenance_->prepare(config_.demoMode());
  // Payments a crash left between recording and the provider's answer: ask the provider.
  reconcilePayments();
  // Start-up work (a year of generated price history on a new database, migrations) leaves a full
  // page cache behind; hand it back (the freed heap goes back once serving: main.cpp).
  db_->releaseCache();
}

int App::reconcilePayments() {
  int n = shop_->checkout().reconcile() + shop_->refunds().reconcile();
  if (n) spdlog::info("reconciled {} unfinished payments and refunds", n);
  return n;
}

unsigned short App::start() {
  files_ = std::make_unique<http::StaticFiles>(config_.webRoot, config_.effectivePublicOrigin());
  workers_ = std::make_unique<boost::asio::thread_pool>(config_.workerThreads);
  nameWorkers(*workers_, config_.workerThreads);
  // Not only at start: an attempt left unfinished while the server runs is settled within an
  // interval.
  reconcileJob_ = std::make_unique<PeriodicJob>(
      workers_->get_executor(), std::chrono::seconds(config_.payments.reconcileIntervalSeconds),
      "payment reconciliation, quote expiry and retention", [this] {
        reconcilePayments();
        // Quotes past their ten minutes give their stock back (a checkout expires its own quote,
        // and sweeps the others only when it finds the stock short).
        if (int n = shop_->checkout().expireDue()) spdlog::info("expired {} checkout quotes", n);
        compliance_->purgeExpired();              // KYC documents and reports past their five years
        account_->notifications().drainOutbox();  // e-mail and SMS waiting for the sender
      });
  reconcileJob_->start();
  http::ServerOptions opts;
  opts.bind = config_.bind;
  opts.port = config_.port;
  opts.ioThreads = config_.ioThreads;
  opts.readTimeout = std::chrono::seconds(config_.readTimeoutSeconds);
  opts.allowedOrigins = config_.allowedOrigins;
  opts.hsts = config_.hsts;
  if (db_->backend() == storage::Backend::kSqlite)
    metrics_.addSource([db = db_.get()] {
      auto w = db->writerStats();
      return counterLines("aurum_sqlite_write_batches_total",
                          "Group-committed SQLite write batches.", std::to_string(w.batches)) +
             counterLines("aurum_sqlite_write_transactions_total",
                          "Write calls those batches held.", std::to_string(w.transactions)) +
             counterLines("aurum_sqlite_writer_busy_seconds_total",
                          "Time the SQLite writer was held.",
                          std::to_string(static_cast<double>(w.busyMicros) / 1e6)) +
             counterLines("aurum_sqlite_checkpoints_total",
                          "WAL checkpoints the SQLite writer ran.", std::to_string(w.checkpoints)) +
             counterLines("aurum_sqlite_wal_writebacks_total",
                          "Early write-backs of the WAL started.", std::to_string(w.writebacks));
    });
  if (db_->backend() == storage::Backend::kPostgres)
    metrics_.addSource([] {
      auto c = storage::pgStatementCacheStats();
      return counterLines("aurum_pg_round_trips_total",
                          "Statements sent to PostgreSQL and waited for (a pipeline counts once).",
                          std::to_string(c.roundTrips)) +
             counterLines("aurum_pg_pipelined_statements_total",
                          "Statements sent in the pipeline of another.",
                          std::to_string(c.pipelined));
    });
  // /metrics is never public: a separate listener, or the main port with a bearer token, or 404.
  if (config_.metricsBind.empty() && !config_.metricsToken.empty())
    opts.metricsAccess = bearerCheck(config_.metricsToken);
  if (!config_.metricsBind.empty()) {
    http::ServerOptions m;
    std::tie(m.bind, m.port) = splitHostPort(config_.metricsBind);
    m.ioThreads = 1;
    m.metricsOnly = true;
    m.metricsAccess = config_.metricsToken.empty() ? [](std::string_view) { return true; }
                                                   : bearerCheck(config_.metricsToken);
    metricsServer_ = std::make_unique<http::HttpServer>(
        m, router_, *files_, metrics_,
        [](const std::string&) { return std::optional<domain::User>(); }, *workers_);
    metricsPort_ = metricsServer_->start();
  }
  opts.trustedProxies = domain::parseCidrList(config_.abuse.trustedProxies);
  opts.maxConnections = static_cast<std::size_t>(config_.abuse.maxConnections);
  opts.maxConnectionsPerAddress = static_cast<std::size_t>(config_.abuse.maxConnectionsPerAddress);
  opts.csp = http::paymentCspSources(config_.payments.provider);
  server_ = std::make_unique<http::HttpServer>(
      opts, router_, *files_, metrics_,
      [this](const std::string& token) { return auth_->authenticate(token); }, *workers_);
  hub_ = std::make_unique<ws::Hub>(
      server_->ioContexts(), [m = market_.get()] { return m->snapshot()->snapshotMessage; },
      std::chrono::milliseconds(config_.abuse.wsPingTimeoutMs));
  // A session cookie names the connection's user (notifications); the lookup reads the database,
  // so it runs on the worker pool and the stream then goes back to its own io_context.
  server_->addUpgrade(
      "/api/ws", [this, h = hub_.get()](boost::beast::tcp_stream stream, http::Request req,
                                        http::ConnectionTicket ticket) {
        auto token =
            http::cookieValue(req[boost::beast::http::field::cookie], http::kSessionCookieName);
        if (!token || token->empty())
          return h->accept(std::move(stream), std::move(req), std::move(ticket));
        auto io = stream.get_executor();
        boost::asio::post(*workers_, [this, h, io, token = std::move(*token),
                                      stream = std::move(stream), req = std::move(req),
                                      ticket = std::move(ticket)]() mutable {
          std::int64_t userId = 0;
          try {
            if (auto user = auth_->authenticate(token)) userId = user->id;
          } catch (const std::exception& e) {
            spdlog::warn("websocket: session lookup failed, connecting anonymously: {}", e.what());
          }
          boost::asio::post(io, [h, userId, stream = std::move(stream), req = std::move(req),
                                 ticket = std::move(ticket)]() mutable {
            h->accept(std::move(stream), std::move(req), std::move(ticket), userId);
          });
        });
      });
  tickHub_ = hub_.get();
  alertTicker_->useWorkers(workers_.get());
  auto port = server_->start();
  market_->start();
  provenance_->startDailyAnchoring();
  return port;
}

void App::drain(std::chrono::seconds delay) {
  draining_ = true;
  if (server_) server_->drain();
  if (delay.count() > 0) {
    spdlog::info("draining: /readyz answers 503 for {} s before the listener closes",
                 delay.count());
    std::this_thread::sleep_for(delay);
  }
  if (!hub_) return;
  hub_->goAway();
  // The close frames go out from the I/O threads; give the clients a moment to answer them.
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(1);
  while (hub_->stats().connections > 0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
}

void App::stop() {
  if (market_) market_->stop();
  if (provenance_) provenance_->stop();
  tickHub_ = nullptr;
  if (alertTicker_) alertTicker_->useWorkers(nullptr);
  if (server_) server_->stop();
  if (metricsServer_) metricsServer_->stop();
  if (reconcileJob_) reconcileJob_->stop();
  if (workers_) workers_->join();
  reconcileJob_.reset();
  server_.reset();
  metricsServer_.reset();
  hub_.reset();  // after the server: closing sockets unregister from the hub
}

}  // namespace aurum::app
