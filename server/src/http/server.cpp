#include "http/server.hpp"

#include <sched.h>
#include <spdlog/spdlog.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket/rfc6455.hpp>
#include <random>

#include "domain/language.hpp"
#include "http/errors.hpp"
#include "http/http_date.hpp"

namespace aurum::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;
using domain::AppError;
using domain::ErrorCode;

struct HttpServer::Shared {
  ServerOptions options;
  const Router& router;
  const StaticFiles& files;
  Metrics& metrics;
  Authenticator authenticate;
  asio::thread_pool& workers;
  std::unordered_map<std::string, UpgradeHandler> upgrades;
  std::vector<std::unique_ptr<tcp::acceptor>> acceptors;
  std::atomic<bool> stopping{false};
  std::atomic<bool> draining{false};
  std::atomic<int> inFlight{0};
  std::atomic<std::uint64_t> requestCounter{0};
  std::string idPrefix;
  std::unique_ptr<ConnectionLimits> limits;
};

namespace {

bool isUnsafe(Verb v) { return v != Verb::get && v != Verb::head && v != Verb::options; }

std::string nextRequestId(HttpServer::Shared& sh) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%s-%06llx", sh.idPrefix.c_str(),
                static_cast<unsigned long long>(++sh.requestCounter));
  return buf;
}

struct Outcome {
  Reply reply;
  std::string_view routeLabel;  ///< a route's pattern (lives in the Router) or a fixed label
};

/// Runs the access check and the handler. May block: called on the worker pool unless the route
/// is marked non-blocking and public.
Reply runRoute(HttpServer::Shared& sh, const Route& route, RequestContext& ctx) {
  try {
    if (!ctx.sessionToken.empty() && route.access.kind != Access::Kind::kPublic)
      ctx.user = sh.authenticate(ctx.sessionToken);
    else if (!ctx.sessionToken.empty() && !route.options.nonBlocking)
      ctx.user = sh.authenticate(ctx.sessionToken);
    if (!route.access.allows(ctx.user)) {
      if (!ctx.user) throw AppError(ErrorCode::kUnauthorized, "Sign in to continue");
      throw AppError(ErrorCode::kForbidden, "Your role may not use this resource");
    }
    // Operators hold the keys to everyone's accounts: no admin route without a second factor.
    if (ctx.user && ctx.user->role == domain::Role::kAdmin && !ctx.user->mfaEnabled &&
        route.pattern.starts_with("/api/admin/"))
      throw AppError(ErrorCode::kMfaRequired,
                     "Set up two-factor authentication before using the admin console");
    return route.handler(ctx);
  } catch (const AppError& e) {
    return errorResponse(e, ctx.language);
  } catch (const std::exception& e) {
    spdlog::error("request id={} route={} failed: {}", ctx.requestId, route.pattern, e.what());
    return errorResponse(ErrorCode::kInternal, "Something went wrong on our side", ctx.language);
  }
}

/// The language the request is answered in (domain::requestLanguage on its cookie and header).
std::string_view requestLanguage(const Request& req, bool pageRequest) {
  std::string cookie;
  if (auto it = req.find(bhttp::field::cookie); it != req.end())
    cookie = cookieValue(it->value(), domain::kLanguageCookieName).value_or("");
  return domain::requestLanguage(cookie, req[bhttp::field::accept_language], pageRequest);
}

asio::awaitable<Outcome> handle(HttpServer::Shared& sh, const Request& req, Router::Match match,
                                std::string clientIp, std::string requestId) {
  std::string_view target = req.target();
  auto q = target.find('?');
  std::string_view path = target.substr(0, q);
  std::string_view query = q == std::string_view::npos ? std::string_view{} : target.substr(q + 1);

  if (path == "/healthz")
    co_return Outcome{rawJsonResponse(Status::ok, R"({"status":"ok"})"), "/healthz"};
  if (path == "/metrics") {
    if (!sh.options.metricsAccess)
      co_return Outcome{errorResponse(ErrorCode::kNotFound, "No such endpoint"), "/metrics"};
    if (!sh.options.metricsAccess(req[bhttp::field::authorization])) {
      auto res =
          errorResponse(ErrorCode::kUnauthorized, "Send the metrics token as a Bearer token");
      res.set(bhttp::field::www_authenticate, "Bearer");
      co_return Outcome{std::move(res), "/metrics"};
    }
    co_return Outcome{textResponse(Status::ok, sh.metrics.render(), "text/plain; version=0.0.4"),
                      "/metrics"};
  }

  if (sh.options.metricsOnly)
    co_return Outcome{errorResponse(ErrorCode::kNotFound, "Only /metrics is served here"),
                      "unmatched"};

  const bool isApi = path == "/api" || path.rfind("/api/", 0) == 0 || path == "/readyz";
  const auto lang = requestLanguage(req, !isApi);
  if (!isApi) {
    if (req.method() != Verb::get && req.method() != Verb::head) {
      auto res =
          errorResponse(ErrorCode::kMethodNotAllowed, "Only GET and HEAD are allowed here", lang);
      res.set(bhttp::field::allow, "GET, HEAD");
      co_return Outcome{std::move(res), "static"};
    }
    co_return Outcome{sh.files.serve(req, path, lang), "static"};
  }

  if (!match.route) {
    if (match.allowed.empty())
      co_return Outcome{errorResponse(ErrorCode::kNotFound, "No such API endpoint", lang),
                        "unmatched"};
    std::string allow;
    for (auto m : match.allowed)
      allow += std::string(allow.empty() ? "" : ", ") + std::string(bhttp::to_string(m));
    auto res = errorResponse(ErrorCode::kMethodNotAllowed,
                             {"Method not allowed; use {methods}", {{"methods", allow}}}, lang);
    res.set(bhttp::field::allow, allow);
    co_return Outcome{std::move(res), "unmatched"};
  }
  const Route& route = *match.route;

  if (isUnsafe(req.method()) && !originAllowed(req, sh.options.allowedOrigins))
    co_return Outcome{errorResponse(ErrorCode::kForbidden, "Cross-origin request refused", lang),
                      route.pattern};
  if (isUnsafe(req.method()) && !req.body().empty()) {
    auto ct = req[bhttp::field::content_type];
    // Upload routes check their multipart body in the handler, after the access check.
    if (!route.options.multipart && ct.rfind("application/json", 0) != 0)
      co_return Outcome{errorResponse(ErrorCode::kUnsupportedMediaType,
                                      "Send the body as application/json", lang),
                        route.pattern};
  }

  RequestContext ctx{
      req,       path, query, std::move(match.params), std::nullopt, {}, std::move(clientIp),
      requestId, lang};
  if (auto cookie = req.find(bhttp::field::cookie); cookie != req.end())
    if (auto tok = cookieValue(cookie->value(), kSessionCookieName)) ctx.sessionToken = *tok;

  if (route.options.nonBlocking && route.access.kind == Access::Kind::kPublic) {
    ctx.mayBlock = false;
    auto reply = runRoute(sh, route, ctx);
    if (!reply.deferToWorkers) co_return Outcome{std::move(reply), route.pattern};
    ctx.mayBlock = true;
  }
  auto reply = co_await asio::co_spawn(
      sh.workers, [&]() -> asio::awaitable<Reply> { co_return runRoute(sh, route, ctx); },
      asio::use_awaitable);
  co_return Outcome{std::move(reply), route.pattern};
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

asio::awaitable<void> acceptLoop(HttpServer::Shared& sh, tcp::acceptor& acceptor) {
  for (;;) {
    beast::error_code ec;
    auto socket = co_await acceptor.async_accept(asio::redirect_error(asio::use_awaitable, ec));
    if (ec) {
      if (ec == asio::error::operation_aborted || !acceptor.is_open()) co_return;
      spdlog::warn("accept failed: {}", ec.message());
      continue;
    }
    auto peer = socket.remote_endpoint(ec);
    if (ec) continue;  // already gone
    auto ticket = sh.limits->admit(peer.address().to_string());
    if (!ticket) {
      // Over a connection limit: close at once, before reading anything.
      socket.close(ec);
      continue;
    }
    socket.set_option(tcp::no_delay(true), ec);
    auto exec = acceptor.get_executor();
    asio::co_spawn(exec, session(sh, beast::tcp_stream(std::move(socket)), std::move(ticket)),
                   [](std::exception_ptr e) {
                     if (!e) return;
                     try {
                       std::rethrow_exception(e);
                     } catch (const std::exception& ex) {
                       spdlog::error("connection ended with an error: {}", ex.what());
                     }
                   });
  }
}

/// The cores this process may run on (its affinity mask, e.g. under `taskset`), at least one.
std::size_t usableCores() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) return std::max(1, CPU_COUNT(&set));
  return std::max(1u, std::thread::hardware_concurrency());
}

}  // namespace

bool originAllowed(const Request& req, const std::vector<std::string>& extraOrigins) {
  auto origin = req[bhttp::field::origin];
  if (origin.empty()) {
    // Non-browser clients send neither header; browsers that omit Origin still send this.
    auto site = req["Sec-Fetch-Site"];
    return site.empty() || site == "same-origin" || site == "none";
  }
  auto host = req[bhttp::field::host];
  if (!host.empty()) {
    if (origin == "http://" + std::string(host) || origin == "https://" + std::string(host))
      return true;
  }
  for (const auto& o : extraOrigins)
    if (origin == o) return true;
  return false;
}

HttpServer::HttpServer(ServerOptions options, const Router& router, const StaticFiles& files,
                       Metrics& metrics, Authenticator authenticate, asio::thread_pool& workers)
    : shared_(new Shared{std::move(options),
                         router,
                         files,
                         metrics,
                         std::move(authenticate),
                         workers,
                         {},
                         {},
                         {},
                         {},
                         {},
                         {}}) {
  std::random_device rd;
  char buf[9];
  std::snprintf(buf, sizeof buf, "%08x", rd());
  shared_->idPrefix = buf;
  shared_->limits = std::make_unique<ConnectionLimits>(shared_->options.maxConnections,
                                                       shared_->options.maxConnectionsPerAddress,
                                                       shared_->options.trustedProxies);
  auto n = shared_->options.ioThreads ? shared_->options.ioThreads : usableCores();
  for (std::size_t i = 0; i < n; ++i) contexts_.push_back(std::make_unique<asio::io_context>(1));
}

HttpServer::~HttpServer() {
  stop();
  // The acceptors live in Shared, which outlives the io_contexts (sessions being destroyed with
  // their context still use it); an acceptor must go while its context is alive.
  if (shared_) shared_->acceptors.clear();
}

void HttpServer::addUpgrade(std::string path, UpgradeHandler handler) {
  shared_->upgrades[std::move(path)] = std::move(handler);
}

std::vector<asio::io_context*> HttpServer::ioContexts() {
  std::vector<asio::io_context*> out;
  for (auto& c : contexts_) out.push_back(c.get());
  return out;
}

unsigned short HttpServer::start() {
  auto& sh = *shared_;
  auto address = asio::ip::make_address(sh.options.bind);
  unsigned short port = sh.options.port;
  for (auto& ctx : contexts_) {
    auto acc = std::make_unique<tcp::acceptor>(*ctx);
    tcp::endpoint ep(address, port);
    acc->open(ep.protocol());
    acc->set_option(asio::socket_base::reuse_address(true));
    int one = 1;
    ::setsockopt(acc->native_handle(), SOL_SOCKET, SO_REUSEPORT, &one, sizeof one);
    acc->bind(ep);
    acc->listen(asio::socket_base::max_listen_connections);
    port = acc->local_endpoint().port();  // with port 0, the others join the first one's port
    asio::co_spawn(*ctx, acceptLoop(sh, *acc), asio::detached);
    sh.acceptors.push_back(std::move(acc));
  }
  for (auto& ctx : contexts_) threads_.emplace_back([c = ctx.get()] { c->run(); });
  return port;
}

void HttpServer::drain() {
  if (shared_) shared_->draining = true;
}

void HttpServer::stop() {
  if (stopped_ || threads_.empty()) return;
  stopped_ = true;
  auto& sh = *shared_;
  sh.stopping = true;
  for (std::size_t i = 0; i < sh.acceptors.size(); ++i)
    asio::post(*contexts_[i], [a = sh.acceptors[i].get()] {
      beast::error_code ec;
      a->close(ec);
    });
  // Let in-flight requests finish; idle keep-alive connections are cut when the contexts stop.
  auto deadline = std::chrono::steady_clock::now() + sh.options.shutdownGrace;
  while (std::chrono::steady_clock::now() < deadline && sh.inFlight.load() > 0)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  for (auto& ctx : contexts_) ctx->stop();
  for (auto& t : threads_) t.join();
  threads_.clear();
}

}  // namespace aurum::http
