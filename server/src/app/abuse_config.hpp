#pragma once
#include <string>

namespace aurum::app {

/// Limits against abuse: client addresses behind proxies, connection caps, request rates and the
/// password-hashing pool (docs/architecture.md, "Accounts and sessions").
struct AbuseConfig {
  std::string trustedProxies;   ///< AURUM_TRUSTED_PROXIES: CIDRs whose X-Forwarded-For is believed
  long maxConnections = 50000;  ///< AURUM_MAX_CONNECTIONS: open HTTP + WebSocket connections
  long maxConnectionsPerAddress =
      1000;  ///< AURUM_MAX_CONNECTIONS_PER_ADDRESS (trusted proxies exempt)
  long wsPingTimeoutMs =
      60000;             ///< AURUM_WS_PING_TIMEOUT_SECONDS: silent WebSocket peers are closed
  long hashThreads = 1;  ///< AURUM_HASH_THREADS: argon2id runs only on these threads
  long hashQueue = 2;    ///< AURUM_HASH_QUEUE: waiting hashes beyond these answer 503
  long registrationsPerHour = 10;  ///< AURUM_REGISTRATIONS_PER_HOUR per address (burst as large)
  long contactRequestsPerHour =
      10;  ///< AURUM_CONTACT_REQUESTS_PER_HOUR per address (burst as large)
};

/// Reads the variables above over the defaults; throws std::invalid_argument on a bad value.
void readAbuseEnvironment(AbuseConfig& c);

}  // namespace aurum::app
