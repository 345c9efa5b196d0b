#include "app/config.hpp"

#include <algorithm>
#include <boost/url/parse.hpp>
#include <cctype>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "app/env_vars.hpp"
#include "storage/database.hpp"

namespace aurum::app {

std::size_t Config::workerThreadsFor(const std::string& databaseUrl) {
  return storage::isPostgresUrl(databaseUrl) ? 4 : 32;
}

bool isPublicOrigin(std::string_view origin) {
  // Boost.URL parses it (as http/client.cpp does a base URL); an origin is only scheme and host
  // with an optional port, so everything else must be absent.
  auto u = boost::urls::parse_absolute_uri(origin);
  if (!u || !(u->scheme_id() == boost::urls::scheme::http ||
              u->scheme_id() == boost::urls::scheme::https))
    return false;
  if (!u->has_authority() || u->has_userinfo() || !u->encoded_path().empty() || u->has_query() ||
      u->has_fragment())
    return false;
  if (u->has_port()) {
    const auto port = u->port();
    if (port.empty() || port.size() > 5 || std::stoul(std::string(port)) > 65535) return false;
  }
  switch (u->host_type()) {
    case boost::urls::host_type::ipv4:
    case boost::urls::host_type::ipv6:
      return true;
    case boost::urls::host_type::name:
      break;
    default:
      return false;
  }
  // A DNS name: dot-separated labels of letters, digits and inner hyphens (a URL's reg-name also
  // allows characters no host has).
  const std::string_view host = u->encoded_host();
  for (std::size_t start = 0; start <= host.size();) {
    auto end = std::min(host.find('.', start), host.size());
    const auto label = host.substr(start, end - start);
    if (label.empty() || label.front() == '-' || label.back() == '-') return false;
    for (char ch : label)
      if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-') return false;
    start = end + 1;
  }
  return true;
}

std::string trimOrigin(std::string origin) {
  while (origin.size() > 1 && origin.back() == '/') origin.pop_back();
  return origin;
}

std::string Config::effectivePublicOrigin() const {
  if (!publicOrigin.empty()) return publicOrigin;
  const bool loopback = bind == "127.0.0.1" || bind == "localhost" || bind == "::1";
  if (demoMode() && loopback && port != 0) return "http://localhost:" + std::to_string(port);
  return {};
}

Config Config::fromEnvironment() {
  Config c;
  if (auto v = envVar("AURUM_PORT"))
    c.port = static_cast<unsigned short>(envNumber("AURUM_PORT", v, 0, 65535));
  if (auto v = envVar("AURUM_BIND")) c.bind = v;
  if (auto v = envVar("AURUM_DATABASE_URL")) c.databaseUrl = v;
  if (auto v = envVar("AURUM_WEB_ROOT")) c.webRoot = v;
  if (auto v = envVar("AURUM_ENV")) c.env = v;
  if (auto v = envVar("AURUM_LOG_LEVEL")) c.logLevel = v;
  if (auto v = envVar("AURUM_IO_THREADS")) c.ioThreads = envNumber("AURUM_IO_THREADS", v, 0, 256);
  if (auto v = envVar("AURUM_WORKER_THREADS"))
    c.workerThreads = envNumber("AURUM_WORKER_THREADS", v, 0, 256);
  if (auto v = envVar("AURUM_HSTS")) c.hsts = std::string(v) == "1" || std::string(v) == "true";
  if (auto v = envVar("AURUM_READ_TIMEOUT_SECONDS"))
    c.readTimeoutSeconds = static_cast<int>(envNumber("AURUM_READ_TIMEOUT_SECONDS", v, 1, 3600));
  if (auto v = envVar("AURUM_DRAIN_SECONDS"))
    c.drainSeconds = static_cast<int>(envNumber("AURUM_DRAIN_SECONDS", v, 0, 300));
  if (auto v = envVar("AURUM_DATABASE_READ_URL")) c.databaseReadUrl = v;
  if (auto v = envVar("AURUM_ALLOWED_ORIGINS")) {
    std::string s = v;
    for (std::size_t start = 0; start < s.size();) {
      auto end = s.find(',', start);
      if (end == std::string::npos) end = s.size();
      if (end > start) c.allowedOrigins.push_back(s.substr(start, end - start));
      start = end + 1;
    }
  }
  if (auto v = envVar("AURUM_PUBLIC_ORIGIN")) {
    c.publicOrigin = trimOrigin(v);
    if (!isPublicOrigin(c.publicOrigin))
      throw std::invalid_argument(
          "AURUM_PUBLIC_ORIGIN must be an origin such as https://aurum.example (scheme, host, "
          "optional port; no path)");
  }
  if (auto v = envVar("AURUM_METRICS_TOKEN")) c.metricsToken = v;
  if (auto v = envVar("AURUM_METRICS_BIND")) c.metricsBind = v;
  if (auto v = envVar("AURUM_SIGNING_KEY_FILE")) c.signingKeyFile = v;
  if (auto v = envVar("AURUM_DATA_KEY_FILE")) c.dataKeyFile = v;
  if (auto v = envVar("AURUM_HMAC_KEY_FILE")) c.hmacKeyFile = v;
  readMarketEnvironment(c.market);
  readAbuseEnvironment(c.abuse);
  readPaymentsEnvironment(c.payments);
  auto dollars = [](const char* name, std::int64_t& cents) {
    if (auto v = envVar(name)) cents = envNumber(name, v, 1, 1'000'000'000) * 100;
  };
  dollars("AURUM_LIMIT_UNVERIFIED_DAILY", c.limits.unverified.dailyCents);
  dollars("AURUM_LIMIT_UNVERIFIED_MONTHLY", c.limits.unverified.monthlyCents);
  dollars("AURUM_LIMIT_VERIFIED_DAILY", c.limits.verified.dailyCents);
  dollars("AURUM_LIMIT_VERIFIED_MONTHLY", c.limits.verified.monthlyCents);
  dollars("AURUM_AML_REPORT_THRESHOLD", c.aml.reportThresholdCents);
  if (auto v = envVar("AURUM_AML_MAX_ORDERS_PER_HOUR"))
    c.aml.maxOrdersPerHour =
        static_cast<int>(envNumber("AURUM_AML_MAX_ORDERS_PER_HOUR", v, 1, 100'000));
  if (c.env != "demo" && c.env != "production")
    throw std::invalid_argument("AURUM_ENV must be demo or production");
  return c;
}

}  // namespace aurum::app
