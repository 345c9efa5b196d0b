// The kernel's floor for a WebSocket-style fan-out on this machine: N established loopback TCP
// connections, S sender threads each write one B-byte message to their share of the sockets with
// plain non-blocking send(), R reader threads take them with epoll. No WebSocket, no JSON, no
// allocation: what is left is the cost of a loopback send and its delivery. Senders and readers are
// two processes, like the server and the benchmark client. Prints one table row (latency from the
// start of a round to each message's arrival: p50, p99, max; per-send cost).
//
//   loopback_floor --connections 10000 --senders 2 --readers 2 --bytes 800 --rounds 5
//                  [--reader-cpu 1]   (pins the reading process, for a run under taskset)
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sched.h>
#include <sys/epoll.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <barrier>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <new>
#include <string>
#include <thread>
#include <vector>

namespace {

std::int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

double percentile(std::vector<std::int64_t> v, double p) {
  if (v.empty()) return 0;
  auto k = static_cast<std::size_t>(p * (v.size() - 1));
  std::nth_element(v.begin(), v.begin() + k, v.end());
  return v[k] / 1e6;
}

}  // namespace

int main(int argc, char** argv) {
  int connections = 1000, senders = 2, readers = 2, bytes = 800, rounds = 5, sources = 6,
      readerCpu = -1;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string k = argv[i];
    int v = std::stoi(argv[i + 1]);
    if (k == "--connections")
      connections = v;
    else if (k == "--senders")
      senders = v;
    else if (k == "--readers")
      readers = v;
    else if (k == "--bytes")
      bytes = v;
    else if (k == "--rounds")
      rounds = v;
    else if (k == "--sources")
      sources = v;
    else if (k == "--reader-cpu")
      readerCpu = v;
    else {
      std::fprintf(stderr, "unknown option %s\n", k.c_str());
      return 2;
    }
  }
  int listener = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t len = sizeof addr;
  if (::bind(listener, reinterpret_cast<sockaddr*>(&addr), sizeof addr) ||
      ::listen(listener, 4096) ||
      ::getsockname(listener, reinterpret_cast<sockaddr*>(&addr), &len)) {
    std::perror("listen");
    return 1;
  }
  // Shared between the two processes: the current round's start and every arrival time.
  struct Shared {
    std::atomic<std::int64_t> roundStart;
    std::atomic<std::int64_t> count;
    std::atomic<int> connected;
    std::atomic<bool> done;
  };
  const std::size_t capacity = static_cast<std::size_t>(connections) * rounds;
  void* mem = ::mmap(nullptr, sizeof(Shared) + capacity * sizeof(std::int64_t),
                     PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  auto* shared = new (mem) Shared{};
  auto* arrivals = reinterpret_cast<std::int64_t*>(static_cast<char*>(mem) + sizeof(Shared));

  if (pid_t child = ::fork(); child == 0) {  // readers
    if (readerCpu >= 0) {
      cpu_set_t set;
      CPU_ZERO(&set);
      CPU_SET(readerCpu, &set);
      ::sched_setaffinity(0, sizeof set, &set);
    }
    std::vector<int> sockets;
    for (int i = 0; i < connections; ++i) {
      int c = ::socket(AF_INET, SOCK_STREAM, 0);
      sockaddr_in src{};
      src.sin_family = AF_INET;
      src.sin_addr.s_addr =
          htonl(INADDR_LOOPBACK + 1 + i % sources);  // 127.0.0.2.. spreads the ports
      if (c < 0 || ::bind(c, reinterpret_cast<sockaddr*>(&src), sizeof src) ||
          ::connect(c, reinterpret_cast<sockaddr*>(&addr), sizeof addr)) {
        std::perror("connect");
        ::_exit(1);
      }
      ::fcntl(c, F_SETFL, O_NONBLOCK);
      sockets.push_back(c);
    }
    shared->connected = 1;
    std::vector<std::thread> threads;
    for (int r = 0; r < readers; ++r) {
      int ep = ::epoll_create1(0);
      for (int i = r; i < connections; i += readers) {
        epoll_event e{};
        e.events = EPOLLIN;
        e.data.fd = sockets[i];
        ::epoll_ctl(ep, EPOLL_CTL_ADD, sockets[i], &e);
      }
      threads.emplace_back([=] {
        epoll_event events[256];
        char buf[65536];
        while (!shared->done) {
          int n = ::epoll_wait(ep, events, 256, 100);
          for (int i = 0; i < n; ++i)
            while (::read(events[i].data.fd, buf, sizeof buf) > 0) {
              auto k = static_cast<std::size_t>(shared->count++);
              if (k < capacity) arrivals[k] = nowNs() - shared->roundStart.load();
            }
        }
      });
    }
    for (auto& t : threads) t.join();
    ::_exit(0);
  } else {  // senders
    std::vector<int> sockets;
    for (int i = 0; i < connections; ++i) {
      int s = ::accept(listener, nullptr, nullptr);
      if (s < 0) {
        std::perror("accept");
        return 1;
      }
      int one = 1;
      ::setsockopt(s, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
      sockets.push_back(s);
    }
    while (!shared->connected) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    std::vector<char> message(static_cast<std::size_t>(bytes), 'x');
    std::atomic<std::int64_t> sendNs{0};
    std::barrier start(senders + 1), finish(senders + 1);
    std::vector<std::thread> threads;
    for (int s = 0; s < senders; ++s)
      threads.emplace_back([&, s] {
        for (int round = 0; round < rounds; ++round) {
          start.arrive_and_wait();
          auto t0 = nowNs();
          for (int i = s; i < connections; i += senders)
            ::send(sockets[i], message.data(), message.size(), MSG_DONTWAIT | MSG_NOSIGNAL);
          sendNs += nowNs() - t0;
          finish.arrive_and_wait();
        }
      });
    for (int round = 0; round < rounds; ++round) {
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
      shared->roundStart = nowNs();
      start.arrive_and_wait();
      finish.arrive_and_wait();
    }
    for (auto& t : threads) t.join();
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    shared->done = true;
    ::waitpid(child, nullptr, 0);
    auto n = std::min<std::size_t>(static_cast<std::size_t>(shared->count.load()), capacity);
    std::vector<std::int64_t> all(arrivals, arrivals + n);
    const double perSendUs = sendNs.load() / 1e3 / (static_cast<double>(connections) * rounds);
    const double maxMs = all.empty() ? 0.0 : *std::max_element(all.begin(), all.end()) / 1e6;
    std::printf("| %d | %d | %d | %zu | %.2f | %.2f | %.2f | %.2f |\n", connections, senders, bytes,
                all.size(), percentile(all, 0.50), percentile(all, 0.99), maxMs, perSendUs);
  }
  return 0;
}
