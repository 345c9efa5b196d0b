#include "prices/http_json_source.hpp"

#include <boost/asio/io_context.hpp>
#include <boost/beast/core/string.hpp>
#include <boost/json.hpp>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>
#include <string_view>

#include "domain/market.hpp"

namespace aurum::prices {

namespace beast = boost::beast;

namespace {

/// The items of a `sep`-separated list, empty ones included (so positions match what was written).
std::vector<std::string_view> splitList(std::string_view spec, char sep) {
  std::vector<std::string_view> out;
  for (std::size_t start = 0;;) {
    auto end = spec.find(sep, start);
    out.push_back(spec.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return out;
    start = end + 1;
  }
}

std::string_view trimBlanks(std::string_view s) {
  auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

bool isTokenChar(char c) {  // RFC 9110 tchar
  return std::isalnum(static_cast<unsigned char>(c)) ||
         std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool isControlChar(char c) { return (static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f; }

}  // namespace

std::map<domain::Metal, std::string> parseFieldMapping(const std::string& spec) {
  std::map<domain::Metal, std::string> out;
  for (auto view : splitList(spec, ',')) {
    std::string item(view);
    if (item.empty()) continue;
    auto eq = item.find('=');
    auto metal = eq == std::string::npos ? std::nullopt : domain::metalFromSymbol(item.substr(0, eq));
    if (!metal || eq + 1 >= item.size())
      throw std::invalid_argument("field mapping items look like XAUUSD=path.to.price, got '" + item + "'");
    out[*metal] = item.substr(eq + 1);
  }
  return out;
}

HttpHeaders parseHeaderList(const std::string& spec) {
  HttpHeaders out;
  auto items = splitList(spec, '|');
  for (std::size_t i = 0; i < items.size(); ++i) {
    auto item = trimBlanks(items[i]);
    if (item.empty()) continue;
    // Messages name the item by position and at most its header name: values are secrets.
    auto where = "AURUM_PRICE_FEED_HEADERS item " + std::to_string(i + 1);
    auto colon = item.find(':');
    if (colon == std::string_view::npos)
      throw std::invalid_argument(where + " is not 'Name: value' (items are separated by '|')");
    auto name = trimBlanks(item.substr(0, colon));
    auto value = trimBlanks(item.substr(colon + 1));
    if (name.empty() || !std::all_of(name.begin(), name.end(), isTokenChar))
      throw std::invalid_argument(where + ": the header name is not a valid HTTP field name");
    where += " (" + std::string(name) + ")";
    if (value.empty()) throw std::invalid_argument(where + " has an empty value");
    if (std::any_of(value.begin(), value.end(), isControlChar))
      throw std::invalid_argument(where + " has a control character in its value");
    for (std::string_view own : {"Host", "Connection", "Content-Length", "Transfer-Encoding"})
      if (beast::iequals(name, own)) throw std::invalid_argument(where + " is set by the feed client itself");
    out.emplace_back(name, value);
  }
  return out;
}

std::optional<std::int64_t> priceAtPath(const std::string& json, const std::string& path) {
  boost::system::error_code ec;
  auto doc = boost::json::parse(json, ec);
  if (ec) return std::nullopt;
  return priceAtPath(doc, path);
}

std::optional<std::int64_t> priceAtPath(const boost::json::value& doc, const std::string& path) {
  const boost::json::value* v = &doc;
  for (std::size_t start = 0; start <= path.size();) {
    auto end = path.find('.', start);
    if (end == std::string::npos) end = path.size();
    auto key = path.substr(start, end - start);
    start = end + 1;
    if (v->is_object()) {
      auto* next = v->as_object().if_contains(key);
      if (!next) return std::nullopt;
      v = next;
    } else if (v->is_array()) {
      char* e = nullptr;
      auto idx = std::strtoul(key.c_str(), &e, 10);
      if (*e || idx >= v->as_array().size()) return std::nullopt;
      v = &v->as_array()[idx];
    } else {
      return std::nullopt;
    }
    if (end == path.size()) break;
  }
  std::optional<std::int64_t> cents;
  if (v->is_string()) cents = domain::parseDecimalCents(v->as_string());
  else if (v->is_int64()) cents = v->as_int64() * 100;
  else if (v->is_uint64()) cents = static_cast<std::int64_t>(v->as_uint64() * 100);
  else if (v->is_double() && std::isfinite(v->as_double()) && v->as_double() < 1e15)
    cents = std::llround(v->as_double() * 100.0);  // the one rounding step for a numeric feed
  if (!cents || *cents <= 0) return std::nullopt;
  return cents;
}

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
    if (!stopping_) spdlog::warn("price feed request to {} failed: {}", client_->logUrl(), e.what());
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
    if (!thread_.joinable() && !stopping_) thread_ = std::thread([this] { run(); });
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

void HttpJsonSource::resumeFrom(const MidPrices& last) {
  std::lock_guard lock(pricesMutex_);
  for (const auto& [metal, cents] : last)
    if (!updatedMs_.count(metal)) last_[metal] = cents;
}

}  // namespace aurum::prices
