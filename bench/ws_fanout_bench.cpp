// WebSocket fan-out benchmark: opens N connections to a WebSocket path (Aurum's /api/ws, or the
// Node.js peer in bench/ws-peer), measures the latency from each tick's creation on the server
// (createdAtUs in the message, wall clock shared on one machine) to its arrival, and samples the
// server's RSS and CPU from /proc. Prints one table row.
//
// The client is as cheap as bench/loopback_floor's readers, so it is not what is measured: after
// a blocking upgrade handshake each socket goes to an epoll thread that read()s it and parses the
// frame headers in place (no WebSocket library, no allocation per message). Pings are answered.
//
//   ws_fanout_bench --port 8080 --connections 10000 --duration 15 --pid <server pid>
//                   [--path /api/ws] [--sample tick.json] [--threads 1] [--sources 21]
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace {

struct Options {
  std::string host = "127.0.0.1";
  std::string path = "/api/ws";
  unsigned short port = 8080;
  int connections = 1000;
  int duration = 10;
  int threads = 1;
  int sources = 8;  ///< source addresses 127.0.0.1 .. 127.0.0.N (each has ~28k ephemeral ports)
  int pid = 0;
  std::string sample;  ///< write the first tick message here
};

std::atomic<bool> measuring{false}, stopping{false}, sampled{false};
std::atomic<int> connected{0}, failed{0}, closed{0};
std::atomic<long> received{0};

std::int64_t nowUs() {
  using namespace std::chrono;
  return duration_cast<microseconds>(system_clock::now().time_since_epoch()).count();
}

long procStatusKb(int pid, const char* key) {
  std::ifstream f("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(f, line))
    if (line.rfind(key, 0) == 0) return std::stol(line.substr(std::strlen(key)));
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

struct Connection {
  int fd = -1;
  std::string partial;  ///< bytes of a frame not complete yet (rare: a split read)
};

struct Worker {
  std::vector<std::unique_ptr<Connection>> connections;
  std::vector<std::int64_t> latencies;  ///< arrival - tick creation (includes storing the tick)
  std::vector<std::int64_t> fanout;     ///< arrival - publication (the WebSocket push alone)
};

std::int64_t numberAfter(std::string_view msg, std::string_view key) {
  auto pos = msg.find(key);
  return pos == std::string_view::npos ? -1
                                       : std::strtoll(msg.data() + pos + key.size(), nullptr, 10);
}

void onMessage(Worker& w, const Options& o, std::string_view msg, std::int64_t arrived) {
  ++received;
  if (msg.find("\"type\":\"tick\"") == std::string_view::npos) return;
  if (!o.sample.empty() && !sampled.exchange(true)) std::ofstream(o.sample) << msg << "\n";
  if (!measuring.load(std::memory_order_relaxed)) return;
  if (auto created = numberAfter(msg, "\"createdAtUs\":"); created > 0)
    w.latencies.push_back(arrived - created);
  if (auto published = numberAfter(msg, "\"publishedAtUs\":"); published > 0)
    w.fanout.push_back(arrived - published);
}

/// Consumes the complete frames at the start of `data`; returns how many bytes it used. Server
/// frames are unmasked; a ping gets its pong (masked, as from a client), a close ends the socket.
std::size_t consumeFrames(Worker& w, const Options& o, Connection& c, std::string_view data,
                          std::int64_t arrived) {
  std::size_t at = 0;
  while (data.size() - at >= 2) {
    const auto* p = reinterpret_cast<const unsigned char*>(data.data() + at);
    const int opcode = p[0] & 0x0F;
    std::size_t header = 2;
    std::uint64_t len = p[1] & 0x7F;
    if (len == 126) {
      if (data.size() - at < 4) break;
      len = (std::uint64_t{p[2]} << 8) | p[3];
      header = 4;
    } else if (len == 127) {
      if (data.size() - at < 10) break;
      len = 0;
      for (int i = 2; i < 10; ++i) len = (len << 8) | p[i];
      header = 10;
    }
    if (p[1] & 0x80) header += 4;
    if (data.size() - at < header + len) break;
    std::string_view payload(data.data() + at + header, len);
    if (opcode == 0x1 || opcode == 0x2 || opcode == 0x0) {
      onMessage(w, o, payload, arrived);
    } else if (opcode == 0x9 && len <= 125) {
      std::string pong = {'\x8A', static_cast<char>(0x80 | len), 0, 0, 0, 0};  // zero mask key
      pong.append(payload);
      (void)!::send(c.fd, pong.data(), pong.size(), MSG_NOSIGNAL);
    } else if (opcode == 0x8) {
      ++closed;
    }
    at += header + len;
  }
  return at;
}

/// Blocking connect and upgrade; whatever followed the 101 answer (the first message) is kept.
bool open(const Options& o, int index, Connection& c) {
  c.fd = ::socket(AF_INET, SOCK_STREAM, 0);
  int one = 1;
  ::setsockopt(c.fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in src{}, dst{};
  src.sin_family = dst.sin_family = AF_INET;
  src.sin_addr.s_addr = htonl(INADDR_LOOPBACK + static_cast<std::uint32_t>(index % o.sources));
  dst.sin_port = htons(o.port);
  ::inet_pton(AF_INET, o.host.c_str(), &dst.sin_addr);
  if (::bind(c.fd, reinterpret_cast<sockaddr*>(&src), sizeof src) ||
      ::connect(c.fd, reinterpret_cast<sockaddr*>(&dst), sizeof dst))
    return false;
  const std::string request = "GET " + o.path + " HTTP/1.1\r\nHost: " + o.host + ":" +
                              std::to_string(o.port) +
                              "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                              "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                              "Sec-WebSocket-Version: 13\r\n\r\n";
  if (::send(c.fd, request.data(), request.size(), MSG_NOSIGNAL) !=
      static_cast<ssize_t>(request.size()))
    return false;
  std::string answer;
  char buf[4096];
  std::size_t end;
  while ((end = answer.find("\r\n\r\n")) == std::string::npos) {
    auto n = ::recv(c.fd, buf, sizeof buf, 0);
    if (n <= 0) return false;
    answer.append(buf, static_cast<std::size_t>(n));
  }
  if (answer.rfind("HTTP/1.1 101", 0) != 0) return false;
  c.partial = answer.substr(end + 4);
  return true;
}

void runWorker(Worker& w, const Options& o, int first, int step) {
  int ep = ::epoll_create1(0);
  for (int i = first; i < o.connections; i += step) {
    auto c = std::make_unique<Connection>();
    if (!open(o, i, *c)) {
      if (failed++ < 5) std::fprintf(stderr, "connection %d failed: %s\n", i, std::strerror(errno));
      if (c->fd >= 0) ::close(c->fd);
      continue;
    }
    ++connected;
    epoll_event e{};
    e.events = EPOLLIN;
    e.data.ptr = c.get();
    ::epoll_ctl(ep, EPOLL_CTL_ADD, c->fd, &e);
    w.connections.push_back(std::move(c));
  }
  epoll_event events[256];
  static thread_local char buf[65536];
  while (!stopping.load(std::memory_order_relaxed)) {
    int n = ::epoll_wait(ep, events, 256, 100);
    for (int i = 0; i < n; ++i) {
      auto& c = *static_cast<Connection*>(events[i].data.ptr);
      ssize_t got;
      while ((got = ::recv(c.fd, buf, sizeof buf, MSG_DONTWAIT)) > 0) {
        const auto arrived = nowUs();
        std::string_view data(buf, static_cast<std::size_t>(got));
        if (c.partial.empty()) {
          auto used = consumeFrames(w, o, c, data, arrived);
          c.partial.assign(data.substr(used));
        } else {
          c.partial.append(data);
          auto used = consumeFrames(w, o, c, c.partial, arrived);
          c.partial.erase(0, used);
        }
      }
      if (got == 0) {
        ::epoll_ctl(ep, EPOLL_CTL_DEL, c.fd, nullptr);
        ++closed;
      }
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
    else if (k == "--path")
      o.path = v;
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
    else if (k == "--sample")
      o.sample = v;
    else {
      std::cerr << "unknown option " << k << "\n";
      return 2;
    }
  }
  const long rssBefore = o.pid ? procStatusKb(o.pid, "VmRSS:") : 0;
  std::vector<std::unique_ptr<Worker>> workers;
  for (int t = 0; t < o.threads; ++t) workers.push_back(std::make_unique<Worker>());
  auto start = std::chrono::steady_clock::now();
  std::vector<std::thread> threads;
  for (int t = 0; t < o.threads; ++t)
    threads.emplace_back([&, t] { runWorker(*workers[t], o, t, o.threads); });
  while (connected + failed < o.connections &&
         std::chrono::steady_clock::now() - start < std::chrono::seconds(120))
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  auto connectSecs =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::this_thread::sleep_for(std::chrono::seconds(2));  // settle: snapshots sent, buffers made
  const long rssAfter = o.pid ? procStatusKb(o.pid, "VmRSS:") : 0;

  const long cpu0 = o.pid ? cpuTicks(o.pid) : 0;
  const long recv0 = received;
  measuring = true;
  std::this_thread::sleep_for(std::chrono::seconds(o.duration));
  measuring = false;
  const long cpu1 = o.pid ? cpuTicks(o.pid) : 0;
  const long recv1 = received;

  stopping = true;
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
  if (failed || closed)
    std::fprintf(stderr, "%d connections failed, %d closed\n", failed.load(), closed.load());
  std::fflush(stdout);
  std::_Exit(0);  // skip tearing down 10k sockets one by one
}
