#include <malloc.h>
#ifdef AURUM_MIMALLOC
#include <mimalloc.h>
#endif
#include <spdlog/spdlog.h>
#include <sys/stat.h>

#include <CLI/CLI.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <iostream>

#include "app/app.hpp"
#include "app/backup_command.hpp"
#include "app/integrity.hpp"
#include "app/production.hpp"
#include "app/secrets.hpp"
#include "app/verify_certificate.hpp"
#include "domain/error.hpp"

using aurum::app::App;
using aurum::app::Config;

namespace {

void addServerFlags(CLI::App* cmd, Config& c) {
  cmd->add_option("--port", c.port, "TCP port (AURUM_PORT)");
  cmd->add_option("--bind", c.bind, "Address to listen on (AURUM_BIND)");
  cmd->add_option("--database-url", c.databaseUrl,
                  "SQLite file or postgresql:// URL (AURUM_DATABASE_URL)");
  cmd->add_option("--web-root", c.webRoot, "Built web app directory (AURUM_WEB_ROOT)");
  cmd->add_option("--public-origin", c.publicOrigin,
                  "Where visitors reach the site, e.g. https://aurum.example, for sitemap.xml "
                  "(AURUM_PUBLIC_ORIGIN)")
      ->transform(CLI::Validator(
          [](std::string& v) {
            v = aurum::app::trimOrigin(v);
            return aurum::app::isPublicOrigin(v)
                       ? std::string()
                       : std::string("an origin such as https://aurum.example (no path)");
          },
          "ORIGIN"));
  cmd->add_option("--env", c.env, "demo or production (AURUM_ENV)")
      ->check(CLI::IsMember({"demo", "production"}));
  cmd->add_option("--log-level", c.logLevel, "trace, debug, info, warn, error (AURUM_LOG_LEVEL)");
  cmd->add_option("--io-threads", c.ioThreads, "I/O threads, 0 = one per core (AURUM_IO_THREADS)");
  cmd->add_option("--worker-threads", c.workerThreads,
                  "Worker threads for blocking work, 0 = by backend: 32 on SQLite, 4 on "
                  "PostgreSQL (AURUM_WORKER_THREADS)");
  cmd->add_option("--price-feed", c.market.feed, "simulated or http (AURUM_PRICE_FEED)")
      ->check(CLI::IsMember({"simulated", "http"}));
  cmd->add_option("--price-feed-url", c.market.feedUrl,
                  "http:// or https:// JSON price document (AURUM_PRICE_FEED_URL)");
  cmd->add_option("--tick-ms", c.market.tickMs, "Price tick interval in ms (AURUM_TICK_MS)");
  cmd->add_option("--spread-bps", c.market.spreadBps,
                  "Bid/ask spread in basis points (AURUM_SPREAD_BPS)");
  cmd->add_option("--payment-provider", c.payments.provider,
                  "test or stripe (AURUM_PAYMENT_PROVIDER)")
      ->check(CLI::IsMember({"test", "stripe"}));
  cmd->add_option("--signing-key-file", c.signingKeyFile,
                  "Certificate keyring (AURUM_SIGNING_KEY_FILE)");
}

void addKeyFileFlags(CLI::App* cmd, Config& c) {
  cmd->add_option("--database-url", c.databaseUrl,
                  "SQLite file or postgresql:// URL (AURUM_DATABASE_URL)");
  cmd->add_option("--signing-key-file", c.signingKeyFile,
                  "Certificate keyring (AURUM_SIGNING_KEY_FILE)");
  cmd->add_option("--data-key-file", c.dataKeyFile, "Stored-document key (AURUM_DATA_KEY_FILE)");
  cmd->add_option("--hmac-key-file", c.hmacKeyFile, "Server HMAC key (AURUM_HMAC_KEY_FILE)");
}

/// mimalloc: whether memory a thread frees goes back to the system at once, or after mimalloc's
/// delay. After its delay while starting and serving: at once, each freed page is an madvise that
/// flushes every core's TLB, which on a 2-core VM made a fresh start ~90 ms slower (~300 against
/// ~205 ms to /readyz) and the checkout bench ~25% slower (docs/decisions/0011-mimalloc.md). At
/// once only for the trim after start (trimStartupHeap).
void returnFreedMemoryAtOnce(bool atOnce) {
#ifdef AURUM_MIMALLOC
  static const long pageReset = mi_option_get(mi_option_page_reset);
  static const long decommitDelay = mi_option_get(mi_option_decommit_delay);
  mi_option_set(mi_option_page_reset, atOnce ? 1 : pageReset);
  mi_option_set(mi_option_decommit_delay, atOnce ? 0 : decommitDelay);
#else
  (void)atOnce;
#endif
}

/// How long after it starts serving the server hands start-up's freed heap back: past the first
/// requests, so the trim's madvise calls (~40 ms on a 2-core VM) never delay readiness.
constexpr auto kStartupTrimDelay = std::chrono::milliseconds(500);

/// The heap start-up freed (generated history, migrations, the page caches prepare() released)
/// goes back to the system, ~4 MB of RSS. A thread that stays idle afterwards would keep what it
/// freed until it next allocates (idle RSS ~28.5 MB against ~25 MB).
void trimStartupHeap(App& app) {
#ifdef AURUM_MIMALLOC
  returnFreedMemoryAtOnce(true);
  mi_collect(true);
  // The SQLite writer's own thread did start-up's writes (migrations, demo data): its heap is
  // collected on that thread, by an empty write.
  if (app.database().backend() == aurum::storage::Backend::kSqlite)
    app.database().write([](soci::session&) { mi_collect(true); });
  returnFreedMemoryAtOnce(false);
#else
  (void)app;
  ::malloc_trim(0);
#endif
}

int serve(Config config) {
  App app(config);
  try {
    app.prepare();
  } catch (const aurum::app::StartupRefused& e) {
    // One line, so it is the line an operator sees in `journalctl` or a container log.
    std::cerr << "aurum: refusing to start in production: " << e.what() << "\n";
    return 3;
  }
  auto port = app.start();
  spdlog::info("Aurum is serving on http://localhost:{} (database: {}, env: {})", port,
               app.database().backendName(), config.env);
  boost::asio::io_context signals;
  boost::asio::signal_set set(signals, SIGINT, SIGTERM);
  // This thread only waits for signals, and trims the heap once (trimStartupHeap). The signals
  // are caught first, so a SIGTERM during the trim still drains; one before it cancels it.
  boost::asio::steady_timer trim(signals, kStartupTrimDelay);
  trim.async_wait([&app](const boost::system::error_code& ec) {
    if (!ec) trimStartupHeap(app);
  });
  set.async_wait([&trim](const boost::system::error_code&, int sig) {
    spdlog::info("signal {} received; shutting down", sig);
    trim.cancel();
  });
  signals.run();
  app.drain(std::chrono::seconds(config.drainSeconds));
  app.stop();
  spdlog::info("stopped");
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  Config config;
  try {
    config = Config::fromEnvironment();
  } catch (const std::exception& e) {
    std::cerr << "configuration error: " << e.what() << "\n";
    return 2;
  }
  CLI::App cli{"Aurum: buy, trade, track and verify precious metals"};
  cli.require_subcommand(1);
  auto* serveCmd = cli.add_subcommand("serve", "Migrate, seed demo data (demo mode) and serve");
  addServerFlags(serveCmd, config);
  auto* migrateCmd = cli.add_subcommand("migrate", "Apply pending database migrations");
  migrateCmd->add_option("--database-url", config.databaseUrl, "SQLite file or postgresql:// URL");
  auto* seedCmd = cli.add_subcommand("seed", "Migrate and create the demo data if missing");
  seedCmd->add_option("--database-url", config.databaseUrl, "SQLite file or postgresql:// URL");

  auto* admin = cli.add_subcommand("admin", "Operator tasks");
  admin->require_subcommand(1);
  admin->add_option("--database-url", config.databaseUrl, "SQLite file or postgresql:// URL");
  std::string email, role = "admin", password, firstName = "Admin", lastName = "User";
  auto* createUser = admin->add_subcommand("create-user", "Create an active account");
  createUser->add_option("--email", email)->required();
  createUser->add_option("--role", role)->check(CLI::IsMember({"client", "gold_trader", "admin"}));
  createUser->add_option("--password", password, "At least 12 characters (or AURUM_NEW_PASSWORD)");
  createUser->add_option("--first-name", firstName);
  createUser->add_option("--last-name", lastName);
  auto* approve = admin->add_subcommand("approve-trader", "Approve a pending gold trader");
  approve->add_option("email", email)->required();
  auto* removeDemo = admin->add_subcommand(
      "remove-demo-data",
      "Remove the demo accounts and what belongs only to them (before going live)");
  removeDemo->fallthrough();  // `admin remove-demo-data --database-url ...` reads the admin option

  auto* keys =
      cli.add_subcommand("keys", "Server secrets: certificate keyring, data key, HMAC key");
  keys->require_subcommand(1);
  addKeyFileFlags(keys, config);
  auto* keysGenerate =
      keys->add_subcommand("generate", "Create the missing key files (0600); keeps existing ones");
  auto* keysRotate =
      keys->add_subcommand("rotate", "New certificate signing key; old public keys stay published");
  keysGenerate->fallthrough();
  keysRotate->fallthrough();

  std::string certificateFile, certificateKey;
  auto* verifyCert =
      cli.add_subcommand("verify-certificate", "Check a downloaded provenance certificate offline");
  verifyCert
      ->add_option("file", certificateFile,
                   "Certificate JSON from /api/verify/{serial}/certificate")
      ->required();
  verifyCert->add_option("--public-key", certificateKey,
                         "Published key: base64, PEM text, a .pem file, or the key list "
                         "(/api/provenance/public-keys JSON or the keyring file; the key is picked "
                         "by the certificate's keyId). Default: the key inside the file");

  auto* integrityCmd = cli.add_subcommand(
      "check-integrity", "Verify every custody chain and that the ledger balances (exit 1 if not)");
  integrityCmd->add_option("--database-url", config.databaseUrl,
                           "SQLite file or postgresql:// URL");

  std::string backupFile;
  auto* backupCmd = cli.add_subcommand(
      "backup",
      "Online backup of the SQLite database to FILE while the server runs (SQLite's "
      "backup API); PostgreSQL: pg_basebackup, see docs/operations.md");
  backupCmd->add_option("file", backupFile, "Where the copy goes (written whole, then renamed)")
      ->required();
  backupCmd->add_option("--database-url", config.databaseUrl, "SQLite file (AURUM_DATABASE_URL)");

  CLI11_PARSE(cli, argc, argv);
  spdlog::set_level(spdlog::level::from_str(config.logLevel));
  spdlog::set_pattern("%Y-%m-%dT%H:%M:%S.%e%z %^%l%$ %v");

  // Everything this process creates (database, key files) is for its own account only.
  ::umask(077);
  try {
    if (serveCmd->parsed()) return serve(config);
    if (verifyCert->parsed())
      return aurum::app::verifyCertificateFile(certificateFile, certificateKey, std::cout);
    if (backupCmd->parsed())
      return aurum::app::backupDatabase(config.databaseUrl, backupFile, std::cout);
    App app(config);
    // Read-only: checks the database as it is, without migrating or seeding it first.
    if (integrityCmd->parsed()) return aurum::app::checkIntegrity(app.database(), std::cout);
    if (seedCmd->parsed()) {
      app.prepare();
      return 0;
    }
    app.migrate();  // every command works on a migrated database
    if (migrateCmd->parsed()) return 0;
    if (removeDemo->parsed()) {
      auto removed = aurum::app::removeDemoData(app.database());
      std::cout << "removed " << removed.size() << " demo account(s)";
      for (const auto& e : removed) std::cout << " " << e;
      std::cout << "\n";
      return 0;
    }
    if (keysGenerate->parsed()) {
      auto paths = aurum::app::secretPaths(config);
      auto secrets =
          aurum::app::loadSecrets(config, app.database(), aurum::util::SystemClock().nowMs(), true);
      std::cout << "signing keyring " << paths.signing << " (current key "
                << secrets.keyring.current().keyId << ")\ndata key " << paths.data << "\nHMAC key "
                << paths.hmac << "\nGive every instance of the cluster these same files.\n";
      return 0;
    }
    if (keysRotate->parsed()) {
      auto path = aurum::app::secretPaths(config).signing;
      auto ring = aurum::app::rotateSigningKeyring(config, aurum::util::SystemClock().nowMs());
      std::cout << "new current signing key " << ring.current().keyId << " in " << path << "; "
                << ring.keys.size() - 1
                << " older key(s) stay published. Restart every instance.\n";
      return 0;
    }
    if (createUser->parsed()) {
      if (password.empty())
        if (const char* p = std::getenv("AURUM_NEW_PASSWORD")) password = p;
      auto u = app.auth().createUser(email, *aurum::domain::parseRole(role), password, firstName,
                                     lastName);
      std::cout << "created " << aurum::domain::roleName(u.role) << " " << u.email << " (id "
                << u.id << ")\n";
      return 0;
    }
    if (approve->parsed()) {
      auto u = app.auth().approveTraderByEmail(email);
      std::cout << "approved gold trader " << u.email << "\n";
      return 0;
    }
  } catch (const aurum::domain::AppError& e) {
    std::cerr << "error: " << e.what() << (e.field() ? " (" + *e.field() + ")" : "") << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
