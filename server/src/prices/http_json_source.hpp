#pragma once
#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "prices/price_source.hpp"

namespace boost::asio::ssl {
class context;
}

namespace aurum::prices {

/// Extra request headers, in order: name, value.
using HttpHeaders = std::vector<std::pair<std::string, std::string>>;

struct HttpJsonOptions {
  std::string url;                    ///< http[s]://host[:port]/path
  std::int64_t pollMs = 5000;         ///< at most one request per interval
  /// One deadline for the whole request: connect, TLS handshake, request, answer, TLS shutdown.
  std::chrono::milliseconds timeout{3000};
  /// Symbol -> JSON path in the answer, dot-separated, numbers index arrays ("data.0.gold").
  /// Default: the symbol itself at the top level, e.g. {"XAUUSD": 2047.12, ...}.
  std::map<domain::Metal, std::string> fields;
  std::string name = "HTTP feed";     ///< shown as `exchange`
  /// Sent with every request (typically an API key); the values are never logged.
  HttpHeaders headers;
  /// https: PEM file of trusted CA certificates used instead of the system store (empty: system).
  std::string caFile;
};

/// Parses "XAUUSD=data.gold,XAGUSD=data.silver" into a field map; throws std::invalid_argument.
std::map<domain::Metal, std::string> parseFieldMapping(const std::string& spec);

/// Parses "x-access-token: abc123|Accept-Language: en": `Name: value` items separated by `|`,
/// blanks around names and values ignored. Throws std::invalid_argument naming the item's
/// position, never its text (the values are secrets).
HttpHeaders parseHeaderList(const std::string& spec);

/// Reads one JSON value at `path`; a number is rounded once (half away from zero) to cents, a
/// string is parsed as a decimal. nullopt when missing or not a positive price.
std::optional<std::int64_t> priceAtPath(const std::string& json, const std::string& path);

/// A real provider: polls a JSON document over HTTP or HTTPS (peer certificate and host name
/// verified) with Beast and maps fields to metals. A failed request keeps the previous prices
/// (logged), so a flaky provider freezes prices, never zeroes them.
class HttpJsonSource final : public PriceSource {
 public:
  /// Throws std::invalid_argument on a bad URL or an unreadable CA file.
  explicit HttpJsonSource(HttpJsonOptions options);
  ~HttpJsonSource() override;
  MidPrices poll(std::int64_t nowMs) override;
  void resumeFrom(const MidPrices& last) override { last_ = last; }
  MidPrices initial() const override { return last_; }
  std::string name() const override { return options_.name; }
  bool simulated() const override { return false; }

  /// One GET of the configured URL; returns the body (throws on failure or a non-2xx status).
  std::string fetch() const;

 private:
  HttpJsonOptions options_;
  std::string host_, port_, hostHeader_, target_;
  std::string logUrl_;  ///< the URL without its query, which may hold an API key
  bool sni_ = false;    ///< send the host name in the TLS handshake (not for IP addresses)
  std::unique_ptr<boost::asio::ssl::context> tls_;  ///< set for https
  MidPrices last_;
  std::int64_t lastFetchMs_ = 0;
};

}  // namespace aurum::prices
