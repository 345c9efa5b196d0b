#include "http/server.hpp"

#include <sched.h>
#include <spdlog/spdlog.h>

#include <boost/asio/co_spawn.hpp>
#include <boost/asio/detached.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/use_awaitable.hpp>
#include <random>

#include "http/server_shared.hpp"
#include "util/thread_name.hpp"

namespace aurum::http {

namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;

namespace {
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
    asio::co_spawn(exec,
                   detail::session(sh, beast::tcp_stream(std::move(socket)), std::move(ticket)),
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
  for (auto& ctx : contexts_) {
    threads_.emplace_back([c = ctx.get()] { c->run(); });
    util::nameThread(threads_.back(), "io-" + std::to_string(threads_.size() - 1));
  }
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