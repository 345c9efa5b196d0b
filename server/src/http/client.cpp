#include "http/client.hpp"

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/redirect_error.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/url/parse.hpp>
#include <stdexcept>

namespace aurum::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
namespace ssl = asio::ssl;
using tcp = asio::ip::tcp;

namespace {

/// Client TLS settings for one host: TLS 1.2 or later, peer certificate and host name verified
/// against `caFile` (PEM) or, when empty, the system trust store.
std::unique_ptr<ssl::context> makeClientContext(const std::string& host,
                                                const HttpClient::Options& o) {
  auto ctx = std::make_unique<ssl::context>(ssl::context::tls_client);
  SSL_CTX_set_min_proto_version(ctx->native_handle(), TLS1_2_VERSION);
  boost::system::error_code ec;
  if (o.caFile.empty())
    ctx->set_default_verify_paths(ec);
  else
    ctx->load_verify_file(o.caFile, ec);
  if (ec && o.caFile.empty())
    throw std::invalid_argument("cannot load the system CA certificates: " + ec.message());
  if (ec)
    throw std::invalid_argument(o.caFileSetting + ": cannot load '" + o.caFile +
                                "': " + ec.message());
  ctx->set_verify_mode(ssl::verify_peer);
  ctx->set_verify_callback(ssl::host_name_verification(host));
  return ctx;
}

/// Resolves and connects. The deadline set here covers every later operation on the stream
/// (handshake, request, answer, shutdown); name resolution itself is not bounded by it.
asio::awaitable<void> connect(beast::tcp_stream& stream, const std::string& host,
                              const std::string& port, std::chrono::milliseconds timeout) {
  tcp::resolver resolver(stream.get_executor());
  stream.expires_after(timeout);
  auto results = co_await resolver.async_resolve(host, port, asio::use_awaitable);
  co_await stream.async_connect(results, asio::use_awaitable);
}

/// Sends the request and reads one answer of at most `limit` bytes of body.
template <class Stream>
asio::awaitable<bhttp::response<bhttp::string_body>> roundTrip(
    Stream& stream, const bhttp::request<bhttp::string_body>& req, std::size_t limit) {
  co_await bhttp::async_write(stream, req, asio::use_awaitable);
  beast::flat_buffer buf;
  bhttp::response_parser<bhttp::string_body> parser;
  parser.body_limit(limit);
  beast::error_code ec;
  co_await bhttp::async_read(stream, buf, parser, asio::redirect_error(asio::use_awaitable, ec));
  // A TLS peer that closes without close_notify reads as stream_truncated where TCP reads eof; a
  // body delimited by the close is then complete (a cut JSON document would fail to parse).
  if (ec == ssl::error::stream_truncated && parser.need_eof()) parser.put_eof(ec);
  if (ec) throw boost::system::system_error(ec);
  co_return parser.release();
}

}  // namespace

std::string ClientResponse::header(std::string_view name) const {
  for (const auto& [n, v] : headers)
    if (beast::iequals(n, name)) return v;
  return {};
}

HttpClient::HttpClient(const std::string& baseUrl, Options options) : options_(std::move(options)) {
  auto u = boost::urls::parse_uri(baseUrl);
  bool https = u && u->scheme_id() == boost::urls::scheme::https;
  if (!u || !(https || u->scheme_id() == boost::urls::scheme::http) || u->host_address().empty())
    throw std::invalid_argument("must be an http:// or https:// URL");
  host_ = u->host_address();
  port_ = u->has_port() ? std::string(u->port()) : https ? "443" : "80";
  hostHeader_ = u->encoded_host_and_port();
  path_ = std::string(u->encoded_path());
  logUrl_ = std::string(u->scheme()) + "://" + hostHeader_ + (path_.empty() ? "/" : path_);
  if (u->has_query()) query_ = "?" + std::string(u->encoded_query());
  if (https) {
    sni_ = u->host_type() == boost::urls::host_type::name;
    tls_ = makeClientContext(host_, options_);
  }
}

HttpClient::~HttpClient() = default;
HttpClient::HttpClient(HttpClient&&) noexcept = default;

ClientResponse HttpClient::send(bhttp::verb method, const std::string& pathSuffix,
                                const std::string& body, const HttpHeaders& headers,
                                const InFlight& inFlight) const {
  auto target = path_ + pathSuffix;
  if (target.empty() || target[0] != '/') target = "/" + target;
  bhttp::request<bhttp::string_body> req{method, target + query_, 11};
  req.set(bhttp::field::host, hostHeader_);
  req.set(bhttp::field::user_agent, options_.userAgent);
  req.set(bhttp::field::connection, "close");  // one request per connection
  for (const auto& [name, value] : headers) req.set(name, value);
  if (method != bhttp::verb::get || !body.empty()) {
    req.body() = body;
    req.prepare_payload();
  }

  asio::io_context ioc;
  bhttp::response<bhttp::string_body> res;
  std::exception_ptr failure;
  auto run = [&]() -> asio::awaitable<void> {
    if (!tls_) {
      beast::tcp_stream stream(ioc);
      co_await connect(stream, host_, port_, options_.timeout);
      res = co_await roundTrip(stream, req, options_.bodyLimit);
      beast::error_code ec;
      stream.socket().shutdown(tcp::socket::shutdown_both, ec);
      co_return;
    }
    beast::ssl_stream<beast::tcp_stream> stream(ioc, *tls_);
    if (sni_ && !SSL_set_tlsext_host_name(stream.native_handle(), host_.c_str()))
      throw boost::system::system_error(static_cast<int>(ERR_get_error()),
                                        asio::error::get_ssl_category());
    co_await connect(beast::get_lowest_layer(stream), host_, port_, options_.timeout);
    co_await stream.async_handshake(ssl::stream_base::client, asio::use_awaitable);
    res = co_await roundTrip(stream, req, options_.bodyLimit);
    // close_notify; the body is complete, so a peer that just closes (stream_truncated), or one
    // that never answers until the deadline, does not fail the request.
    beast::error_code ec;
    co_await stream.async_shutdown(asio::redirect_error(asio::use_awaitable, ec));
  };
  bool done = false;
  asio::co_spawn(ioc, run(), [&](std::exception_ptr e) {
    failure = e;
    done = true;
  });
  if (inFlight && !inFlight(&ioc)) throw std::runtime_error("request abandoned: shutting down");
  ioc.run();
  if (inFlight) inFlight(nullptr);
  if (failure) std::rethrow_exception(failure);
  if (!done) throw std::runtime_error("request cancelled");
  ClientResponse out;
  out.status = res.result_int();
  out.body = std::move(res.body());
  for (const auto& f : res)
    out.headers.emplace_back(std::string(f.name_string()), std::string(f.value()));
  return out;
}

}  // namespace aurum::http
