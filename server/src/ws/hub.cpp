#include "ws/hub.hpp"

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/websocket.hpp>

#include "ws/session.hpp"

namespace aurum::ws {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

/// Beast answers the upgrade (its checks and error answers); the connection then continues on
/// the bare socket with our own framing.
void handshake(Hub::Shard& shard, tcp::socket socket, const http::Request& req,
               http::ConnectionTicket ticket, std::int64_t userId) {
  auto ws = std::make_shared<websocket::stream<tcp::socket>>(std::move(socket));
  websocket::stream_base::timeout timeouts{};
  timeouts.handshake_timeout = std::chrono::seconds(30);
  timeouts.idle_timeout = websocket::stream_base::none();
  timeouts.keep_alive_pings = false;
  ws->set_option(timeouts);
  ws->set_option(websocket::stream_base::decorator(
      [](websocket::response_type& res) { res.set(beast::http::field::server, "aurum"); }));
  ws->async_accept(req, [ws, &shard, ticket = std::move(ticket), userId](beast::error_code ec) {
    if (ec) {
      shard.connections.fetch_sub(1, std::memory_order_relaxed);
      return;
    }
    std::make_shared<Session>(std::move(ws->next_layer()), shard, ticket, userId)->start();
  });
}

/// Every `period`, the shard pings quiet connections and closes dead ones. The timer belongs to
/// its own pending wait, so it goes with the io_context.
void scheduleSweep(Hub::Shard& shard, std::chrono::milliseconds period,
                   std::shared_ptr<asio::steady_timer> timer = nullptr) {
  if (!timer) timer = std::make_shared<asio::steady_timer>(shard.context);
  timer->expires_after(period);
  timer->async_wait([&shard, period, timer](beast::error_code ec) {
    if (ec) return;
    shard.sweep();
    scheduleSweep(shard, period, timer);
  });
}

}  // namespace

Hub::Hub(std::vector<asio::io_context*> contexts, std::function<Message()> welcome,
         std::chrono::milliseconds pingTimeout)
    : welcome_(std::move(welcome)), pingTimeout_(pingTimeout) {
  const auto period = std::clamp<std::chrono::milliseconds>(
      pingTimeout_ / 8, std::chrono::milliseconds(10), std::chrono::seconds(5));
  for (auto* c : contexts) {
    shards_.push_back(std::make_unique<Shard>(*c, welcome_, pingTimeout_));
    scheduleSweep(*shards_.back(), period);
  }
}

Hub::~Hub() = default;

void Hub::accept(beast::tcp_stream stream, http::Request req, http::ConnectionTicket ticket,
                 std::int64_t userId) {
  auto& here = asio::query(stream.get_executor(), asio::execution::context);
  Shard* current = nullptr;
  for (auto& shard : shards_)
    if (static_cast<asio::execution_context*>(&shard->context) == &here) current = shard.get();
  if (!current) {
    spdlog::error("websocket upgrade on an unknown io_context; closing");
    return;
  }
  // The I/O thread with the fewest connections takes it, so a broadcast's work is split evenly
  // (the listeners' SO_REUSEPORT hashing is not).
  Shard* target = current;
  for (auto& shard : shards_)
    if (shard->connections.load(std::memory_order_relaxed) <
        target->connections.load(std::memory_order_relaxed))
      target = shard.get();
  target->connections.fetch_add(1, std::memory_order_relaxed);
  auto socket = stream.release_socket();
  if (target == current)
    return handshake(*target, std::move(socket), req, std::move(ticket), userId);
  // Hand the descriptor over to the other io_context.
  beast::error_code ec;
  const auto protocol = socket.local_endpoint(ec).protocol();
  const int fd = ec ? -1 : socket.release(ec);
  if (ec || fd < 0) {
    target->connections.fetch_sub(1, std::memory_order_relaxed);
    return;
  }
  asio::post(target->context, [target, protocol, fd, req = std::move(req),
                               ticket = std::move(ticket), userId]() mutable {
    tcp::socket moved(target->context);
    beast::error_code assignError;
    moved.assign(protocol, fd, assignError);
    if (assignError) {
      ::close(fd);
      target->connections.fetch_sub(1, std::memory_order_relaxed);
      return;
    }
    handshake(*target, std::move(moved), req, std::move(ticket), userId);
  });
}

void Hub::broadcast(Message msg) {
  if (!msg) return;
  // Framed once; every connection of every shard gets these very bytes.
  auto frame = std::make_shared<const std::string>(serverFrame(Opcode::kText, *msg));
  for (auto& shard : shards_)
    asio::post(shard->context, [s = shard.get(), frame] { s->broadcast(frame); });
}

void Hub::sendToUser(std::int64_t userId, Message msg) {
  if (!msg || !userId) return;
  auto frame = std::make_shared<const std::string>(serverFrame(Opcode::kText, *msg));
  for (auto& shard : shards_) {
    asio::post(shard->context, [s = shard.get(), userId, frame] {
      auto [from, to] = s->byUser.equal_range(userId);
      std::vector<std::shared_ptr<Session>> targets;
      for (auto it = from; it != to; ++it) targets.push_back(it->second->shared_from_this());
      for (auto& session : targets) session->pushToUser(frame);
    });
  }
}

void Hub::goAway() {
  for (auto& shard : shards_) asio::post(shard->context, [s = shard.get()] { s->goAway(); });
}

Hub::Stats Hub::stats() const {
  Stats out;
  for (const auto& s : shards_) {
    out.connections += s->connections.load(std::memory_order_relaxed);
    out.sent += s->sent.load(std::memory_order_relaxed);
    out.superseded += s->superseded.load(std::memory_order_relaxed);
    out.userDropped += s->userDropped.load(std::memory_order_relaxed);
  }
  return out;
}

}  // namespace aurum::ws
