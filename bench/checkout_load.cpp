// Checkout load generator: B signed-in buyers, each on its own keep-alive connection, loop
// add-to-cart -> create-payment-intent -> confirm (test card) on one product against a running
// `aurum serve`, the way the web app drives it. Optionally seeds H orders of history first (same
// loop, reported separately), then measures for D seconds and prints one markdown table row.
//
// After the run it checks, from outside: the product's stock fell by exactly the units of the
// acknowledged orders and never below zero, and the buyers' order lists hold exactly the
// acknowledged orders (exactly-once). The ledger balance is checked by `aurum check-integrity`
// (scripts/bench-checkout.sh) once the server has stopped.
//
//   checkout_load --port 8080 --buyers 50 --duration 10 [--history 100000] [--label sqlite]
//                 [--history-per-account 200]  (history accounts: rounds of --buyers new ones)
//                 [--server-pid PID]   (adds the server's CPU µs per measured order)
//                 [--metrics-token T]  (adds, from /metrics, the µs the SQLite writer was held per
//                                       measured order and the write calls per group commit)
//                 [--admin-email E --admin-password P]   (creates the bench's product through
//                                                          POST /api/products)
//                 [--maintain CMD [--maintain-label TEXT]]  (after the measured run, runs CMD, say
//                                       `psql URL -c 'VACUUM ANALYZE'`, and measures once more on
//                                       the same database and product: a second table row)
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/json.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace json = boost::json;
using tcp = asio::ip::tcp;

namespace {

struct Options {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;
  int buyers = 50;
  double duration = 10;
  long history = 0;
  long historyPerAccount = 200;  ///< prior orders per history account (--history-per-account)
  int threads = 1;
  std::string label = "run";
  std::string adminEmail = "admin@aurum.example";
  std::string adminPassword = "DemoAdmin2024!";
  int serverPid = 0;         ///< when set, the server's CPU time per measured order is reported
  std::string metricsToken;  ///< when set, the SQLite writer's figures are read from /metrics
  std::string maintain;      ///< a command run between two measured runs (--maintain)
  std::string maintainLabel = "after maintenance";  ///< the second run's label suffix
};

/// User plus system CPU time of process `pid` in microseconds (/proc/PID/stat), 0 if unknown.
double processCpuUs(int pid) {
  if (pid <= 0) return 0;
  std::FILE* f = std::fopen(("/proc/" + std::to_string(pid) + "/stat").c_str(), "r");
  if (!f) return 0;
  char buf[1024];
  std::size_t n = std::fread(buf, 1, sizeof buf - 1, f);
  std::fclose(f);
  buf[n] = 0;
  const char* p = std::strrchr(buf, ')');  // the command name may hold spaces
  unsigned long long utime = 0, stime = 0;
  if (!p || std::sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &utime,
                        &stime) != 2)
    return 0;
  return static_cast<double>(utime + stime) * 1e6 / static_cast<double>(sysconf(_SC_CLK_TCK));
}

using Clock = std::chrono::steady_clock;

struct Reply {
  unsigned status = 0;
  json::value body;
  std::string text;  ///< a body that is not JSON (/metrics)
};

/// One keep-alive HTTP/1.1 connection with the session cookie the server set.
class Client {
 public:
  Client(asio::any_io_executor ex, const Options& o) : stream_(ex), opt_(o) {}

  asio::awaitable<Reply> call(http::verb verb, std::string target, std::optional<json::value> body,
                              std::string bearer = {}) {
    http::request<http::string_body> req{verb, target, 11};
    req.set(http::field::host, opt_.host);
    if (!bearer.empty()) req.set(http::field::authorization, "Bearer " + bearer);
    if (!cookie_.empty()) req.set(http::field::cookie, cookie_);
    if (body) {
      req.set(http::field::content_type, "application/json");
      req.body() = json::serialize(*body);
    }
    req.prepare_payload();
    http::response<http::string_body> res;
    // A kept-alive connection the server closed while idle is opened again, once.
    for (int attempt = 0;; ++attempt) {
      const bool reused = open_;
      try {
        if (!open_) {
          tcp::endpoint ep(asio::ip::make_address(opt_.host), opt_.port);
          co_await stream_.async_connect(ep, asio::use_awaitable);
          stream_.socket().set_option(tcp::no_delay(true));
          open_ = true;
        }
        co_await http::async_write(stream_, req, asio::use_awaitable);
        res = {};
        co_await http::async_read(stream_, buffer_, res, asio::use_awaitable);
        break;
      } catch (const boost::system::system_error&) {
        beast::error_code ec;
        stream_.socket().close(ec);
        open_ = false;
        buffer_.clear();
        if (!reused || attempt > 0) throw;
      }
    }
    for (auto& f : res.base())
      if (f.name() == http::field::set_cookie) {
        auto v = std::string(f.value());
        if (v.rfind("aurum_session=", 0) == 0) cookie_ = v.substr(0, v.find(';'));
      }
    Reply r{res.result_int(), nullptr, {}};
    if (!res.body().empty() && (res.body()[0] == '{' || res.body()[0] == '['))
      r.body = json::parse(res.body());
    else
      r.text = std::move(res.body());
    if (!res.keep_alive()) {
      beast::error_code ec;
      stream_.socket().close(ec);
      open_ = false;
    }
    co_return r;
  }

 private:
  beast::tcp_stream stream_;
  beast::flat_buffer buffer_;
  const Options& opt_;
  std::string cookie_;
  bool open_ = false;
};

struct Shared {
  std::int64_t productId = 0;
  std::atomic<long> orders{0}, soldOut{0}, errors{0};
  std::atomic<bool> stop{false};
  long target = 0;  ///< stop once this many orders are acknowledged (history phase); 0 = by time
  std::vector<double> latencyMs;
  std::mutex latencyMutex;
};

const json::value kCard = {{"number", "4242 4242 4242 4242"},
                           {"expMonth", 12},
                           {"expYear", 2035},
                           {"cvc", "123"},
                           {"name", "Bench Buyer"}};
const json::value kShipping = {{"firstName", "Bench"},   {"lastName", "Buyer"},
                               {"address", "1 Main St"}, {"city", "New York"},
                               {"state", "NY"},          {"zipCode", "10001"}};

/// One buyer's loop; returns when `shared.stop` is set or the product sells out.
asio::awaitable<void> buyLoop(Client& c, Shared& shared, bool record) {
  while (!shared.stop.load(std::memory_order_relaxed)) {
    auto t0 = Clock::now();
    json::object addBody;
    addBody["productId"] = shared.productId;
    addBody["quantity"] = 1;
    auto add = co_await c.call(http::verb::post, "/api/cart/add", json::value(std::move(addBody)));
    if (add.status == 409) {
      ++shared.soldOut;
      co_return;
    }
    if (add.status != 201 && add.status != 200 && ++shared.errors < 5)
      std::cerr << "add to cart answered " << add.status << ": " << json::serialize(add.body)
                << "\n";
    auto intent = co_await c.call(http::verb::post, "/api/create-payment-intent", json::object{});
    if (intent.status == 409) {
      ++shared.soldOut;
      co_return;
    }
    if (intent.status != 200) {
      if (++shared.errors < 5)
        std::cerr << "payment intent answered " << intent.status << ": "
                  << json::serialize(intent.body) << "\n";
      continue;
    }
    auto secret = intent.body.as_object().at("clientSecret");
    json::object confirm;
    confirm["clientSecret"] = secret;
    confirm["card"] = kCard;
    confirm["shipping"] = kShipping;
    auto done =
        co_await c.call(http::verb::post, "/api/checkout/confirm", json::value(std::move(confirm)));
    if (done.status == 200 && done.body.as_object().at("status") == "succeeded") {
      auto n = ++shared.orders;
      if (record) {
        double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        std::lock_guard lock(shared.latencyMutex);
        shared.latencyMs.push_back(ms);
      }
      if (shared.target && n >= shared.target) shared.stop = true;
    } else {
      ++shared.errors;
      if (shared.errors < 5)
        std::cerr << "confirm answered " << done.status << ": " << json::serialize(done.body)
                  << "\n";
    }
  }
}

/// Runs `fn` on `threads` threads of one io_context until it has no more work.
void runOn(asio::io_context& io, int threads) {
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back([&] { io.run(); });
  io.run();
  for (auto& t : pool) t.join();
}

template <class F>
void runAll(asio::io_context& io, int threads, F&& spawnAll) {
  io.restart();
  spawnAll();
  runOn(io, threads);
}

std::int64_t stockOf(Client& c, asio::io_context& io, std::int64_t productId) {
  std::int64_t stock = -1;
  asio::co_spawn(
      io,
      [&]() -> asio::awaitable<void> {
        auto r = co_await c.call(http::verb::get, "/api/products/" + std::to_string(productId),
                                 std::nullopt);
        stock = r.body.as_object().at("inventory").to_number<std::int64_t>();
      },
      asio::detached);
  io.restart();
  io.run();
  return stock;
}

/// The SQLite writer's counters, or PostgreSQL's round trips, from /metrics (zero when not asked
/// for).
struct WriterFigures {
  double batches = 0, transactions = 0, busySeconds = 0;
  double pgRoundTrips = 0, pgPipelined = 0;
};

WriterFigures writerFigures(Client& c, asio::io_context& io, const std::string& token) {
  WriterFigures w;
  if (token.empty()) return w;
  asio::co_spawn(
      io,
      [&]() -> asio::awaitable<void> {
        auto r = co_await c.call(http::verb::get, "/metrics", std::nullopt, token);
        auto value = [&](std::string_view name) {
          auto at = r.text.find(std::string("\n") + std::string(name) + " ");
          return at == std::string::npos ? 0.0 : std::atof(r.text.c_str() + at + name.size() + 2);
        };
        w.batches = value("aurum_sqlite_write_batches_total");
        w.transactions = value("aurum_sqlite_write_transactions_total");
        w.busySeconds = value("aurum_sqlite_writer_busy_seconds_total");
        w.pgRoundTrips = value("aurum_pg_round_trips_total");
        w.pgPipelined = value("aurum_pg_pipelined_statements_total");
      },
      asio::detached);
  io.restart();
  io.run();
  return w;
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--port")
      o.port = static_cast<unsigned short>(std::stoi(v));
    else if (k == "--host")
      o.host = v;
    else if (k == "--buyers")
      o.buyers = std::stoi(v);
    else if (k == "--duration")
      o.duration = std::stod(v);
    else if (k == "--history")
      o.history = std::stol(v);
    else if (k == "--threads")
      o.threads = std::stoi(v);
    else if (k == "--label")
      o.label = v;
    else if (k == "--admin-email")
      o.adminEmail = v;
    else if (k == "--admin-password")
      o.adminPassword = v;
    else if (k == "--server-pid")
      o.serverPid = std::stoi(v);
    else if (k == "--history-per-account")
      o.historyPerAccount = std::stol(v);
    else if (k == "--metrics-token")
      o.metricsToken = v;
    else if (k == "--maintain")
      o.maintain = v;
    else if (k == "--maintain-label")
      o.maintainLabel = v;
    else {
      std::cerr << "unknown option " << k << "\n";
      return 2;
    }
  }
  asio::io_context io;
  Shared shared;
  Client admin(io.get_executor(), o);

  // A house product of the bench's own, created through the API by the administrator with the
  // stock the run needs (not serialized: a bar of the catalogue with a custody registry would have
  // every unit registered one by one first, which is not what is measured).
  std::int64_t initial = 0;
  asio::co_spawn(
      io,
      [&]() -> asio::awaitable<void> {
        json::object credentials;
        credentials["email"] = o.adminEmail;
        credentials["password"] = o.adminPassword;
        auto login = co_await admin.call(http::verb::post, "/api/auth/login",
                                         json::value(std::move(credentials)));
        if (login.status != 200) throw std::runtime_error("admin sign-in failed");
        const int runs = o.maintain.empty() ? 1 : 2;
        const std::int64_t want =
            o.history + static_cast<std::int64_t>(runs * o.duration * 5000) + 1000;
        json::object product;
        product["name"] = "Bench silver bar " + std::to_string(std::random_device{}());
        product["description"] = "Created by bench/checkout_load";
        product["metalType"] = "silver";
        product["form"] = "bar";
        product["weight"] = 1;
        product["purity"] = 9990;
        product["premium"] = "2.50";
        product["stock"] = std::min<std::int64_t>(want, 1'000'000);
        auto r =
            co_await admin.call(http::verb::post, "/api/products", json::value(std::move(product)));
        if (r.status != 201) {
          std::cerr << "creating the product answered " << r.status << ": "
                    << json::serialize(r.body) << "\n";
          throw std::runtime_error("no product");
        }
        shared.productId = r.body.as_object().at("id").to_number<std::int64_t>();
      },
      [](std::exception_ptr e) {
        if (e) std::rethrow_exception(e);
      });
  io.run();
  initial = stockOf(admin, io, shared.productId);
  std::fprintf(stderr, "product %lld, stock %lld; signing up %d buyers\n",
               static_cast<long long>(shared.productId), static_cast<long long>(initial), o.buyers);

  // Buyers sign up (argon2id hashing: not what is measured). History, when asked for, is placed
  // by other accounts, so the measured buyers start with no orders of their own either way.
  std::mt19937_64 rng(std::random_device{}());
  auto signUp = [&](std::vector<std::unique_ptr<Client>>& group) {
    for (int i = 0; i < o.buyers; ++i)
      group.push_back(std::make_unique<Client>(io.get_executor(), o));
    // One after another: the server's password-hashing queue is bounded (a burst gets 503).
    runAll(io, o.threads, [&] {
      asio::co_spawn(
          io,
          [&group, &rng]() -> asio::awaitable<void> {
            for (auto& b : group) {
              auto email = "bench." + std::to_string(rng()) + "@bench.example";
              json::object signUpBody;
              signUpBody["role"] = "client";
              signUpBody["firstName"] = "Bench";
              signUpBody["lastName"] = "Buyer";
              signUpBody["email"] = email;
              signUpBody["password"] = "bench password 1234";
              auto r = co_await b->call(http::verb::post, "/api/auth/register",
                                        json::value(std::move(signUpBody)));
              if (r.status != 200 && r.status != 201) {
                std::cerr << "sign-up answered " << r.status << ": " << json::serialize(r.body)
                          << "\n";
                std::exit(2);
              }
            }
          },
          asio::detached);
    });
  };
  auto phase = [&](std::vector<std::unique_ptr<Client>>& group, long target, double seconds,
                   bool record) {
    shared.stop = false;
    shared.target = target;
    long before = shared.orders;
    if (target) shared.target = before + target;
    asio::steady_timer timer(io);
    auto t0 = Clock::now();
    runAll(io, o.threads, [&] {
      if (seconds > 0) {
        timer.expires_after(
            std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds)));
        timer.async_wait([&](beast::error_code) { shared.stop = true; });
      }
      for (auto& b : group) asio::co_spawn(io, buyLoop(*b, shared, record), asio::detached);
    });
    timer.cancel();
    double elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
    return std::pair{shared.orders - before, elapsed};
  };

  // History in rounds of `buyers` fresh accounts, each placing about `historyPerAccount` orders:
  // prior orders spread over many accounts, as a shop's are (one account's own day of orders is
  // what its purchase checks read), and each round's connections close before the next.
  if (o.history > 0) {
    const long perRound = std::max<long>(1, static_cast<long>(o.buyers) * o.historyPerAccount);
    long placed = 0;
    double took = 0;
    while (placed < o.history) {
      std::vector<std::unique_ptr<Client>> round;
      signUp(round);
      auto [n, s] = phase(round, std::min(perRound, o.history - placed), 0, false);
      placed += n;
      took += s;
      std::fprintf(stderr, "history: %ld of %ld orders (%.0f orders/s this round)\n", placed,
                   o.history, n / s);
    }
    std::fprintf(stderr, "history: %ld orders in %.1f s of ordering (%.0f orders/s)\n", placed,
                 took, placed / took);
  }
  // One measured run: fresh buyers, `duration` seconds, the checks, one table row. With
  // --maintain, a second run follows on the same database and product once the command (say,
  // `VACUUM ANALYZE`) has finished: the first shows the database right after its history was
  // placed, the second after the maintenance a database in service has had by then.
  auto measure = [&](const std::string& label) {
    std::vector<std::unique_ptr<Client>> buyers;
    signUp(buyers);
    const long priorOrders = shared.orders;  // this process's, on the product
    const long errorsBefore = shared.errors;
    shared.latencyMs.clear();
    const auto writerBefore = writerFigures(admin, io, o.metricsToken);
    const double cpuBefore = processCpuUs(o.serverPid);
    std::fprintf(stderr, "measuring for %.0f s\n", o.duration);  // a profiler can start here
    auto [n, seconds] = phase(buyers, 0, o.duration, true);
    const double cpuPerOrder = n ? (processCpuUs(o.serverPid) - cpuBefore) / n : 0;
    const auto writerAfter = writerFigures(admin, io, o.metricsToken);
    const double writerUsPerOrder =
        n ? (writerAfter.busySeconds - writerBefore.busySeconds) * 1e6 / n : 0;
    const double batches = writerAfter.batches - writerBefore.batches;
    const double perBatch =
        batches > 0 ? (writerAfter.transactions - writerBefore.transactions) / batches : 0;

    // Exactly-once and no oversell, read back through the API.
    auto finalStock = stockOf(admin, io, shared.productId);
    std::atomic<long> listed{0};
    runAll(io, o.threads, [&] {
      for (auto& b : buyers)
        asio::co_spawn(
            io,
            [&c = *b, &listed]() -> asio::awaitable<void> {
              auto r = co_await c.call(http::verb::get, "/api/orders", std::nullopt);
              listed += static_cast<long>(r.body.as_array().size());  // atomic
            },
            asio::detached);
    });
    auto& l = shared.latencyMs;
    std::sort(l.begin(), l.end());
    auto pct = [&](double p) {
      return l.empty() ? 0.0 : l[std::min(l.size() - 1, static_cast<std::size_t>(p * l.size()))];
    };
    const long acknowledged = shared.orders;  // every order of this process on the product
    const bool stockOk = finalStock == initial - acknowledged && finalStock >= 0;
    const bool onceOk = listed.load() == n;
    char writer[64] = "–";
    if (batches > 0)
      std::snprintf(writer, sizeof writer, "%.0f µs, %.1f", writerUsPerOrder, perBatch);
    else if (n && writerAfter.pgRoundTrips > writerBefore.pgRoundTrips)
      std::snprintf(writer, sizeof writer, "PostgreSQL: %.1f round trips, %.1f pipelined",
                    (writerAfter.pgRoundTrips - writerBefore.pgRoundTrips) / n,
                    (writerAfter.pgPipelined - writerBefore.pgPipelined) / n);
    std::printf("| %s | %d | %ld | %.0f | %.1f | %.1f | %.0f | %s | %ld | %s | %s |\n",
                label.c_str(), o.buyers, priorOrders, n / seconds, pct(0.5), pct(0.99), cpuPerOrder,
                writer, shared.errors.load() - errorsBefore, stockOk ? "exact" : "MISMATCH",
                onceOk ? "exact" : "MISMATCH");
    std::fflush(stdout);
    if (!stockOk)
      std::fprintf(stderr, "stock %lld -> %lld after %ld acknowledged orders\n",
                   static_cast<long long>(initial), static_cast<long long>(finalStock),
                   acknowledged);
    if (!onceOk) std::fprintf(stderr, "orders listed %ld, acknowledged %ld\n", listed.load(), n);
    return stockOk && onceOk;
  };
  bool ok = measure(o.label);
  if (!o.maintain.empty()) {
    std::fprintf(stderr, "maintenance: %s\n", o.maintain.c_str());
    auto t0 = Clock::now();
    if (std::system(o.maintain.c_str()) != 0) {
      std::fprintf(stderr, "the maintenance command failed\n");
      return 1;
    }
    std::fprintf(stderr, "maintenance took %.1f s\n",
                 std::chrono::duration<double>(Clock::now() - t0).count());
    ok = measure(o.label + ", " + o.maintainLabel) && ok;
  }
  return ok ? 0 : 1;
}
