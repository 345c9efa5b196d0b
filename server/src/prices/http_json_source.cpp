#include "prices/http_json_source.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/json.hpp>
#include <boost/url/parse.hpp>
#include <spdlog/spdlog.h>

#include <cmath>
#include <stdexcept>

#include "domain/market.hpp"

namespace aurum::prices {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using tcp = asio::ip::tcp;

std::map<domain::Metal, std::string> parseFieldMapping(const std::string& spec) {
  std::map<domain::Metal, std::string> out;
  for (std::size_t start = 0; start < spec.size();) {
    auto end = spec.find(',', start);
    if (end == std::string::npos) end = spec.size();
    auto item = spec.substr(start, end - start);
    start = end + 1;
    if (item.empty()) continue;
    auto eq = item.find('=');
    auto metal = eq == std::string::npos ? std::nullopt : domain::metalFromSymbol(item.substr(0, eq));
    if (!metal || eq + 1 >= item.size())
      throw std::invalid_argument("field mapping items look like XAUUSD=path.to.price, got '" + item + "'");
    out[*metal] = item.substr(eq + 1);
  }
  return out;
}

std::optional<std::int64_t> priceAtPath(const std::string& json, const std::string& path) {
  boost::system::error_code ec;
  auto doc = boost::json::parse(json, ec);
  if (ec) return std::nullopt;
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

HttpJsonSource::HttpJsonSource(HttpJsonOptions options) : options_(std::move(options)) {
  auto u = boost::urls::parse_uri(options_.url);
  if (!u || u->scheme() != "http")
    throw std::invalid_argument("AURUM_PRICE_FEED_URL must be an http:// URL (TLS is not supported)");
  host_ = u->host();
  port_ = u->has_port() ? std::string(u->port()) : "80";
  target_ = std::string(u->encoded_path().empty() ? "/" : u->encoded_path());
  if (u->has_query()) target_ += "?" + std::string(u->encoded_query());
  if (options_.fields.empty())
    for (auto m : domain::kAllMetals) options_.fields[m] = domain::metalSymbol(m);
}

std::string HttpJsonSource::fetch() const {
  asio::io_context ioc;
  std::string body;
  std::exception_ptr failure;
  auto run = [&]() -> asio::awaitable<void> {
    tcp::resolver resolver(ioc);
    beast::tcp_stream stream(ioc);
    stream.expires_after(options_.timeout);
    auto results = co_await resolver.async_resolve(host_, port_, asio::use_awaitable);
    co_await stream.async_connect(results, asio::use_awaitable);
    bhttp::request<bhttp::empty_body> req{bhttp::verb::get, target_, 11};
    req.set(bhttp::field::host, host_);
    req.set(bhttp::field::accept, "application/json");
    req.set(bhttp::field::user_agent, "aurum-price-feed");
    co_await bhttp::async_write(stream, req, asio::use_awaitable);
    beast::flat_buffer buf;
    bhttp::response_parser<bhttp::string_body> parser;
    parser.body_limit(1024 * 1024);
    co_await bhttp::async_read(stream, buf, parser, asio::use_awaitable);
    auto res = parser.release();
    if (res.result_int() < 200 || res.result_int() >= 300)
      throw std::runtime_error("price feed answered HTTP " + std::to_string(res.result_int()));
    body = std::move(res.body());
    beast::error_code ec;
    stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  };
  asio::co_spawn(ioc, run(), [&](std::exception_ptr e) { failure = e; });
  ioc.run();
  if (failure) std::rethrow_exception(failure);
  return body;
}

MidPrices HttpJsonSource::poll(std::int64_t nowMs) {
  if (lastFetchMs_ != 0 && nowMs - lastFetchMs_ < options_.pollMs && nowMs >= lastFetchMs_) return last_;
  lastFetchMs_ = nowMs;
  try {
    auto body = fetch();
    for (const auto& [metal, path] : options_.fields) {
      if (auto cents = priceAtPath(body, path)) last_[metal] = *cents;
      else spdlog::warn("price feed: no usable price for {} at '{}'", domain::metalSymbol(metal), path);
    }
  } catch (const std::exception& e) {
    spdlog::warn("price feed request to {} failed: {}", options_.url, e.what());
  }
  return last_;
}

}  // namespace aurum::prices
