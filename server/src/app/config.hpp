#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "app/abuse_config.hpp"
#include "domain/compliance.hpp"

namespace aurum::app {

/// Market data (docs/market-data.md).
struct MarketDataConfig {
  std::string feed = "simulated";  ///< AURUM_PRICE_FEED: simulated | http
  std::string feedUrl;     ///< AURUM_PRICE_FEED_URL: http:// or https:// JSON document (feed=http)
  long feedPollMs = 5000;  ///< AURUM_PRICE_FEED_POLL_MS: at most one feed request per interval
  long priceStaleMs = 60000;  ///< AURUM_PRICE_STALE_MS: a price older than this is stale (not live)
  std::string
      feedFields;  ///< AURUM_PRICE_FEED_FIELDS: XAUUSD=path.to.price,... (default: symbol keys)
  std::string feedName = "HTTP feed";  ///< AURUM_PRICE_FEED_NAME: shown as `exchange`
  std::string
      feedHeaders;  ///< AURUM_PRICE_FEED_HEADERS: "Name: value|Name: value" (secrets: never logged)
  std::string feedCaFile;   ///< AURUM_PRICE_FEED_CA_FILE: PEM CA bundle instead of the system store
  long tickMs = 1000;       ///< AURUM_TICK_MS: one tick per metal per interval; 0 = no tick thread
  int spreadBps = 10;       ///< AURUM_SPREAD_BPS: bid/ask spread around the mid
  std::string startPrices;  ///< AURUM_START_PRICES: XAUUSD=2047.00,... (simulated feed)
  int historyDays = 365;    ///< AURUM_PRICE_HISTORY_DAYS: simulated history on an empty database
  unsigned long long seed = 0;  ///< AURUM_PRICE_SEED: random-walk seed, 0 = random
};

/// Card payments (docs/shop.md, "Payments"). Secrets are never logged.
struct PaymentsConfig {
  std::string provider = "test";  ///< AURUM_PAYMENT_PROVIDER: test | stripe
  std::string stripeSecretKey;    ///< AURUM_STRIPE_SECRET_KEY: sk_test_... / sk_live_...
  std::string
      stripePublishableKey;         ///< AURUM_STRIPE_PUBLISHABLE_KEY: pk_... (given to the browser)
  std::string stripeWebhookSecret;  ///< AURUM_STRIPE_WEBHOOK_SECRET: whsec_... (verifies webhooks)
  std::string stripeApiBase =
      "https://api.stripe.com";  ///< AURUM_STRIPE_API_BASE (tests: the stand-in)
  /// AURUM_RECONCILE_INTERVAL_SECONDS: how often payments and refunds left unfinished are settled
  /// with the provider while the server runs (also once at start).
  int reconcileIntervalSeconds = 60;
};

/// Every setting, from environment variables (AURUM_*) overridden by command-line flags.
struct Config {
  unsigned short port = 8080;  ///< AURUM_PORT
  /// AURUM_BIND: loopback by default, so `make run` is never reachable from the network by
  /// accident.
  std::string bind = "127.0.0.1";
  std::string databaseUrl = "var/aurum.db";  ///< AURUM_DATABASE_URL: SQLite path or postgresql://
  std::string webRoot = "web/dist";          ///< AURUM_WEB_ROOT
  std::string env = "demo";                  ///< AURUM_ENV: demo | production
  std::string logLevel = "info";             ///< AURUM_LOG_LEVEL
  std::size_t ioThreads = 0;                 ///< AURUM_IO_THREADS (0: one per core)
  /// AURUM_WORKER_THREADS: blocking work (database); 0 picks by backend (workerThreadsFor).
  std::size_t workerThreads = 0;
  std::vector<std::string> allowedOrigins;  ///< AURUM_ALLOWED_ORIGINS, comma-separated
  /// AURUM_PUBLIC_ORIGIN (scheme://host[:port]): where visitors reach the site, for the URLs that
  /// must be absolute (sitemap.xml, robots.txt's Sitemap line). Empty: effectivePublicOrigin()
  /// decides.
  std::string publicOrigin;
  bool hsts = false;            ///< AURUM_HSTS: behind TLS, send Strict-Transport-Security
  int readTimeoutSeconds = 30;  ///< AURUM_READ_TIMEOUT_SECONDS
  /// AURUM_DRAIN_SECONDS: on SIGTERM, /readyz answers 503 (and responses close their connections)
  /// for this long before the listener closes, so a balancer's health checks take the instance
  /// out first; then in-flight requests finish and WebSockets close with 1001 going away.
  int drainSeconds = 0;
  /// AURUM_DATABASE_READ_URL: a PostgreSQL standby for read-only heavy queries (analytics,
  /// exports); empty: they run on the primary.
  std::string databaseReadUrl;
  /// Tests only: the cheapest argon2id parameters, so suites do not spend minutes hashing.
  bool fastPasswordHashing = false;
  MarketDataConfig market;
  /// AURUM_METRICS_TOKEN: /metrics on the main port needs `Authorization: Bearer <token>`.
  std::string metricsToken;
  /// AURUM_METRICS_BIND (host:port): /metrics only on this separate listener, never on the main
  /// port.
  std::string metricsBind;
  /// Server secrets (app/secrets.cpp). Empty: `keys/<name>` next to the SQLite file, else
  /// var/keys/.
  std::string signingKeyFile;  ///< AURUM_SIGNING_KEY_FILE: Ed25519 certificate keyring
  std::string dataKeyFile;     ///< AURUM_DATA_KEY_FILE: 32-byte key encrypting stored documents
  std::string hmacKeyFile;     ///< AURUM_HMAC_KEY_FILE: 32-byte server HMAC key
  AbuseConfig abuse;
  PaymentsConfig payments;
  /// AURUM_LIMIT_{UNVERIFIED,VERIFIED}_{DAILY,MONTHLY} (whole dollars).
  domain::LimitConfig limits;
  /// AURUM_AML_REPORT_THRESHOLD (whole dollars), AURUM_AML_MAX_ORDERS_PER_HOUR.
  domain::AmlConfig aml;

  bool demoMode() const { return env != "production"; }
  /// The origin the site's absolute URLs use: AURUM_PUBLIC_ORIGIN when set; else, for a demo
  /// bound to loopback on a fixed port, http://localhost:<port> (the only origin that can reach
  /// it); else empty (a production server that was not told its origin keeps relative URLs).
  std::string effectivePublicOrigin() const;
  /// Reads AURUM_* variables over the defaults; throws std::invalid_argument on a bad value.
  static Config fromEnvironment();
  /// The default worker count for a database URL. SQLite: 32, since the group commit batches
  /// the writes of the callers waiting at once (a bigger batch writes shared pages once: 4
  /// workers made 1.6 calls per commit and ~600 orders/s, 32 make ~8 and ~800). PostgreSQL: 4,
  /// since its backends share the cores (16 workers ran checkout slower than 4).
  static std::size_t workerThreadsFor(const std::string& databaseUrl);
};

/// True for an origin as a browser writes one: http:// or https://, a host name or IPv4 address
/// (or an IPv6 one in brackets), an optional port; no path, query, user or fragment.
bool isPublicOrigin(std::string_view origin);

/// `origin` without the trailing slashes a user may type ("https://aurum.example/").
std::string trimOrigin(std::string origin);

/// Reads the AURUM_PRICE_* / AURUM_TICK_MS / AURUM_SPREAD_BPS variables (app/market_config.cpp).
void readMarketEnvironment(MarketDataConfig& c);

/// Reads the AURUM_PAYMENT_PROVIDER / AURUM_STRIPE_* variables (app/payments_config.cpp).
void readPaymentsEnvironment(PaymentsConfig& c);

}  // namespace aurum::app
