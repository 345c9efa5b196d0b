#pragma once
#include <array>
#include <atomic>
#include <boost/asio/ip/tcp.hpp>
#include <chrono>
#include <memory>
#include <unordered_map>
#include <vector>

#include "ws/frame.hpp"
#include "ws/hub.hpp"

namespace aurum::ws {

/// Bytes ready to write as they are: a whole WebSocket frame (header and payload), shared by every
/// connection it goes to.
using Frame = std::shared_ptr<const std::string>;

class Session;

/// One io_context's connections. Everything but the counters is touched on that context's thread
/// only, so no session needs a strand or a mutex.
struct Hub::Shard {
  Shard(boost::asio::io_context& c, std::function<Message()>& w, std::chrono::milliseconds ping)
      : context(c), welcome(w), pingTimeout(ping) {}

  /// Writes `frame` to every connection (the broadcast loop).
  void broadcast(const Frame& frame);
  /// The framed welcome message; framed again only when the snapshot changed.
  Frame welcomeFrame();
  /// Pings connections that went quiet, closes those that stayed so.
  void sweep();
  /// Closes every connection with 1001 going away.
  void goAway();

  boost::asio::io_context& context;
  std::function<Message()>& welcome;
  std::chrono::milliseconds pingTimeout;
  /// Contiguous, so the broadcast loop walks an array; a session knows its slot.
  std::vector<Session*> sessions;
  /// Signed-in connections by user (a subset of `sessions`).
  std::unordered_multimap<std::int64_t, Session*> byUser;
  Message welcomeSource;
  Frame welcomeFramed;
  const Frame ping = std::make_shared<const std::string>(serverFrame(Opcode::kPing, {}));
  /// Where every connection of this shard reads into (their reads run one at a time).
  std::array<char, 16384> readBuffer{};

  // Written by this shard's thread, read by stats() from any thread; one cache line per shard.
  alignas(64) std::atomic<std::size_t> connections{0};  ///< including handshakes in progress
  std::atomic<std::uint64_t> sent{0}, superseded{0}, userDropped{0};
};

/// One WebSocket connection on the bare socket. Writes are plain non-blocking send() calls of
/// pre-framed bytes; only when the socket is full does the connection wait for it (async_wait),
/// keeping the frame in progress plus the latest broadcast. Reads wait for readability and take
/// the bytes into the shard's buffer; control frames are answered, data from clients is ignored.
class Session : public std::enable_shared_from_this<Session> {
 public:
  enum class Push { kSent, kWaiting, kSuperseded, kDropped };

  Session(boost::asio::ip::tcp::socket socket, Hub::Shard& shard, http::ConnectionTicket ticket,
          std::int64_t userId);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  /// Registers with the shard, sends the welcome message and starts reading.
  void start();
  /// A broadcast: written now when the socket takes it, else kept in the single "latest" slot.
  Push push(const Frame& frame);
  /// The user's own message: queued (bounded), never replaced by a broadcast, sent before one.
  void pushToUser(Frame frame);
  /// Closes with 1001 going away (the server is shutting down; clients reconnect elsewhere).
  void goAway();
  /// Ping after half the timeout without a byte from the peer; close after all of it.
  void checkIdle(std::chrono::steady_clock::time_point now);

  std::size_t slot = 0;  ///< index in shard.sessions while registered

 private:
  void flush();
  bool takeNext();
  bool writeSome();
  void waitWritable();
  void waitReadable();
  void onReadable();
  void onControl(Opcode op, std::string_view payload);
  void closeWith(std::uint16_t code);
  void close();
  void unregister();

  boost::asio::ip::tcp::socket socket_;
  Hub::Shard& shard_;
  FrameReader reader_{Hub::kMaxClientMessage};
  Frame inFlight_;                     ///< partly written
  std::size_t offset_ = 0;             ///< of inFlight_
  Frame pending_;                      ///< latest broadcast waiting for the socket
  std::vector<Frame> control_, user_;  ///< pong/close frames, then the user's messages
  std::chrono::steady_clock::time_point lastHeard_;
  http::ConnectionTicket ticket_;  ///< our slot in the connection limits
  std::int64_t userId_ = 0;        ///< 0: anonymous
  bool registered_ = false, inFlightCounts_ = false, writeWaiting_ = false, pinged_ = false,
       closing_ = false, closed_ = false;
};

}  // namespace aurum::ws
