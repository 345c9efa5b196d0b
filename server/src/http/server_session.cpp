// One HTTP connection (server_shared.hpp, detail::session): keep-alive, read timeouts, upgrades,
// security headers and the request log.
#include <spdlog/spdlog.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>

#include "http/errors.hpp"
#include "http/http_date.hpp"
#include "http/server_shared.hpp"

namespace aurum::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;
using domain::AppError;
using domain::ErrorCode;

namespace {

using detail::Outcome;

/// One request that is not an upgrade: answered at once, or on the worker pool.
asio::awaitable<Outcome> handle(HttpServer::Shared& sh, const Request& req, Router::Match match,
                                std::string clientIp, std::string requestId) {
  auto d = detail::dispatch(sh, req, std::move(match), std::move(clientIp), std::move(requestId));
  if (auto* answer = std::get_if<Outcome>(&d)) co_return std::move(*answer);
  if (auto* file = std::get_if<detail::StaticForWorkers>(&d)) {
    // Its body is made first (a page completed, a file's identity inflated): off the I/O thread.
    auto reply = co_await asio::co_spawn(
        sh.workers,
        [&]() -> asio::awaitable<Reply> {
          co_return sh.files.reply(req, file->path, file->language);
        },
        asio::use_awaitable);
    co_return Outcome{std::move(reply), "static"};
  }
  auto& work = std::get<detail::ForWorkers>(d);
  auto reply = co_await asio::co_spawn(
      sh.workers,
      [&]() -> asio::awaitable<Reply> { co_return detail::runRoute(sh, *work.route, work.ctx); },
      asio::use_awaitable);
  co_return Outcome{std::move(reply), work.route->pattern};
}

/// An upgrade to one of our WebSocket paths while the server drains or stops.
bool isUpgradeWhileDraining(const HttpServer::Shared& sh, const Request& req) {
  if (!sh.stopping && !sh.draining) return false;
  if (!beast::websocket::is_upgrade(req)) return false;
  std::string_view target = req.target();
  return sh.upgrades.contains(std::string(target.substr(0, target.find('?'))));
}

Response limitResponse(const beast::error_code& ec) {
  if (ec == bhttp::error::header_limit)
    return errorResponse(ErrorCode::kHeadersTooLarge, "Request headers are too large");
  return errorResponse(ErrorCode::kPayloadTooLarge, "Request body is too large");
}

}  // namespace

namespace detail {

asio::awaitable<void> session(HttpServer::Shared& sh, beast::tcp_stream stream,
                              ConnectionTicket ticket) {
  sh.metrics.connectionOpened();
  struct Guard {
    Metrics& m;
    ~Guard() { m.connectionClosed(); }
  } guard{sh.metrics};
  beast::flat_buffer buffer;
  beast::error_code ec;
  std::string peerIp;
  {
    auto ep = stream.socket().remote_endpoint(ec);
    if (!ec) peerIp = ep.address().to_string();
  }
  std::optional<SecurityHeaders> security;  // for the connection's Host
  std::string headBuffer;                   // reused for every shared-body response
  for (;;) {
    Router::Match match;
    bhttp::request_parser<bhttp::string_body> parser;
    parser.header_limit(static_cast<std::uint32_t>(sh.options.headerLimit));
    // Beast checks Content-Length against the limit while reading the header: allow the largest
    // any route takes until the route is known, then hold the request to its own route's.
    parser.body_limit(sh.router.largestBody());
    stream.expires_after(sh.options.readTimeout);
    co_await bhttp::async_read_header(stream, buffer, parser,
                                      asio::redirect_error(asio::use_awaitable, ec));
    auto start = std::chrono::steady_clock::now();
    if (ec == bhttp::error::end_of_stream || ec == beast::error::timeout ||
        ec == asio::error::eof || ec == asio::error::connection_reset ||
        ec == asio::error::operation_aborted)
      break;
    bool readFailed = false;
    if (!ec) {
      // Per-route body limit, decided before the body is read.
      const auto& hdr = parser.get();
      std::string_view target = hdr.target();
      match = sh.router.match(hdr.method(), target.substr(0, target.find('?')));
      const std::size_t limit = match.route ? match.route->options.maxBodyBytes : 64 * 1024;
      parser.body_limit(limit);
      if (auto len = parser.content_length(); len && *len > limit)
        ec = bhttp::error::body_limit;
      else if (!parser.is_done())
        co_await bhttp::async_read(stream, buffer, parser,
                                   asio::redirect_error(asio::use_awaitable, ec));
    }
    Reply reply{Response{}};
    std::string_view route = "invalid";
    const unsigned version = parser.get().version() ? parser.get().version() : 11;
    auto requestId = nextRequestId(sh);
    bool keepAlive = false, head = false;
    {
      auto hostField = parser.get()[bhttp::field::host];  // read before release()
      const std::string_view host(hostField.data(), hostField.size());
      // One Content-Security-Policy per Host: built for the connection's first request, reused.
      if (!security || security->host != host)
        security = securityHeaders(sh.options.hsts, sh.options.csp, host);
    }
    if (ec) {
      Response res;
      if (ec == bhttp::error::header_limit || ec == bhttp::error::body_limit) {
        res = limitResponse(ec);
      } else if (ec == beast::error::timeout || ec == asio::error::eof ||
                 ec == bhttp::error::partial_message || ec == asio::error::connection_reset) {
        break;
      } else {
        res = errorResponse(ErrorCode::kBadRequest, "Malformed HTTP request");
      }
      res.version(version);
      res.keep_alive(false);
      reply = std::move(res);
      readFailed = true;
    } else if (auto req = parser.release(); isUpgradeWhileDraining(sh, req)) {
      // A draining instance takes no new WebSocket: the client reconnects through the balancer.
      domain::AppError refusal(ErrorCode::kUnavailable,
                               "The service is briefly unavailable; try again in a few seconds");
      auto res = errorResponse(refusal.withRetryAfter(1), "en");
      res.version(version);
      res.keep_alive(false);
      reply = std::move(res);
      route = "upgrade";
    } else {
      if (beast::websocket::is_upgrade(req)) {
        std::string_view target = req.target();
        auto it = sh.upgrades.find(std::string(target.substr(0, target.find('?'))));
        if (it != sh.upgrades.end()) {
          stream.expires_never();
          it->second(std::move(stream), std::move(req), std::move(ticket));
          co_return;
        }
      }
      stream.expires_never();
      ++sh.inFlight;
      auto clientIp =
          domain::resolveClientAddress(peerIp, req["X-Forwarded-For"], sh.options.trustedProxies);
      auto out = co_await handle(sh, req, std::move(match), std::move(clientIp), requestId);
      --sh.inFlight;
      reply = std::move(out.reply);
      route = out.routeLabel;
      keepAlive = req.keep_alive() && !sh.stopping && !sh.draining;
      head = req.method() == Verb::head;
      if (!reply.isShared()) {
        auto& res = reply.res;
        res.version(req.version());  // the one place a response gets its version
        res.keep_alive(keepAlive);
        // A 304 has no content; a Content-Length it carries must be the 200's (RFC 9110 8.6),
        // never the empty body's 0, which a cache could store over the representation's.
        if (res.result() == Status::not_modified) res.erase(bhttp::field::content_length);
        if (head) {
          auto len = res.body().size();
          res.body().clear();
          res.content_length(len);
        }
      }
    }
    const unsigned status = reply.status();
    auto elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    sh.metrics.observe(route, status, elapsed);
    if (route != "static" && spdlog::should_log(spdlog::level::info))
      spdlog::info("request id={} route={} status={} ms={:.2f}", requestId, route, status,
                   elapsed * 1000);
    stream.expires_after(sh.options.readTimeout);
    if (reply.isShared()) {
      // A snapshot's body: the header block is appended into this connection's buffer and the
      // body written from the snapshot itself (one writev, no copy of the body).
      headBuffer.clear();
      headBuffer += version == 10 ? "HTTP/1.0 200 OK\r\n" : "HTTP/1.1 200 OK\r\n";
      appendSharedBodyFields(headBuffer, reply.shared);
      headBuffer += "Date: ";
      headBuffer += httpDateNow();
      headBuffer += "\r\n";
      headBuffer += security->block;
      headBuffer += "X-Request-Id: ";
      headBuffer += requestId;
      headBuffer += "\r\n";
      if (version == 10 && keepAlive) headBuffer += "Connection: keep-alive\r\n";
      if (version != 10 && !keepAlive) headBuffer += "Connection: close\r\n";
      headBuffer += "\r\n";
      const auto& body = reply.shared.variant().body;
      std::array<asio::const_buffer, 2> buffers{asio::buffer(headBuffer),
                                                asio::buffer(body.data(), head ? 0 : body.size())};
      co_await asio::async_write(stream, buffers, asio::redirect_error(asio::use_awaitable, ec));
    } else {
      auto& res = reply.res;
      // A handler that lets the app frame its response gets the same-origin variant.
      if (res[bhttp::field::x_frame_options] == "SAMEORIGIN")
        addSecurityHeaders(res, sh.options.hsts, sh.options.csp, security->host);
      else
        addSecurityHeaders(res, *security);
      res.set(bhttp::field::date, httpDateNow());
      res.set("X-Request-Id", requestId);
      keepAlive = res.keep_alive();
      co_await bhttp::async_write(stream, res, asio::redirect_error(asio::use_awaitable, ec));
    }
    if (ec || !keepAlive || readFailed) break;
  }
  stream.socket().shutdown(tcp::socket::shutdown_send, ec);
}

}  // namespace detail
}  // namespace aurum::http
