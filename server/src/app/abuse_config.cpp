#include "app/abuse_config.hpp"

#include "app/env_vars.hpp"
#include "domain/client_address.hpp"

namespace aurum::app {

void readAbuseEnvironment(AbuseConfig& c) {
  if (auto v = envVar("AURUM_TRUSTED_PROXIES")) {
    domain::parseCidrList(v);  // fail at startup, not on the first request
    c.trustedProxies = v;
  }
  if (auto v = envVar("AURUM_MAX_CONNECTIONS"))
    c.maxConnections = envNumber("AURUM_MAX_CONNECTIONS", v, 1, 10'000'000);
  if (auto v = envVar("AURUM_MAX_CONNECTIONS_PER_ADDRESS"))
    c.maxConnectionsPerAddress = envNumber("AURUM_MAX_CONNECTIONS_PER_ADDRESS", v, 1, 10'000'000);
  if (auto v = envVar("AURUM_WS_PING_TIMEOUT_SECONDS"))
    c.wsPingTimeoutMs = envNumber("AURUM_WS_PING_TIMEOUT_SECONDS", v, 2, 3600) * 1000;
  if (auto v = envVar("AURUM_HASH_THREADS"))
    c.hashThreads = envNumber("AURUM_HASH_THREADS", v, 1, 64);
  if (auto v = envVar("AURUM_HASH_QUEUE"))
    c.hashQueue = envNumber("AURUM_HASH_QUEUE", v, 0, 10'000);
  if (auto v = envVar("AURUM_REGISTRATIONS_PER_HOUR"))
    c.registrationsPerHour = envNumber("AURUM_REGISTRATIONS_PER_HOUR", v, 1, 1'000'000);
  if (auto v = envVar("AURUM_CONTACT_REQUESTS_PER_HOUR"))
    c.contactRequestsPerHour = envNumber("AURUM_CONTACT_REQUESTS_PER_HOUR", v, 1, 1'000'000);
}

}  // namespace aurum::app
