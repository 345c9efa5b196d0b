#include "ws/hub.hpp"

#include <spdlog/spdlog.h>

#include <boost/asio/post.hpp>
#include <boost/beast/websocket.hpp>
#include <deque>
#include <unordered_map>

namespace aurum::ws {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;

namespace {
class Session;
}

struct Hub::Shard {
  asio::io_context* context;
  Counters* counters;
  std::function<Message()>* welcome;
  std::chrono::milliseconds pingTimeout;
  /// Only touched on `context`'s thread.
  std::unordered_map<Session*, std::weak_ptr<Session>> sessions;
  /// Signed-in connections by user (a subset of `sessions`).
  std::unordered_multimap<std::int64_t, Session*> byUser;
};

namespace {

class Session : public std::enable_shared_from_this<Session> {
 public:
  // The WebSocket sits on the bare socket: its own timer handles idle pings and dead peers, so the
  // tcp_stream's per-operation timeout layer would only add work to every push.
  Session(beast::tcp_stream stream, Hub::Shard& shard, http::ConnectionTicket ticket,
          std::int64_t userId)
      : ws_(stream.release_socket()), shard_(shard), ticket_(std::move(ticket)), userId_(userId) {
    ++shard_.counters->connections;
  }
  ~Session() {
    unregister();
    --shard_.counters->connections;
  }

  void run(http::Request req) {
    // Pings after half the timeout without a frame from the peer and closes it when the other
    // half passes without one either. Only reads reset this clock, so a client that keeps the
    // connection open but never reads or answers pings (while we keep writing ticks) is dropped.
    auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
    timeouts.idle_timeout = shard_.pingTimeout;
    timeouts.keep_alive_pings = true;
    ws_.set_option(timeouts);
    ws_.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& res) { res.set(beast::http::field::server, "aurum"); }));
    ws_.read_message_max(4096);  // clients have nothing to send but control frames
    ws_.text(true);
    ws_.async_accept(req, [self = shared_from_this()](beast::error_code ec) {
      if (ec) return;
      self->shard_.sessions.emplace(self.get(), self);
      if (self->userId_) self->shard_.byUser.emplace(self->userId_, self.get());
      if (auto first = (*self->shard_.welcome)()) self->push(std::move(first));
      self->read();
    });
  }

  /// Single-slot buffer: a newer message replaces one still waiting.
  void push(Message msg) {
    if (pending_) ++shard_.counters->superseded;
    pending_ = std::move(msg);
    if (!writing_) write();
  }

  /// The user's own messages: queued (bounded), never replaced by a tick, sent before it.
  void pushToUser(Message msg) {
    if (userQueue_.size() >= Hub::kUserQueueSize) {
      userQueue_.pop_front();
      ++shard_.counters->userDropped;
    }
    userQueue_.push_back(std::move(msg));
    if (!writing_) write();
  }

 private:
  bool waiting() const { return pending_ || !userQueue_.empty(); }

  void unregister() {
    shard_.sessions.erase(this);
    if (!userId_) return;
    auto [from, to] = shard_.byUser.equal_range(userId_);
    for (auto it = from; it != to; ++it)
      if (it->second == this) {
        shard_.byUser.erase(it);
        break;
      }
  }

  void write() {
    writing_ = true;
    if (!userQueue_.empty()) {
      inFlight_ = std::move(userQueue_.front());
      userQueue_.pop_front();
    } else {
      inFlight_ = std::move(pending_);
    }
    ws_.async_write(asio::buffer(*inFlight_),
                    [self = shared_from_this()](beast::error_code ec, std::size_t) {
                      self->writing_ = false;
                      self->inFlight_.reset();
                      if (ec) return self->drop();
                      ++self->shard_.counters->sent;
                      if (self->waiting()) self->write();
                    });
  }

  void read() {
    // Keeps control frames (ping/pong/close) flowing; data from the client is ignored.
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->drop();
      self->buffer_.consume(self->buffer_.size());
      self->read();
    });
  }

  void drop() {
    unregister();
    pending_.reset();
    userQueue_.clear();
  }

  websocket::stream<asio::ip::tcp::socket> ws_;
  Hub::Shard& shard_;
  beast::flat_buffer buffer_;
  Message pending_, inFlight_;
  std::deque<Message> userQueue_;
  bool writing_ = false;
  http::ConnectionTicket ticket_;  ///< our slot in the connection limits
  std::int64_t userId_ = 0;        ///< 0: anonymous
};

}  // namespace

Hub::Hub(std::vector<asio::io_context*> contexts, std::function<Message()> welcome,
         std::chrono::milliseconds pingTimeout)
    : welcome_(std::move(welcome)), pingTimeout_(pingTimeout) {
  for (auto* c : contexts)
    shards_.push_back(
        std::make_unique<Shard>(Shard{c, &counters_, &welcome_, pingTimeout_, {}, {}}));
}

Hub::~Hub() = default;

void Hub::accept(beast::tcp_stream stream, http::Request req, http::ConnectionTicket ticket,
                 std::int64_t userId) {
  auto& ctx = asio::query(stream.get_executor(), asio::execution::context);
  for (auto& shard : shards_) {
    if (static_cast<asio::execution_context*>(shard->context) != &ctx) continue;
    std::make_shared<Session>(std::move(stream), *shard, std::move(ticket), userId)
        ->run(std::move(req));
    return;
  }
  spdlog::error("websocket upgrade on an unknown io_context; closing");
}

void Hub::broadcast(Message msg) {
  if (!msg) return;
  for (auto& shard : shards_) {
    asio::post(*shard->context, [s = shard.get(), msg] {
      for (auto& [raw, weak] : s->sessions)
        if (auto session = weak.lock()) session->push(msg);
    });
  }
}

void Hub::sendToUser(std::int64_t userId, Message msg) {
  if (!msg || !userId) return;
  for (auto& shard : shards_) {
    asio::post(*shard->context, [s = shard.get(), userId, msg] {
      auto [from, to] = s->byUser.equal_range(userId);
      std::vector<std::shared_ptr<Session>> targets;
      for (auto it = from; it != to; ++it)
        if (auto found = s->sessions.find(it->second); found != s->sessions.end())
          if (auto session = found->second.lock()) targets.push_back(std::move(session));
      for (auto& session : targets) session->pushToUser(msg);
    });
  }
}

Hub::Stats Hub::stats() const {
  return {counters_.connections.load(), counters_.sent.load(), counters_.superseded.load(),
          counters_.userDropped.load()};
}

}  // namespace aurum::ws
