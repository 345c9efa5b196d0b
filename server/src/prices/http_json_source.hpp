#pragma once
#include <chrono>
#include <map>
#include <string>

#include "prices/price_source.hpp"

namespace aurum::prices {

struct HttpJsonOptions {
  std::string url;                    ///< http://host[:port]/path (plain HTTP only, no TLS)
  std::int64_t pollMs = 5000;         ///< at most one request per interval
  std::chrono::milliseconds timeout{3000};
  /// Symbol -> JSON path in the answer, dot-separated, numbers index arrays ("data.0.gold").
  /// Default: the symbol itself at the top level, e.g. {"XAUUSD": 2047.12, ...}.
  std::map<domain::Metal, std::string> fields;
  std::string name = "HTTP feed";     ///< shown as `exchange`
};

/// Parses "XAUUSD=data.gold,XAGUSD=data.silver" into a field map; throws std::invalid_argument.
std::map<domain::Metal, std::string> parseFieldMapping(const std::string& spec);

/// Reads one JSON value at `path`; a number is rounded once (half away from zero) to cents, a
/// string is parsed as a decimal. nullopt when missing or not a positive price.
std::optional<std::int64_t> priceAtPath(const std::string& json, const std::string& path);

/// A real provider: polls a JSON document over HTTP with Beast and maps fields to metals. A failed
/// request keeps the previous prices (logged), so a flaky provider freezes prices, never zeroes them.
class HttpJsonSource final : public PriceSource {
 public:
  explicit HttpJsonSource(HttpJsonOptions options);
  MidPrices poll(std::int64_t nowMs) override;
  void resumeFrom(const MidPrices& last) override { last_ = last; }
  MidPrices initial() const override { return last_; }
  std::string name() const override { return options_.name; }
  bool simulated() const override { return false; }

  /// One GET of the configured URL; returns the body (throws on failure or a non-2xx status).
  std::string fetch() const;

 private:
  HttpJsonOptions options_;
  std::string host_, port_, target_;
  MidPrices last_;
  std::int64_t lastFetchMs_ = 0;
};

}  // namespace aurum::prices
