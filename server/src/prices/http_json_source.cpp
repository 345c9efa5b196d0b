#include "prices/http_json_source.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/json.hpp>
#include <boost/url/parse.hpp>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>
#include <string_view>

#include "domain/market.hpp"

namespace aurum::prices {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
namespace ssl = asio::ssl;
using tcp = asio::ip::tcp;

namespace {

constexpr std::uint64_t kBodyLimit = 1024 * 1024;

/// Client TLS settings for one host: TLS 1.2 or later, peer certificate and host name verified
/// against `caFile` (PEM) or, when empty, the system trust store.
std::unique_ptr<ssl::context> makeClientContext(const std::string& host, const std::string& caFile) {
  auto ctx = std::make_unique<ssl::context>(ssl::context::tls_client);
  SSL_CTX_set_min_proto_version(ctx->native_handle(), TLS1_2_VERSION);
  boost::system::error_code ec;
  if (caFile.empty()) ctx->set_default_verify_paths(ec);
  else ctx->load_verify_file(caFile, ec);
  if (ec && caFile.empty()) throw std::invalid_argument("cannot load the system CA certificates: " + ec.message());
  if (ec) throw std::invalid_argument("AURUM_PRICE_FEED_CA_FILE: cannot load '" + caFile + "': " + ec.message());
  ctx->set_verify_mode(ssl::verify_peer);
  ctx->set_verify_callback(ssl::host_name_verification(host));
  return ctx;
}

/// Resolves and connects. The deadline set here covers every later operation on the stream
/// (handshake, request, answer, shutdown); name resolution itself is not bounded by it.
asio::awaitable<void> connect(beast::tcp_stream& stream, const std::string& host, const std::string& port,
                              std::chrono::milliseconds timeout) {
  tcp::resolver resolver(stream.get_executor());
  stream.expires_after(timeout);
  auto results = co_await resolver.async_resolve(host, port, asio::use_awaitable);
  co_await stream.async_connect(results, asio::use_awaitable);
}

/// Sends the request and reads one answer of at most kBodyLimit; throws unless it is 2xx.
template <class Stream>
asio::awaitable<std::string> roundTrip(Stream& stream, const bhttp::request<bhttp::empty_body>& req) {
  co_await bhttp::async_write(stream, req, asio::use_awaitable);
  beast::flat_buffer buf;
  bhttp::response_parser<bhttp::string_body> parser;
  parser.body_limit(kBodyLimit);
  beast::error_code ec;
  co_await bhttp::async_read(stream, buf, parser, asio::redirect_error(asio::use_awaitable, ec));
  // A TLS peer that closes without close_notify reads as stream_truncated where TCP reads eof; a
  // body delimited by the close is then complete (a cut JSON document would fail to parse).
  if (ec == ssl::error::stream_truncated && parser.need_eof()) parser.put_eof(ec);
  if (ec) throw boost::system::system_error(ec);
  auto res = parser.release();
  if (res.result_int() < 200 || res.result_int() >= 300)
    throw std::runtime_error("price feed answered HTTP " + std::to_string(res.result_int()));
  co_return std::move(res.body());
}

}  // namespace

HttpJsonSource::HttpJsonSource(HttpJsonOptions options, const util::Clock& clock)
    : options_(std::move(options)), clock_(clock) {
  auto u = boost::urls::parse_uri(options_.url);
  bool https = u && u->scheme_id() == boost::urls::scheme::https;
  if (!u || !(https || u->scheme_id() == boost::urls::scheme::http) || u->host_address().empty())
    throw std::invalid_argument("AURUM_PRICE_FEED_URL must be an http:// or https:// URL");
  host_ = u->host_address();
  port_ = u->has_port() ? std::string(u->port()) : https ? "443" : "80";
  hostHeader_ = u->encoded_host_and_port();
  target_ = std::string(u->encoded_path().empty() ? "/" : u->encoded_path());
  logUrl_ = std::string(u->scheme()) + "://" + hostHeader_ + target_;
  if (u->has_query()) target_ += "?" + std::string(u->encoded_query());
  if (https) {
    sni_ = u->host_type() == boost::urls::host_type::name;
    tls_ = makeClientContext(host_, options_.caFile);
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
  bhttp::request<bhttp::empty_body> req{bhttp::verb::get, target_, 11};
  req.set(bhttp::field::host, hostHeader_);
  req.set(bhttp::field::accept, "application/json");
  req.set(bhttp::field::user_agent, "aurum-price-feed");
  req.set(bhttp::field::connection, "close");  // one request per connection
  for (const auto& [name, value] : options_.headers) req.set(name, value);

  asio::io_context ioc;
  std::string body;
  std::exception_ptr failure;
  auto run = [&]() -> asio::awaitable<void> {
    if (!tls_) {
      beast::tcp_stream stream(ioc);
      co_await connect(stream, host_, port_, options_.timeout);
      body = co_await roundTrip(stream, req);
      beast::error_code ec;
      stream.socket().shutdown(tcp::socket::shutdown_both, ec);
      co_return;
    }
    beast::ssl_stream<beast::tcp_stream> stream(ioc, *tls_);
    if (sni_ && !SSL_set_tlsext_host_name(stream.native_handle(), host_.c_str()))
      throw boost::system::system_error(static_cast<int>(ERR_get_error()), asio::error::get_ssl_category());
    co_await connect(beast::get_lowest_layer(stream), host_, port_, options_.timeout);
    co_await stream.async_handshake(ssl::stream_base::client, asio::use_awaitable);
    body = co_await roundTrip(stream, req);
    // close_notify; the body is complete, so a peer that just closes (stream_truncated), or one
    // that never answers until the deadline, does not fail the fetch.
    beast::error_code ec;
    co_await stream.async_shutdown(asio::redirect_error(asio::use_awaitable, ec));
  };
  bool done = false;
  asio::co_spawn(ioc, run(), [&](std::exception_ptr e) {
    failure = e;
    done = true;
  });
  {
    std::lock_guard lock(runMutex_);
    if (stopping_) throw std::runtime_error("price feed: shutting down");
    inFlight_ = &ioc;
  }
  ioc.run();
  {
    std::lock_guard lock(runMutex_);
    inFlight_ = nullptr;
  }
  if (failure) std::rethrow_exception(failure);
  if (!done) throw std::runtime_error("price feed request cancelled");
  return body;
}

bool HttpJsonSource::fetchNow() {
  std::string body;
  try {
    body = fetch();
  } catch (const std::exception& e) {
    std::lock_guard lock(runMutex_);
    if (!stopping_) spdlog::warn("price feed request to {} failed: {}", logUrl_, e.what());
    return false;
  }
  boost::system::error_code ec;
  const auto doc = boost::json::parse(body, ec);
  if (ec) {
    spdlog::warn("price feed: the answer from {} is not JSON: {}", logUrl_, ec.message());
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
