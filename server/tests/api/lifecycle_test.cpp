// A server stops cleanly with clients still connected: WebSocket subscribers, a keep-alive HTTP
// connection and the tick thread running. Run under the sanitizer build (scripts/test.sh), this
// catches objects outliving what they point into (an acceptor once outlived its io_context).
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <thread>

#include "harness.hpp"
#include "own_app.hpp"

using namespace aurum;
namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

TEST(Lifecycle, StopsWithOpenWebSocketsAndKeepAliveConnections) {
  if (const char* b = std::getenv("AURUM_TEST_BACKEND"); b && std::string(b) == "postgres")
    GTEST_SKIP() << "backend-independent; runs once, on SQLite";
  auto dir =
      std::filesystem::temp_directory_path() / ("aurum-lifecycle-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  app::Config config;
  config.port = 0;
  config.bind = "127.0.0.1";
  config.databaseUrl = (dir / "life.db").string();
  config.webRoot = aurum::testing::testWebRoot();
  config.ioThreads = 2;
  config.workerThreads = 2;
  config.fastPasswordHashing = true;
  config.market.tickMs = 20;  // the tick thread runs and pushes while we stop
  config.market.historyDays = 1;
  auto app = std::make_unique<app::App>(config);
  app->prepare();
  const auto port = app->start();

  asio::io_context ioc;
  std::vector<std::unique_ptr<websocket::stream<tcp::socket>>> sockets;
  for (int i = 0; i < 32; ++i) {
    auto ws = std::make_unique<websocket::stream<tcp::socket>>(ioc);
    ws->next_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
    ws->handshake("127.0.0.1", "/api/ws");
    beast::flat_buffer buf;
    ws->read(buf);  // the snapshot
    sockets.push_back(std::move(ws));
  }
  aurum::testing::Client http(port);
  ASSERT_EQ(http.get("/api/real-time-prices").status, 200u);
  tcp::socket idle(ioc);  // connected, never sends a request
  idle.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));

  const auto started = std::chrono::steady_clock::now();
  app.reset();  // stop() and destruction with all of the above still open
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(15));

  // The server is gone: every subscriber sees its connection end.
  for (auto& ws : sockets) {
    beast::flat_buffer buf;
    beast::error_code ec;
    for (int n = 0; n < 1000 && !ec; ++n) ws->read(buf, ec);  // drain ticks already sent
    EXPECT_TRUE(ec);
  }
  std::filesystem::remove_all(dir);
}

// SIGTERM's drain (AURUM_DRAIN_SECONDS): /readyz says 503 so a balancer stops sending, requests
// still succeed but close their connections, new WebSockets are refused, then the open ones are
// closed with 1001 going away.
TEST(Lifecycle, DrainAnswersNotReadyThenClosesWebSocketsGoingAway) {
  auto own = aurum::testing::startOwnApp("drain", [](app::Config& c) { c.ioThreads = 2; });
  const auto port = own.port;
  asio::io_context ioc;
  websocket::stream<tcp::socket> ws(ioc);
  ws.next_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
  ws.handshake("127.0.0.1", "/api/ws");
  beast::flat_buffer buf;
  ws.read(buf);  // the snapshot
  aurum::testing::Client http(port);
  ASSERT_EQ(http.get("/readyz").status, 200u);

  std::thread drain([&] { own.app->drain(std::chrono::seconds(2)); });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  auto ready = http.get("/readyz");
  EXPECT_EQ(ready.status, 503u);
  auto prices = http.get("/api/real-time-prices");
  EXPECT_EQ(prices.status, 200u);
  EXPECT_EQ(prices.header("Connection"), "close");
  // A new WebSocket is turned away while draining (the client reconnects elsewhere).
  websocket::stream<tcp::socket> late(ioc);
  late.next_layer().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
  beast::error_code ec;
  late.handshake("127.0.0.1", "/api/ws", ec);
  EXPECT_TRUE(ec);
  drain.join();

  // The open WebSocket got a close frame with 1001.
  ec = {};
  for (int n = 0; n < 1000 && !ec; ++n) ws.read(buf, ec);
  EXPECT_TRUE(ec);  // closed (or the teardown's own error once the server hung up)
  EXPECT_EQ(ws.reason().code, websocket::close_code::going_away) << ec.message();
  own.app->stop();
}

namespace {

/// The names of this process's threads by id (/proc/self/task/<id>/comm).
std::map<std::string, std::string> threadNames() {
  std::map<std::string, std::string> out;
  for (const auto& task : std::filesystem::directory_iterator("/proc/self/task")) {
    std::ifstream comm(task.path() / "comm");
    std::string name;
    std::getline(comm, name);
    out[task.path().filename().string()] = name;
  }
  return out;
}

}  // namespace

TEST(Lifecycle, EachThreadTheServerStartsIsNamedForItsRole) {
  const char* backend = std::getenv("AURUM_TEST_BACKEND");
  const bool sqlite = !backend || std::string(backend) != "postgres";
  const auto before = threadNames();
  auto own = aurum::testing::startOwnApp("threads", [](app::Config& c) {
    c.ioThreads = 2;
    c.workerThreads = 3;
    c.market.tickMs = 60'000;  // the tick thread starts (and waits)
  });

  std::multiset<std::string> started;
  for (const auto& [id, name] : threadNames())
    if (!before.contains(id)) started.insert(name);
  EXPECT_EQ(started.count("aurum-writer"), sqlite ? 1u : 0u);  // SQLite's one writer
  EXPECT_EQ(started.count("aurum-io-0"), 1u);
  EXPECT_EQ(started.count("aurum-io-1"), 1u);
  EXPECT_EQ(started.count("aurum-worker"), 3u);
  EXPECT_EQ(started.count("aurum-market"), 1u);
  for (const auto& name : started) EXPECT_TRUE(name.starts_with("aurum-")) << name;
  own.app->stop();
}
