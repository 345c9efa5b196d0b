#pragma once
#include <string>
#include <vector>

namespace aurum::app {

/// Every setting, from environment variables (AURUM_*) overridden by command-line flags.
struct Config {
  unsigned short port = 8080;              ///< AURUM_PORT
  std::string bind = "0.0.0.0";            ///< AURUM_BIND
  std::string databaseUrl = "var/aurum.db";///< AURUM_DATABASE_URL: SQLite path or postgresql://
  std::string webRoot = "web/dist";        ///< AURUM_WEB_ROOT
  std::string env = "demo";                ///< AURUM_ENV: demo | production
  std::string logLevel = "info";           ///< AURUM_LOG_LEVEL
  std::size_t ioThreads = 0;               ///< AURUM_IO_THREADS (0: one per core)
  std::size_t workerThreads = 4;           ///< AURUM_WORKER_THREADS: blocking work (database)
  std::vector<std::string> allowedOrigins; ///< AURUM_ALLOWED_ORIGINS, comma-separated
  bool hsts = false;                       ///< AURUM_HSTS: behind TLS, send Strict-Transport-Security
  int readTimeoutSeconds = 30;             ///< AURUM_READ_TIMEOUT_SECONDS
  /// Tests only: the cheapest argon2id parameters, so suites do not spend minutes hashing.
  bool fastPasswordHashing = false;

  bool demoMode() const { return env != "production"; }
  /// Reads AURUM_* variables over the defaults; throws std::invalid_argument on a bad value.
  static Config fromEnvironment();
};

}  // namespace aurum::app
