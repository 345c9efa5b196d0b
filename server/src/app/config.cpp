#include "app/config.hpp"

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
  std::string_view rest;
  if (origin.starts_with("https://"))
    rest = origin.substr(8);
  else if (origin.starts_with("http://"))
    rest = origin.substr(7);
  else
    return false;
  auto isDigit = [](char ch) { return ch >= '0' && ch <= '9'; };
  std::string_view host = rest, port;
  if (rest.starts_with("[")) {
    auto close = rest.find(']');
    if (close == std::string_view::npos || close == 1) return false;
    for (char ch : rest.substr(1, close - 1))
      if (!isDigit(ch) && !(ch >= 'a' && ch <= 'f') && !(ch >= 'A' && ch <= 'F') && ch != ':' &&
          ch != '.')
        return false;
    host = rest.substr(0, close + 1);
    port = rest.substr(close + 1);
    if (!port.empty() && !port.starts_with(":")) return false;
  } else if (auto colon = rest.find(':'); colon != std::string_view::npos) {
    host = rest.substr(0, colon);
    port = rest.substr(colon);
  }
  if (!port.empty()) {
    port.remove_prefix(1);
    if (port.empty() || port.size() > 5) return false;
    for (char ch : port)
      if (!isDigit(ch)) return false;
    if (std::stoi(std::string(port)) > 65535) return false;
  }
  if (host.empty() || host.starts_with("[")) return !host.empty();
  if (host.front() == '.' || host.front() == '-' || host.back() == '-' || host.size() > 253)
    return false;
  for (char ch : host)
    if (!isDigit(ch) && !(ch >= 'a' && ch <= 'z') && !(ch >= 'A' && ch <= 'Z') && ch != '-' &&
        ch != '.')
      return false;
  return host.find("..") == std::string_view::npos;
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
    c.publicOrigin = v;
    while (c.publicOrigin.size() > 1 && c.publicOrigin.back() == '/') c.publicOrigin.pop_back();
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
