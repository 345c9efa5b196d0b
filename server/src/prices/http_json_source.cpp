#include "prices/http_json_source.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <boost/asio/io_context.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/json.hpp>
#include <cctype>
#include <cmath>
#include <stdexcept>
#include <string_view>

#include "domain/market.hpp"
#include "util/thread_name.hpp"

namespace aurum::prices {

namespace beast = boost::beast;

namespace {}  // namespace

HttpJsonSource::HttpJsonSource(HttpJsonOptions options, const util::Clock& clock)
    : options_(std::move(options)), clock_(clock) {
  http::HttpClient::Options o;
  o.timeout = options_.timeout;
  o.caFile = options_.caFile;
  o.caFileSetting = "AURUM_PRICE_FEED_CA_FILE";
  o.userAgent = "aurum-price-feed";
  try {
    client_ = std::make_unique<http::HttpClient>(options_.url, o);
  } catch (const std::invalid_argument& e) {
    if (std::string_view(e.what()).find("URL") != std::string_view::npos)
      throw std::invalid_argument("AURUM_PRICE_FEED_URL must be an http:// or https:// URL");
    throw;
  }
  if (options_.fields.empty())
    for (auto m : domain::kAllMetals) options_.fields[m] = domain::metalSymbol(m);
}

HttpJsonSource::~HttpJsonSource() {
  {
    std::lock_guard lock(runMutex_);
    stopping_ = true;
    if (inFlight_) inFlight_->stop();  // a hanging provider must not hold up the shutdown
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

std::string HttpJsonSource::fetch() const {
  // The destructor stops a request in flight: a hanging provider must not hold up the shutdown.
  auto track = [this](boost::asio::io_context* ioc) {
    std::lock_guard lock(runMutex_);
    if (ioc && stopping_) return false;
    inFlight_ = ioc;
    return true;
  };
  http::HttpHeaders headers{{"Accept", "application/json"}};
  headers.insert(headers.end(), options_.headers.begin(), options_.headers.end());
  auto res = client_->send(boost::beast::http::verb::get, "", "", headers, track);
  if (res.status < 200 || res.status >= 300)
    throw std::runtime_error("price feed answered HTTP " + std::to_string(res.status));
  return std::move(res.body);
}

bool HttpJsonSource::fetchNow() {
  std::string body;
  try {
    body = fetch();
  } catch (const std::exception& e) {
    std::lock_guard lock(runMutex_);
    if (!stopping_)
      spdlog::warn("price feed request to {} failed: {}", client_->logUrl(), e.what());
    return false;
  }
  boost::system::error_code ec;
  const auto doc = boost::json::parse(body, ec);
  if (ec) {
    spdlog::warn("price feed: the answer from {} is not JSON: {}", client_->logUrl(), ec.message());
    return false;
  }
  const auto now = clock_.nowMs();
  std::lock_guard lock(pricesMutex_);
  for (const auto& [metal, path] : options_.fields) {
    if (auto cents = priceAtPath(doc, path)) {
      last_[metal] = *cents;
      updatedMs_[metal] = now;
    } else {
      spdlog::warn("price feed: no usable price for {} at '{}'", domain::metalSymbol(metal), path);
    }
  }
  // Optional: a document without the FX fields keeps the last rates it had (or none).
  if (auto fx = fxRatesIn(doc, now)) fx_ = fx;
  return true;
}

void HttpJsonSource::run() {
  // Fixed-rate on the steady clock; a request slower than the interval delays the next one
  // instead of causing a burst.
  const auto period = std::chrono::milliseconds(options_.pollMs);
  auto next = std::chrono::steady_clock::now();
  for (;;) {
    fetchNow();
    next += period;
    if (auto now = std::chrono::steady_clock::now(); now > next) next = now;
    std::unique_lock lock(runMutex_);
    if (wake_.wait_until(lock, next, [this] { return stopping_; })) return;
  }
}

MidPrices HttpJsonSource::poll(std::int64_t) {
  {
    std::lock_guard lock(runMutex_);
    if (!thread_.joinable() && !stopping_) {
      thread_ = std::thread([this] { run(); });
      util::nameThread(thread_, "price-feed");
    }
  }
  return latest();
}

MidPrices HttpJsonSource::latest() const {
  std::lock_guard lock(pricesMutex_);
  return last_;
}

std::optional<std::int64_t> HttpJsonSource::lastUpdateMs(domain::Metal metal, std::int64_t) const {
  std::lock_guard lock(pricesMutex_);
  auto it = updatedMs_.find(metal);
  if (it == updatedMs_.end()) return std::nullopt;
  return it->second;
}

std::optional<domain::FxRates> HttpJsonSource::fxRates() const {
  std::lock_guard lock(pricesMutex_);
  return fx_;
}

void HttpJsonSource::resumeFrom(const MidPrices& last) {
  std::lock_guard lock(pricesMutex_);
  for (const auto& [metal, cents] : last)
    if (!updatedMs_.count(metal)) last_[metal] = cents;
}

}  // namespace aurum::prices
