#pragma once
#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "http/connection_limits.hpp"
#include "http/types.hpp"

namespace aurum::ws {

/// A serialized message, shared read-only by every connection it goes to.
using Message = std::shared_ptr<const std::string>;

/// WebSocket fan-out (docs/market-data.md). Each connection is placed on the I/O thread with the
/// fewest and lives there; the hub keeps one registry per io_context, touched only on that
/// context's thread. `broadcast` frames the message once and posts one handler per io_context,
/// which writes the same bytes to each of its connections with a plain non-blocking send(). A
/// connection whose socket is full holds at most one waiting broadcast message (the latest): a
/// slow reader skips ticks instead of queueing them. A signed-in connection also has a small queue
/// for messages to its user (`sendToUser`, e.g. notifications) that ticks never overwrite; those
/// go out first.
class Hub {
 public:
  /// `welcome` gives the message sent first on every new connection (the current snapshot).
  /// A connection from which nothing (not even a pong) arrives for `pingTimeout` is closed: the
  /// hub pings it halfway through, so a live client always answers in time.
  Hub(std::vector<boost::asio::io_context*> contexts, std::function<Message()> welcome,
      std::chrono::milliseconds pingTimeout = std::chrono::seconds(60));
  ~Hub();
  Hub(const Hub&) = delete;
  Hub& operator=(const Hub&) = delete;

  /// Takes over an upgrade request's stream (called on the stream's I/O thread); holds `ticket`
  /// until the connection closes.
  /// `userId` is the signed-in user the upgrade request's session cookie named (0: anonymous).
  void accept(boost::beast::tcp_stream stream, http::Request req,
              http::ConnectionTicket ticket = {}, std::int64_t userId = 0);
  /// Sends `msg` to every open connection; callable from any thread, never blocks.
  void broadcast(Message msg);
  /// Queues `msg` on every open connection of `userId` (any io_context); callable from any thread,
  /// never blocks. A connection with kUserQueueSize messages waiting drops its oldest one.
  void sendToUser(std::int64_t userId, Message msg);
  static constexpr std::size_t kUserQueueSize = 32;
  /// Largest message a client may send (they have nothing to send but control frames).
  static constexpr std::uint32_t kMaxClientMessage = 4096;

  /// Closes every connection with 1001 going away (a draining server); callable from any thread.
  void goAway();

  struct Stats {
    std::size_t connections = 0;
    std::uint64_t sent = 0;  ///< messages written to sockets
    std::uint64_t superseded =
        0;  ///< messages replaced by a newer one before a slow socket took them
    std::uint64_t userDropped = 0;  ///< user messages dropped from a full queue
  };
  Stats stats() const;

  struct Shard;

 private:
  std::function<Message()> welcome_;
  std::chrono::milliseconds pingTimeout_;
  std::vector<std::unique_ptr<Shard>> shards_;
};

}  // namespace aurum::ws
