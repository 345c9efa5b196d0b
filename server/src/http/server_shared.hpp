#pragma once
// What the HTTP server's parts share (server.cpp, server_dispatch.cpp, server_session.cpp); not
// for use outside http/.
#include <atomic>
#include <boost/asio/awaitable.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <variant>
#include <vector>

#include "http/connection_limits.hpp"
#include "http/server.hpp"

namespace aurum::http {

struct HttpServer::Shared {
  ServerOptions options;
  const Router& router;
  const StaticFiles& files;
  Metrics& metrics;
  Authenticator authenticate;
  boost::asio::thread_pool& workers;
  std::unordered_map<std::string, UpgradeHandler> upgrades;
  std::vector<std::unique_ptr<boost::asio::ip::tcp::acceptor>> acceptors;
  std::atomic<bool> stopping{false};
  std::atomic<bool> draining{false};
  std::atomic<int> inFlight{0};
  std::atomic<std::uint64_t> requestCounter{0};
  std::string idPrefix;
  std::unique_ptr<ConnectionLimits> limits;
};

namespace detail {

struct Outcome {
  Reply reply;
  std::string_view routeLabel;  ///< a route's pattern (lives in the Router) or a fixed label
};

/// A request id: the server's random prefix and a counter.
std::string nextRequestId(HttpServer::Shared& sh);

/// Runs a route's access check and handler. May block: called on the worker pool unless the route
/// is marked non-blocking and public.
Reply runRoute(HttpServer::Shared& sh, const Route& route, RequestContext& ctx);

/// A request dispatch() leaves to the worker pool: `route`, to run with `ctx`.
struct ForWorkers {
  const Route* route;
  RequestContext ctx;
};

/// A web app file dispatch() leaves to the worker pool: its answer first makes a body
/// (StaticFiles::replyAtOnce gave none). `path` lives in the request.
struct StaticForWorkers {
  std::string_view path, language;
};

/// What dispatch() decided: an answer now, or a route or file to answer on the worker pool.
using Dispatch = std::variant<Outcome, ForWorkers, StaticForWorkers>;

/// Answers what needs no worker (health, metrics, the web app's files whose bodies are made,
/// unmatched routes, origin and content-type refusals, non-blocking public routes) and prepares
/// the rest.
Dispatch dispatch(HttpServer::Shared& sh, const Request& req, Router::Match match,
                  std::string clientIp, std::string requestId);

/// One connection: reads requests with keep-alive and a read timeout, hands upgrades over,
/// writes each answer with the security headers and logs it.
boost::asio::awaitable<void> session(HttpServer::Shared& sh, boost::beast::tcp_stream stream,
                                     ConnectionTicket ticket);

}  // namespace detail
}  // namespace aurum::http
