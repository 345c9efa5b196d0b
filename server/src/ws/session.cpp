#include "ws/session.hpp"

#include <sys/socket.h>

#include <cerrno>

namespace aurum::ws {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {
/// Walks `sessions` while `f` may unregister the current one (swap with the last, pop).
template <class F>
void forEachSession(std::vector<Session*>& sessions, F&& f) {
  for (std::size_t i = 0; i < sessions.size();) {
    Session* s = sessions[i];
    f(*s);
    if (i < sessions.size() && sessions[i] == s) ++i;
  }
}
}  // namespace

void Hub::Shard::goAway() {
  forEachSession(sessions, [](Session& s) { s.goAway(); });
}

void Hub::Shard::broadcast(const Frame& frame) {
  std::uint64_t written = 0, replaced = 0;
  forEachSession(sessions, [&](Session& s) {
    switch (s.push(frame)) {
      case Session::Push::kSent:
        ++written;
        break;
      case Session::Push::kSuperseded:
        ++replaced;
        break;
      default:
        break;
    }
  });
  // Once per broadcast: the counters are shared with stats() readers on other threads.
  sent.fetch_add(written, std::memory_order_relaxed);
  superseded.fetch_add(replaced, std::memory_order_relaxed);
}

Frame Hub::Shard::welcomeFrame() {
  auto current = welcome();
  if (!current) return nullptr;
  if (current != welcomeSource) {
    welcomeSource = current;
    welcomeFramed = std::make_shared<const std::string>(serverFrame(Opcode::kText, *current));
  }
  return welcomeFramed;
}

void Hub::Shard::sweep() {
  const auto now = Clock::now();
  forEachSession(sessions, [now](Session& s) { s.checkIdle(now); });
}

Session::Session(tcp::socket socket, Hub::Shard& shard, http::ConnectionTicket ticket,
                 std::int64_t userId)
    : socket_(std::move(socket)), shard_(shard), ticket_(std::move(ticket)), userId_(userId) {}

Session::~Session() {
  unregister();
  shard_.connections.fetch_sub(1, std::memory_order_relaxed);
}

void Session::start() {
  slot = shard_.sessions.size();
  shard_.sessions.push_back(this);
  if (userId_) shard_.byUser.emplace(userId_, this);
  registered_ = true;
  lastHeard_ = Clock::now();
  if (auto first = shard_.welcomeFrame()) {
    user_.push_back(std::move(first));
    flush();
  }
  if (!closed_) waitReadable();
}

Session::Push Session::push(const Frame& frame) {
  if (closed_ || closing_) return Push::kDropped;
  if (inFlight_ || !control_.empty() || !user_.empty()) {
    const bool replaced = pending_ != nullptr;
    pending_ = frame;
    return replaced ? Push::kSuperseded : Push::kWaiting;
  }
  // The common case: the socket takes the whole frame at once; nothing is copied or counted.
  const auto n =
      ::send(socket_.native_handle(), frame->data(), frame->size(), MSG_DONTWAIT | MSG_NOSIGNAL);
  if (n == static_cast<ssize_t>(frame->size())) return Push::kSent;
  if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
    close();
    return Push::kDropped;
  }
  inFlight_ = frame;
  offset_ = n > 0 ? static_cast<std::size_t>(n) : 0;
  inFlightCounts_ = true;
  flush();
  return Push::kWaiting;
}

void Session::pushToUser(Frame frame) {
  if (closed_ || closing_) return;
  if (user_.size() >= Hub::kUserQueueSize) {
    user_.erase(user_.begin());
    shard_.userDropped.fetch_add(1, std::memory_order_relaxed);
  }
  user_.push_back(std::move(frame));
  flush();
}

void Session::checkIdle(Clock::time_point now) {
  if (closed_) return;
  const auto idle = now - lastHeard_;
  if (idle >= shard_.pingTimeout) return close();
  if (idle >= shard_.pingTimeout / 2 && !pinged_ && !closing_) {
    pinged_ = true;
    control_.push_back(shard_.ping);
    flush();
  }
}

/// Writes what is waiting until the socket is full (then waits for it) or nothing is left.
void Session::flush() {
  while (!closed_ && !writeWaiting_) {
    if (!inFlight_ && !takeNext()) break;
    if (!writeSome()) return;
  }
  if (closing_ && !closed_ && !inFlight_ && control_.empty()) close();  // the close frame went out
}

/// Control frames first, then the user's messages, then the latest broadcast.
bool Session::takeNext() {
  auto take = [this](std::vector<Frame>& queue, bool counts) {
    inFlight_ = std::move(queue.front());
    queue.erase(queue.begin());
    inFlightCounts_ = counts;
    return true;
  };
  offset_ = 0;
  if (!control_.empty()) return take(control_, false);
  if (closing_) return false;
  if (!user_.empty()) return take(user_, true);
  if (!pending_) return false;
  inFlight_ = std::move(pending_);
  inFlightCounts_ = true;
  return true;
}

/// One send() of the frame in progress; false when the socket is full or gone.
bool Session::writeSome() {
  const auto n = ::send(socket_.native_handle(), inFlight_->data() + offset_,
                        inFlight_->size() - offset_, MSG_DONTWAIT | MSG_NOSIGNAL);
  if (n >= 0) {
    offset_ += static_cast<std::size_t>(n);
    if (offset_ == inFlight_->size()) {
      if (inFlightCounts_) shard_.sent.fetch_add(1, std::memory_order_relaxed);
      inFlight_.reset();
    }
    return true;
  }
  if (errno == EINTR) return true;
  if (errno == EAGAIN || errno == EWOULDBLOCK) {
    waitWritable();
    return false;
  }
  close();
  return false;
}

void Session::waitWritable() {
  writeWaiting_ = true;
  socket_.async_wait(tcp::socket::wait_write, [self = shared_from_this()](auto ec) {
    self->writeWaiting_ = false;
    if (ec || self->closed_) return self->close();
    self->flush();
  });
}

void Session::waitReadable() {
  socket_.async_wait(tcp::socket::wait_read, [self = shared_from_this()](auto ec) {
    if (ec || self->closed_) return self->close();
    self->onReadable();
  });
}

void Session::onReadable() {
  auto& buf = shard_.readBuffer;
  for (int round = 0; round < 4 && !closed_ && !closing_; ++round) {
    const auto n = ::recv(socket_.native_handle(), buf.data(), buf.size(), MSG_DONTWAIT);
    if (n == 0) return close();  // the peer went away
    if (n < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK) break;
      return close();
    }
    lastHeard_ = Clock::now();
    pinged_ = false;
    auto status = reader_.feed(std::string_view(buf.data(), static_cast<std::size_t>(n)),
                               [this](Opcode op, std::string_view p) { onControl(op, p); });
    if (status == FrameReader::Status::kTooBig) return closeWith(kCloseTooBig);
    if (status == FrameReader::Status::kProtocolError) return closeWith(kCloseProtocolError);
    if (static_cast<std::size_t>(n) < buf.size()) break;
  }
  if (!closed_ && !closing_) waitReadable();
}

void Session::onControl(Opcode op, std::string_view payload) {
  if (closing_) return;
  if (op == Opcode::kPing) {
    control_.push_back(std::make_shared<const std::string>(serverFrame(Opcode::kPong, payload)));
    flush();
  } else if (op == Opcode::kClose) {
    // Answer with the peer's code (or an empty close), then end the connection.
    closing_ = true;
    control_.push_back(std::make_shared<const std::string>(
        serverFrame(Opcode::kClose, payload.substr(0, payload.size() >= 2 ? 2 : 0))));
    flush();
  }
}

void Session::goAway() {
  if (!closed_ && !closing_) closeWith(kCloseGoingAway);
}

void Session::closeWith(std::uint16_t code) {
  closing_ = true;
  control_.push_back(std::make_shared<const std::string>(closeFrame(code)));
  flush();
}

void Session::close() {
  if (closed_) return;
  closed_ = true;
  unregister();
  pending_.reset();
  inFlight_.reset();
  user_.clear();
  control_.clear();
  boost::system::error_code ec;
  socket_.shutdown(tcp::socket::shutdown_both, ec);
  socket_.close(ec);  // the waits still pending finish with operation_aborted and let go of us
}

void Session::unregister() {
  if (!registered_) return;
  registered_ = false;
  auto& list = shard_.sessions;
  list[slot] = list.back();
  list[slot]->slot = slot;
  list.pop_back();
  if (!userId_) return;
  auto [from, to] = shard_.byUser.equal_range(userId_);
  for (auto it = from; it != to; ++it)
    if (it->second == this) {
      shard_.byUser.erase(it);
      break;
    }
}

}  // namespace aurum::ws
