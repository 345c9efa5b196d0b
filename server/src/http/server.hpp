#pragma once
#include <boost/asio/io_context.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core/tcp_stream.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <thread>
#include <vector>

#include "http/metrics.hpp"
#include "http/payment_csp.hpp"
#include "http/router.hpp"
#include "http/static_files.hpp"

namespace aurum::http {

struct ServerOptions {
  std::string bind = "0.0.0.0";
  unsigned short port = 8080;
  std::size_t ioThreads = 0;  ///< 0: one per core
  std::chrono::seconds readTimeout{30};
  std::size_t headerLimit = 16 * 1024;
  /// Extra origins allowed to make unsafe requests (the request's own host is always allowed).
  std::vector<std::string> allowedOrigins;
  bool hsts = false;  ///< send Strict-Transport-Security (only when served over TLS)
  /// Sources added to the CSP (the payment provider's, http/payment_csp.hpp).
  CspExtraSources cspExtra;
  std::chrono::seconds shutdownGrace{5};
};

/// Resolves a session token to a user (runs on the worker pool: it may touch the database).
using Authenticator = std::function<std::optional<domain::User>(const std::string& token)>;
/// Takes over a connection whose request asked to upgrade (WebSocket).
using UpgradeHandler = std::function<void(boost::beast::tcp_stream, Request)>;

/// HTTP/1.1 server: one io_context and acceptor (SO_REUSEPORT) per I/O thread, coroutine
/// sessions with keep-alive and read timeouts. Handlers that may block run on `workers`.
class HttpServer {
 public:
  HttpServer(ServerOptions options, const Router& router, const StaticFiles& files, Metrics& metrics,
             Authenticator authenticate, boost::asio::thread_pool& workers);
  ~HttpServer();

  void addUpgrade(std::string path, UpgradeHandler handler);
  /// Binds and starts serving; returns the bound port (useful with port 0).
  unsigned short start();
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

/// Security headers every response carries.
void addSecurityHeaders(Response& res, bool hsts, const CspExtraSources& cspExtra = {});
/// True when an unsafe request's Origin (or Sec-Fetch-Site) shows it came from our own pages.
bool originAllowed(const Request& req, const std::vector<std::string>& extraOrigins);

}  // namespace aurum::http
