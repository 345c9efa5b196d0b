#pragma once
#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <chrono>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

#include "domain/client_address.hpp"
#include "http/connection_limits.hpp"
#include "http/metrics.hpp"
#include "http/router.hpp"
#include "http/security_headers.hpp"
#include "http/static_files.hpp"

namespace aurum::http {

struct ServerOptions {
  std::string bind = "127.0.0.1";
  unsigned short port = 8080;
  std::size_t ioThreads = 0;  ///< 0: one per core
  std::chrono::seconds readTimeout{30};
  std::size_t headerLimit = 16 * 1024;
  /// Extra origins allowed to make unsafe requests (the request's own host is always allowed).
  std::vector<std::string> allowedOrigins;
  bool hsts = false;  ///< send Strict-Transport-Security (only when served over TLS)
  std::chrono::seconds shutdownGrace{5};
  /// Who may read /metrics on this listener, given the Authorization header. Unset: nobody, and
  /// /metrics answers 404 as if it did not exist (AURUM_METRICS_TOKEN / AURUM_METRICS_BIND).
  std::function<bool(std::string_view authorization)> metricsAccess;
  /// A listener for /metrics (and /healthz) alone: everything else answers 404.
  bool metricsOnly = false;
  /// Peers whose X-Forwarded-For names the client (AURUM_TRUSTED_PROXIES).
  std::vector<domain::Cidr> trustedProxies;
  std::size_t maxConnections = 50000;           ///< open HTTP + WebSocket connections in total
  std::size_t maxConnectionsPerAddress = 1000;  ///< per address key; trusted proxies exempt
  CspSources csp;                               ///< extra Content-Security-Policy sources
};

/// Resolves a session token to a user (runs on the worker pool: it may touch the database).
using Authenticator = std::function<std::optional<domain::User>(const std::string& token)>;
/// Takes over a connection whose request asked to upgrade (WebSocket); keeps `ticket` for as long
/// as the connection stays open, so it counts against the connection limits.
using UpgradeHandler =
    std::function<void(boost::beast::tcp_stream, Request, ConnectionTicket ticket)>;

/// HTTP/1.1 server: one io_context and acceptor (SO_REUSEPORT) per I/O thread, coroutine
/// sessions with keep-alive and read timeouts. Handlers that may block run on `workers`.
class HttpServer {
 public:
  HttpServer(ServerOptions options, const Router& router, const StaticFiles& files,
             Metrics& metrics, Authenticator authenticate, boost::asio::thread_pool& workers);
  ~HttpServer();

  void addUpgrade(std::string path, UpgradeHandler handler);
  /// Binds and starts serving; returns the bound port (useful with port 0).
  unsigned short start();
  /// Keeps serving, but every response closes its connection and WebSocket upgrades are refused
  /// (503), so a balancer's connections move to other instances (the start of a drain).
  void drain();
  /// Stops accepting, gives open requests the grace period, then stops the I/O threads.
  void stop();
  /// The I/O contexts (for components that want to run on them, e.g. WebSocket fan-out).
  std::vector<boost::asio::io_context*> ioContexts();

  struct Shared;

 private:
  std::unique_ptr<Shared> shared_;
  std::vector<std::unique_ptr<boost::asio::io_context>> contexts_;
  std::vector<std::thread> threads_;
  bool stopped_ = false;
};

/// True when an unsafe request's Origin (or Sec-Fetch-Site) shows it came from our own pages.
bool originAllowed(const Request& req, const std::vector<std::string>& extraOrigins);

}  // namespace aurum::http
