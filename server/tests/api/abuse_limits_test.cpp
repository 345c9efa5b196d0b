// Limits that need a server of their own: registration and contact rates, the password-hashing
// pool, connection caps and the WebSocket ping timeout.
#include <poll.h>

#include <atomic>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <thread>
#include <vector>

#include "harness.hpp"
#include "own_app.hpp"

using namespace aurum;
using namespace aurum::testing;
namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;
using verb = boost::beast::http::verb;

namespace {

HttpResult postFrom(Client& c, const std::string& address, const std::string& path,
                    const boost::json::object& body) {
  return c.request(verb::post, path, boost::json::serialize(body),
                   {{"Content-Type", "application/json"}, {"X-Forwarded-For", address}});
}

boost::json::object registration() {
  return {{"role", "client"},
          {"firstName", "Rate"},
          {"lastName", "Test"},
          {"email", uniqueEmail("rate")},
          {"password", "a long enough password"}};
}

/// Connects from `source` (any 127.x address works on loopback) to the server.
tcp::socket connectFrom(asio::io_context& ioc, const std::string& source, unsigned short port) {
  tcp::socket s(ioc);
  s.open(tcp::v4());
  s.bind(tcp::endpoint(asio::ip::make_address(source), 0));
  s.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
  return s;
}

/// True when the server closes `s` within `limit` (reading and discarding whatever it sent).
bool closedWithin(tcp::socket& s, std::chrono::milliseconds limit) {
  auto deadline = std::chrono::steady_clock::now() + limit;
  char buf[8192];
  while (std::chrono::steady_clock::now() < deadline) {
    pollfd p{s.native_handle(), POLLIN, 0};
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (::poll(&p, 1, static_cast<int>(std::max<long>(1, left.count()))) <= 0) continue;
    beast::error_code ec;
    s.read_some(asio::buffer(buf), ec);
    if (ec) return true;  // eof or reset
  }
  return false;
}

/// A plain GET on an already connected socket; the status, or 0 when the connection was closed.
unsigned getOn(tcp::socket& s, const std::string& target) {
  beast::http::request<beast::http::string_body> req{verb::get, target, 11};
  req.set(beast::http::field::host, "127.0.0.1");
  beast::error_code ec;
  beast::http::write(s, req, ec);
  if (ec) return 0;
  beast::flat_buffer buf;
  beast::http::response<beast::http::string_body> res;
  beast::http::read(s, buf, res, ec);
  return ec ? 0 : res.result_int();
}

}  // namespace

TEST(AbuseLimits, RegistrationAndContactRequestsAreRateLimitedPerAddress) {
  auto own = startOwnApp("rates", [](app::Config& c) {
    c.abuse.trustedProxies = "127.0.0.1/32";
    c.abuse.registrationsPerHour = 3;
    c.abuse.contactRequestsPerHour = 2;
  });
  Client c(own.port);
  for (int i = 0; i < 3; ++i)
    EXPECT_EQ(postFrom(c, "198.51.100.50", "/api/auth/register", registration()).status, 201u);
  auto limited = postFrom(c, "198.51.100.50", "/api/auth/register", registration());
  EXPECT_EQ(limited.status, 429u);
  EXPECT_EQ(limited.json().at("code"), "rate_limited");
  EXPECT_GT(std::stoi(limited.header("Retry-After")), 0);
  EXPECT_EQ(postFrom(c, "198.51.100.51", "/api/auth/register", registration()).status, 201u);

  boost::json::object contact{
      {"name", "Ann Lee"}, {"email", "ann@example.com"}, {"message", "Please call me back"}};
  for (int i = 0; i < 2; ++i)
    EXPECT_EQ(postFrom(c, "2001:db8:50::1", "/api/contact-requests", contact).status, 201u);
  auto again = postFrom(c, "2001:db8:50::2", "/api/contact-requests", contact);  // same /64
  EXPECT_EQ(again.status, 429u);
  EXPECT_FALSE(again.header("Retry-After").empty());
  EXPECT_EQ(postFrom(c, "2001:db8:51::1", "/api/contact-requests", contact).status, 201u);
}

TEST(AbuseLimits, ARegistrationFloodCannotStarveOtherCallsAndOverflowIs503) {
  auto own = startOwnApp("hashflood", [](app::Config& c) {
    c.fastPasswordHashing = false;  // real argon2id: each hash takes a while
    c.abuse.trustedProxies = "127.0.0.1/32";
    c.abuse.registrationsPerHour = 1000;
    c.abuse.hashThreads = 1;
    c.abuse.hashQueue = 1;
  });
  Client reader(own.port);
  ASSERT_EQ(reader.get("/api/demo-login/client").status, 302u);
  std::atomic<int> created{0}, busy{0}, other{0};
  std::atomic<bool> flooding{true};
  std::vector<std::thread> flood;
  for (int i = 0; i < 12; ++i)
    flood.emplace_back([&, i] {
      Client c(own.port);
      while (flooding) {
        auto r = postFrom(c, "198.51.100." + std::to_string(60 + i), "/api/auth/register",
                          registration());
        if (r.status == 201)
          ++created;
        else if (r.status == 503 && r.json().at("code") == "unavailable" &&
                 !r.header("Retry-After").empty()) {
          ++busy;
          std::this_thread::sleep_for(
              std::chrono::milliseconds(20));  // a client honouring Retry-After, briefly
        } else {
          ++other;
        }
      }
    });
  // Database reads on the worker pool keep answering while the flood runs.
  int answered = 0;
  for (int i = 0; i < 10; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    if (reader.get("/api/orders").status == 200) ++answered;
  }
  flooding = false;
  for (auto& t : flood) t.join();
  EXPECT_EQ(answered, 10);
  EXPECT_GT(created.load(), 0);
  EXPECT_GT(busy.load(), 0);
  EXPECT_EQ(other.load(), 0);
}

TEST(AbuseLimits, ConnectionsAreCappedPerAddressAndInTotal) {
  auto own = startOwnApp("conns", [](app::Config& c) {
    c.abuse.maxConnections = 5;
    c.abuse.maxConnectionsPerAddress = 3;
  });
  asio::io_context ioc;
  std::vector<tcp::socket> held;
  // Each held connection answers a request first, so the server has really accepted (and counted)
  // it: a bare connect may still sit in another acceptor's backlog when the next one arrives.
  for (int i = 0; i < 2; ++i) {
    held.push_back(connectFrom(ioc, "127.0.0.1", own.port));
    ASSERT_EQ(getOn(held.back(), "/healthz"), 200u);
  }
  // A WebSocket counts like any other connection.
  beast::websocket::stream<tcp::socket> ws(connectFrom(ioc, "127.0.0.1", own.port));
  ws.handshake("127.0.0.1", "/api/ws");
  auto fourth = connectFrom(ioc, "127.0.0.1", own.port);
  EXPECT_TRUE(closedWithin(fourth, std::chrono::seconds(5))) << "over the per-address cap";
  // Other addresses still get in, up to the total.
  held.push_back(connectFrom(ioc, "127.0.0.2", own.port));
  EXPECT_EQ(getOn(held.back(), "/healthz"), 200u);
  held.push_back(connectFrom(ioc, "127.0.0.3", own.port));
  EXPECT_EQ(getOn(held.back(), "/healthz"), 200u);
  auto sixth = connectFrom(ioc, "127.0.0.4", own.port);
  EXPECT_TRUE(closedWithin(sixth, std::chrono::seconds(5))) << "over the total";
  // Closing one frees its slot.
  held.front().close();
  // The server notices the close on its next read; retry for a while rather than guess its timing.
  unsigned status = 0;
  for (int attempt = 0; attempt < 50 && status != 200u; ++attempt) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    auto again = connectFrom(ioc, "127.0.0.1", own.port);
    status = getOn(again, "/healthz");
  }
  EXPECT_EQ(status, 200u) << "closing a connection frees its slot";
}

TEST(AbuseLimits, AWebSocketPeerThatNeverAnswersPingsIsClosed) {
  auto own = startOwnApp("wsping", [](app::Config& c) {
    c.abuse.wsPingTimeoutMs = 1000;
    c.market.tickMs = 50;  // the server keeps writing: a silent listener is not idle
  });
  asio::io_context ioc;
  // Completes the handshake by hand, then never reads nor answers a ping.
  tcp::socket silent(ioc);
  silent.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), own.port));
  std::string upgrade =
      "GET /api/ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n";
  asio::write(silent, asio::buffer(upgrade));
  std::string head;
  char ch;
  while (head.find("\r\n\r\n") == std::string::npos && asio::read(silent, asio::buffer(&ch, 1)))
    head += ch;
  ASSERT_EQ(head.rfind("HTTP/1.1 101", 0), 0u) << head;

  // A live client answers the pings (Beast does so while reading) and stays connected.
  beast::websocket::stream<tcp::socket> live(ioc);
  live.next_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), own.port));
  live.handshake("127.0.0.1", "/api/ws");
  auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(2500);
  beast::error_code ec;
  while (!ec && std::chrono::steady_clock::now() < until) {
    beast::flat_buffer buf;
    live.read(buf, ec);
  }
  EXPECT_FALSE(ec) << "a client that answers pings must stay open: " << ec.message();

  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  EXPECT_TRUE(closedWithin(silent, std::chrono::seconds(3)));
}
