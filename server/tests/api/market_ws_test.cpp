#include <sys/socket.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include "harness.hpp"

using namespace aurum::testing;
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

/// A blocking WebSocket client; reads give up after 20 s so a broken server fails instead of
/// hanging.
struct WsClient {
  asio::io_context ioc;
  websocket::stream<tcp::socket> ws{ioc};

  explicit WsClient(int receiveBuffer = 0) {
    auto& sock = ws.next_layer();
    sock.open(tcp::v4());
    if (receiveBuffer) sock.set_option(asio::socket_base::receive_buffer_size(receiveBuffer));
    timeval tv{20, 0};
    ::setsockopt(sock.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    sock.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), TestServer::get().port));
    ws.handshake("127.0.0.1", "/api/ws");
  }
  boost::json::value next() {
    beast::flat_buffer buf;
    ws.read(buf);
    return boost::json::parse(beast::buffers_to_string(buf.data()));
  }
  std::string nextRaw() {
    beast::flat_buffer buf;
    ws.read(buf);
    return beast::buffers_to_string(buf.data());
  }
};

}  // namespace

TEST(MarketSocket, SendsTheSnapshotThenEveryTick) {
  WsClient c;
  auto first = c.next();
  EXPECT_EQ(first.at("type").as_string(), "snapshot");
  ASSERT_EQ(first.at("ticks").as_array().size(), 4u);
  auto seq = first.at("seq").to_number<std::uint64_t>();
  for (int i = 0; i < 3; ++i) {
    tick();
    auto m = c.next();
    EXPECT_EQ(m.at("type").as_string(), "tick");
    EXPECT_GT(m.at("seq").to_number<std::uint64_t>(), seq);
    seq = m.at("seq").to_number<std::uint64_t>();
    EXPECT_GT(m.at("createdAtUs").to_number<std::int64_t>(), 0);
    const auto& t = m.at("ticks").at(0).as_object();
    EXPECT_EQ(t.at("symbol").as_string(), "XAUUSD");
    for (const char* f :
         {"price", "bid", "ask", "change", "changePercent", "high24h", "low24h", "time"})
      EXPECT_TRUE(t.contains(f)) << f;
    EXPECT_EQ(t.at("time").to_number<std::int64_t>(), TestServer::get().clock->nowMs());
  }
}

TEST(MarketSocket, TickMatchesTheRealTimePrices) {
  WsClient c;
  c.next();
  tick();
  auto m = c.next();
  auto rt = TestServer::get().client().get("/api/real-time-prices").json();
  EXPECT_EQ(boost::json::serialize(m.at("ticks").at(2).at("price")),
            boost::json::serialize(rt.at(2).at("price")));
}

TEST(MarketSocket, ClientThatNeverReadsGetsOnlyTheLatestAndDoesNotHoldUpOthers) {
  auto* hub = TestServer::get().app->marketHub();
  ASSERT_NE(hub, nullptr);
  WsClient slow(4096);  // handshakes, then never reads again
  slow.nextRaw();       // the welcome snapshot (so it is registered)
  WsClient fast;
  fast.next();
  auto before = hub->stats();

  // Far more than socket buffers can hold for a reader that does not read: 200 x 256 KiB.
  const int kMessages = 200;
  std::string pad(256 * 1024, 'x');
  for (int i = 0; i < kMessages; ++i)
    hub->broadcast(std::make_shared<const std::string>(
        R"({"type":"test","n":)" + std::to_string(i) + R"(,"pad":")" + pad + "\"}"));
  // The fast client reaches the last message (it may skip some: it holds only the latest too).
  int last = -1;
  while (last != kMessages - 1) {
    auto m = fast.next();
    if (m.at("type").as_string() == "test")
      last = static_cast<int>(m.at("n").to_number<std::int64_t>());
  }
  auto after = hub->stats();
  // The stuck socket took at most a few buffers' worth; every other message replaced the waiting
  // one instead of queueing (memory stays one message per connection).
  EXPECT_GE(after.superseded - before.superseded, static_cast<std::uint64_t>(kMessages / 2));

  // Ticks keep reaching the healthy client.
  tick();
  for (;;) {
    auto m = fast.next();
    if (m.at("type").as_string() == "tick") break;
  }
  EXPECT_GE(hub->stats().connections, 2u);
}
