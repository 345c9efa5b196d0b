#pragma once
#include <boost/json/value.hpp>
#include <chrono>
#include <condition_variable>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "http/client.hpp"
#include "prices/feed_parse.hpp"
#include "prices/price_source.hpp"
#include "util/clock.hpp"

namespace aurum::prices {

struct HttpJsonOptions {
  std::string url;             ///< http[s]://host[:port]/path
  std::int64_t pollMs = 5000;  ///< at most one request per interval
  /// One deadline for the whole request: connect, TLS handshake, request, answer, TLS shutdown.
  std::chrono::milliseconds timeout{3000};
  /// Symbol -> JSON path in the answer, dot-separated, numbers index arrays ("data.0.gold").
  /// Default: the symbol itself at the top level, e.g. {"XAUUSD": 2047.12, ...}.
  std::map<domain::Metal, std::string> fields;
  std::string name = "HTTP feed";  ///< shown as `exchange`
  /// Sent with every request (typically an API key); the values are never logged.
  HttpHeaders headers;
  /// https: PEM file of trusted CA certificates used instead of the system store (empty: system).
  std::string caFile;
};

/// A real provider: polls a JSON document over HTTP or HTTPS (peer certificate and host name
/// verified, http::HttpClient) and maps fields to metals. A failed request keeps the previous
/// prices (logged), so a flaky provider freezes prices, never zeroes them; lastUpdateMs says since
/// when.
///
/// Requests run on the source's own thread, one per poll interval, started by the first poll()
/// (an instance that only follows another one's feed never asks the provider); poll() only
/// copies the latest prices. The destructor cancels a request in flight and joins the thread.
class HttpJsonSource final : public PriceSource {
 public:
  /// Throws std::invalid_argument on a bad URL or an unreadable CA file. `clock` stamps each
  /// price with the time it arrived.
  HttpJsonSource(HttpJsonOptions options, const util::Clock& clock);
  ~HttpJsonSource() override;
  MidPrices poll(std::int64_t nowMs) override;
  std::optional<std::int64_t> lastUpdateMs(domain::Metal metal, std::int64_t nowMs) const override;
  /// Fills in metals the provider has not priced yet (a provider price is newer than a stored one).
  void resumeFrom(const MidPrices& last) override;
  MidPrices initial() const override { return latest(); }
  std::string name() const override { return options_.name; }
  bool simulated() const override { return false; }
  /// From the document's optional `USDEUR`, `USDGBP`, `USDJPY` fields (all three), as last seen.
  std::optional<domain::FxRates> fxRates() const override;

  /// The latest known prices, without starting the fetch thread.
  MidPrices latest() const;
  /// One request on the calling thread; a usable answer updates the prices it holds, stamped with
  /// the clock. False (and a log line) when the request failed or the answer is not JSON. The
  /// fetch thread calls this.
  bool fetchNow();
  /// One GET of the configured URL; returns the body (throws on failure or a non-2xx status).
  std::string fetch() const;

 private:
  void run();

  HttpJsonOptions options_;
  const util::Clock& clock_;
  std::unique_ptr<http::HttpClient> client_;

  mutable std::mutex pricesMutex_;
  MidPrices last_;
  std::map<domain::Metal, std::int64_t> updatedMs_;  ///< when each price came from the provider
  std::optional<domain::FxRates> fx_;

  mutable std::mutex runMutex_;  ///< guards the fields below
  std::condition_variable wake_;
  bool stopping_ = false;
  mutable boost::asio::io_context* inFlight_ = nullptr;  ///< the request running now, to cancel it
  std::thread thread_;
};

}  // namespace aurum::prices
