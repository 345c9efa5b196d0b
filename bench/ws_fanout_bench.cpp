// WebSocket fan-out benchmark: opens N connections to /api/ws, measures the latency from each
// tick's creation on the server (createdAtUs in the message, wall clock shared on one machine) to
// its arrival, and samples the server's RSS and CPU from /proc. Prints one table row.
//
//   ws_fanout_bench --port 8080 --connections 10000 --duration 15 --pid <server pid>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <mutex>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

struct Options {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;
  int connections = 1000;
  int duration = 10;
  int threads = 2;
  int sources = 8;  ///< source addresses 127.0.0.1 .. 127.0.0.N (each has ~28k ephemeral ports)
  int pid = 0;
};

std::atomic<bool> measuring{false};
std::atomic<int> connected{0}, failed{0}, closed{0};
std::atomic<long> received{0};

std::int64_t nowUs() {
  using namespace std::chrono;
  return duration_cast<microseconds>(system_clock::now().time_since_epoch()).count();
}

long rssKb(int pid) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(f, line))
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return 0;
}

/// utime + stime of a process, in clock ticks.
long cpuTicks(int pid) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/stat");
  std::string s((std::istreambuf_iterator<char>(f)), {});
  auto close = s.rfind(')');
  std::istringstream in(s.substr(close + 2));
  std::string field;
  long utime = 0, stime = 0;
  for (int i = 3; in >> field; ++i) {
    if (i == 14) utime = std::stol(field);
    if (i == 15) {
      stime = std::stol(field);
      break;
    }
  }
  return utime + stime;
}

struct Worker {
  asio::io_context ioc{1};
  std::vector<std::int64_t> latencies;  ///< arrival - tick creation (includes storing the tick)
  std::vector<std::int64_t> fanout;     ///< arrival - publication (the WebSocket push alone)
};

asio::awaitable<void> client(Worker& w, const Options& o, int index) {
  auto ex = co_await asio::this_coro::executor;
  websocket::stream<beast::tcp_stream> ws(ex);
  try {
    auto& sock = beast::get_lowest_layer(ws).socket();
    sock.open(tcp::v4());
    sock.set_option(tcp::socket::reuse_address(true));
    auto src = asio::ip::make_address_v4("127.0.0." + std::to_string(1 + index % o.sources));
    sock.bind(tcp::endpoint(src, 0));
    beast::get_lowest_layer(ws).expires_after(std::chrono::seconds(30));
    co_await sock.async_connect(tcp::endpoint(asio::ip::make_address(o.host), o.port),
                                asio::use_awaitable);
    co_await ws.async_handshake(o.host, "/api/ws", asio::use_awaitable);
    beast::get_lowest_layer(ws).expires_never();
  } catch (const std::exception& e) {
    if (failed++ < 5) std::fprintf(stderr, "connection %d failed: %s\n", index, e.what());
    co_return;
  }
  ++connected;
  beast::flat_buffer buf;
  try {
    for (;;) {
      co_await ws.async_read(buf, asio::use_awaitable);
      auto arrived = nowUs();
      ++received;
      std::string_view msg(static_cast<const char*>(buf.data().data()), buf.size());
      if (measuring.load(std::memory_order_relaxed) &&
          msg.find("\"type\":\"tick\"") != std::string_view::npos) {
        auto pos = msg.find("\"createdAtUs\":");
        if (pos != std::string_view::npos) {
          auto created = std::strtoll(msg.data() + pos + 14, nullptr, 10);
          w.latencies.push_back(arrived - created);
        }
        auto pub = msg.find("\"publishedAtUs\":");
        if (pub != std::string_view::npos)
          w.fanout.push_back(arrived - std::strtoll(msg.data() + pub + 16, nullptr, 10));
      }
      buf.consume(buf.size());
    }
  } catch (const std::exception&) {
    ++closed;
  }
}

asio::awaitable<void> opener(Worker& w, const Options& o, int first, int step) {
  // Opens this worker's share in small concurrent batches (keeps the listen backlog from
  // overflowing).
  auto ex = co_await asio::this_coro::executor;
  asio::steady_timer pause(ex);
  for (int i = first, n = 0; i < o.connections; i += step, ++n) {
    asio::co_spawn(ex, client(w, o, i), asio::detached);
    if (n % 100 == 99) {
      pause.expires_after(std::chrono::milliseconds(20));
      co_await pause.async_wait(asio::use_awaitable);
    }
  }
}

double percentile(std::vector<std::int64_t>& v, double p) {
  if (v.empty()) return 0;
  auto k = static_cast<std::size_t>(p * (v.size() - 1));
  std::nth_element(v.begin(), v.begin() + k, v.end());
  return v[k] / 1000.0;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--host")
      o.host = v;
    else if (k == "--port")
      o.port = static_cast<unsigned short>(std::stoi(v));
    else if (k == "--connections")
      o.connections = std::stoi(v);
    else if (k == "--duration")
      o.duration = std::stoi(v);
    else if (k == "--threads")
      o.threads = std::stoi(v);
    else if (k == "--sources")
      o.sources = std::stoi(v);
    else if (k == "--pid")
      o.pid = std::stoi(v);
    else {
      std::cerr << "unknown option " << k << "\n";
      return 2;
    }
  }
  const long rssBefore = o.pid ? rssKb(o.pid) : 0;
  std::vector<std::unique_ptr<Worker>> workers;
  for (int t = 0; t < o.threads; ++t) workers.push_back(std::make_unique<Worker>());
  for (int t = 0; t < o.threads; ++t)
    asio::co_spawn(workers[t]->ioc, opener(*workers[t], o, t, o.threads), asio::detached);
  std::vector<std::thread> threads;
  for (auto& w : workers)
    threads.emplace_back([&w] {
      auto guard = asio::make_work_guard(w->ioc);
      w->ioc.run();
    });

  auto start = std::chrono::steady_clock::now();
  while (connected + failed < o.connections &&
         std::chrono::steady_clock::now() - start < std::chrono::seconds(120))
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  auto connectSecs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::this_thread::sleep_for(
      std::chrono::seconds(2));  // settle: snapshots sent, buffers allocated
  const long rssAfter = o.pid ? rssKb(o.pid) : 0;

  const long cpu0 = o.pid ? cpuTicks(o.pid) : 0;
  const long recv0 = received;
  measuring = true;
  std::this_thread::sleep_for(std::chrono::seconds(o.duration));
  measuring = false;
  const long cpu1 = o.pid ? cpuTicks(o.pid) : 0;
  const long recv1 = received;

  for (auto& w : workers) w->ioc.stop();
  for (auto& t : threads) t.join();
  std::vector<std::int64_t> all, fan;
  for (auto& w : workers) all.insert(all.end(), w->latencies.begin(), w->latencies.end());
  for (auto& w : workers) fan.insert(fan.end(), w->fanout.begin(), w->fanout.end());
  const double cpuPct = 100.0 * (cpu1 - cpu0) / sysconf(_SC_CLK_TCK) / o.duration;
  const double perConnKb = connected ? static_cast<double>(rssAfter - rssBefore) / connected : 0;
  auto sorted = all;
  std::printf("| %d | %d | %.1f s | %ld | %.2f | %.2f | %.2f | %.2f | %.2f | %.1f | %.0f %% |\n",
              o.connections, connected.load(), connectSecs, recv1 - recv0, percentile(sorted, 0.50),
              percentile(sorted, 0.99),
              sorted.empty() ? 0.0 : *std::max_element(sorted.begin(), sorted.end()) / 1000.0,
              percentile(fan, 0.50), percentile(fan, 0.99), perConnKb, cpuPct);
  if (failed)
    std::fprintf(stderr, "%d connections failed, %d closed\n", failed.load(), closed.load());
  std::fflush(stdout);
  std::_Exit(0);  // skip tearing down 10k sockets one by one
}
