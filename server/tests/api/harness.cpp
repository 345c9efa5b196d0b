#include "harness.hpp"

#include <soci/postgresql/soci-postgresql.h>
#include <soci/soci.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <atomic>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/read.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <cstdlib>
#include <filesystem>
#include <mutex>

#include "crypto/totp.hpp"
#include "storage/database.hpp"

namespace aurum::testing {

namespace asio = boost::asio;
namespace beast = boost::beast;
using tcp = asio::ip::tcp;

HttpResult Client::request(bhttp::verb method, const std::string& target, const std::string& body,
                           std::map<std::string, std::string> headers) {
  asio::io_context ioc;
  tcp::socket sock(ioc);
  sock.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port_));
  bhttp::request<bhttp::string_body> req{method, target, 11};
  req.set(bhttp::field::host, "127.0.0.1:" + std::to_string(port_));
  std::string cookies;
  if (!sessionCookie.empty()) cookies = "aurum_session=" + sessionCookie;
  if (!pendingCookie.empty())
    cookies += (cookies.empty() ? "" : "; ") + ("aurum_mfa=" + pendingCookie);
  if (!cookies.empty()) req.set(bhttp::field::cookie, cookies);
  for (auto& [k, v] : headers) req.set(k, v);
  req.body() = body;
  req.prepare_payload();
  bhttp::write(sock, req);
  beast::flat_buffer buf;
  bhttp::response_parser<bhttp::string_body> parser;
  parser.body_limit(64 * 1024 * 1024);
  if (method == bhttp::verb::head) parser.skip(true);
  bhttp::read(sock, buf, parser);
  auto res = parser.release();
  for (auto it = res.find(bhttp::field::set_cookie);
       it != res.end() && it->name() == bhttp::field::set_cookie; ++it) {
    std::string v(it->value());
    auto end = v.find(';');
    if (v.rfind("aurum_session=", 0) == 0) sessionCookie = v.substr(14, end - 14);
    if (v.rfind("aurum_mfa=", 0) == 0) pendingCookie = v.substr(10, end - 10);
  }
  HttpResult out;
  out.status = res.result_int();
  out.body = res.body();
  for (const auto& f : res) out.headers.insert(f.name_string(), f.value());
  beast::error_code ec;
  sock.shutdown(tcp::socket::shutdown_both, ec);
  return out;
}

std::string Client::raw(const std::string& bytes) {
  asio::io_context ioc;
  tcp::socket sock(ioc);
  sock.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port_));
  asio::write(sock, asio::buffer(bytes));
  std::string out;
  beast::error_code ec;
  char buf[4096];
  for (;;) {
    auto n = sock.read_some(asio::buffer(buf), ec);
    out.append(buf, n);
    if (ec || out.find("\r\n\r\n") != std::string::npos) break;
  }
  return out;
}

std::string uniqueEmail(const std::string& prefix) {
  static std::atomic<int> n{0};
  return prefix + "." + std::to_string(::getpid()) + "." + std::to_string(++n) + "@test.example";
}

std::string TestServer::signUpClient(Client& c, const std::string& prefix) {
  auto email = uniqueEmail(prefix);
  auto r = c.postJson("/api/auth/register", {{"role", "client"},
                                             {"firstName", "Test"},
                                             {"lastName", "User"},
                                             {"email", email},
                                             {"password", "a long enough password"}});
  EXPECT_EQ(r.status, 201u) << r.body;
  return email;
}

std::string freshPostgresDatabase(const std::string& adminUrl, const std::string& suffix) {
  auto name = "aurum_api_" + std::to_string(::getpid()) + suffix;
  soci::session admin(soci::postgresql, storage::postgresConnectionString(adminUrl));
  admin << "DROP DATABASE IF EXISTS " + name;
  admin << "CREATE DATABASE " + name;
  auto slash = adminUrl.rfind('/');
  auto q = adminUrl.find('?', slash);
  return adminUrl.substr(0, slash + 1) + name + (q == std::string::npos ? "" : adminUrl.substr(q));
}

bool onPostgres() {
  const char* backend = std::getenv("AURUM_TEST_BACKEND");
  return backend && std::string(backend) == "postgres";
}

std::string freshTestDatabase(const std::string& suffix) {
  if (onPostgres()) return freshPostgresDatabase(std::getenv("AURUM_TEST_PG_URL"), suffix);
  auto file = std::filesystem::temp_directory_path() /
              ("aurum-api-" + std::to_string(::getpid()) + suffix + ".db");
  for (const char* ext : {"", "-wal", "-shm"}) std::filesystem::remove(file.string() + ext);
  return file.string();
}

TestServer& TestServer::get() {
  static TestServer* server = [] {
    auto* s = new TestServer();
    if (onPostgres()) {
      const char* url = std::getenv("AURUM_TEST_PG_URL");
      if (!url || !*url) {
        std::fprintf(stderr, "AURUM_TEST_PG_URL not set: skipping the PostgreSQL run\n");
        std::exit(77);
      }
      s->databaseUrl = freshPostgresDatabase(url);
    } else {
      auto dir =
          std::filesystem::temp_directory_path() / ("aurum-api-" + std::to_string(::getpid()));
      std::filesystem::remove_all(dir);
      std::filesystem::create_directories(dir);
      s->databaseUrl = (dir / "api.db").string();
    }
    spdlog::set_level(spdlog::level::warn);
    app::Config config;
    config.port = 0;
    config.bind = "127.0.0.1";
    config.databaseUrl = s->databaseUrl;
    config.webRoot = testWebRoot();
    config.ioThreads = 2;
    config.workerThreads = 4;
    config.fastPasswordHashing = true;
    // Loopback is a trusted proxy, so a test names its client with X-Forwarded-For; the shared
    // server's rates are high enough for every suite (abuse tests start their own servers).
    config.abuse.trustedProxies = "127.0.0.1/32";
    config.abuse.registrationsPerHour = 1'000'000;
    config.abuse.contactRequestsPerHour = 1'000'000;
    config.abuse.hashThreads = 2;
    config.abuse.hashQueue = 1000;
    config.market.tickMs = 0;  // tests drive ticks with app->market().tickOnce()
    // Many tests buy as the same demo accounts in one day: the trading limits are tested on a
    // server of their own with the real defaults (compliance_test.cpp).
    config.limits.unverified = {1'000'000'000'00, 1'000'000'000'00};
    // Key files of this run only (PostgreSQL has no file to put them next to).
    auto keys =
        std::filesystem::temp_directory_path() / ("aurum-api-keys-" + std::to_string(::getpid()));
    std::filesystem::remove_all(keys);
    config.signingKeyFile = (keys / "signing.key").string();
    config.dataKeyFile = (keys / "data.key").string();
    config.hmacKeyFile = (keys / "hmac.key").string();
    config.payments.stripeWebhookSecret = kTestWebhookSecret;
    // Tests reconcile by hand (after moving the clock); no background run may beat them to it.
    config.payments.reconcileIntervalSeconds = 86'400;
    s->clock = std::make_shared<util::ManualClock>(util::SystemClock().nowMs());
    s->app = std::make_unique<app::App>(config, s->clock);
    s->app->prepare();
    s->port = s->app->start();
    return s;
  }();
  return *server;
}

Client demo(const std::string& role) {
  auto& ts = TestServer::get();
  auto c = ts.client();
  if (role == "admin") {
    // One admin session serves every test (each new one would spend a TOTP step).
    static std::string cookie;
    c.sessionCookie = cookie;
    if (cookie.empty() || c.get("/api/auth/user").status != 200u) {
      c.sessionCookie.clear();
      signInAdmin(c, *ts.clock);
      cookie = c.sessionCookie;
    }
  } else {
    c.get("/api/demo-login/" + role);
  }
  return c;
}

std::string totpNow(const std::string& base32Secret, const util::ManualClock& clock) {
  return crypto::totpCode(*crypto::base32Decode(base32Secret), clock.nowMs() / crypto::kTotpStepMs);
}

void signInAdmin(Client& c, util::ManualClock& clock) {
  // One secret per server (by port): the first sign-in enrols, later ones answer the challenge.
  // A code is accepted once, so a sign-in in the step of the previous one waits for the next step.
  static std::mutex mu;
  static std::map<unsigned short, std::pair<std::string, std::int64_t>> enrolled;
  std::lock_guard lock(mu);
  auto freshStep = [&](unsigned short port) {
    auto step = clock.nowMs() / crypto::kTotpStepMs;
    if (auto it = enrolled.find(port); it != enrolled.end() && step <= it->second.second) {
      clock.advanceMs((it->second.second + 1 - step) * crypto::kTotpStepMs);
      step = it->second.second + 1;
    }
    return step;
  };
  auto login = c.postJson("/api/auth/login",
                          {{"email", "admin@aurum.example"}, {"password", "DemoAdmin2024!"}});
  ASSERT_EQ(login.status, 200u) << login.body;
  const auto port = c.port();
  const bool challenged = login.json().as_object().contains("mfaRequired");
  if (challenged) {
    ASSERT_TRUE(enrolled.count(port)) << "the admin has a second factor this harness did not enrol";
    auto step = freshStep(port);
    auto r = c.postJson("/api/auth/mfa/verify", {{"code", totpNow(enrolled[port].first, clock)}});
    ASSERT_EQ(r.status, 200u) << r.body;
    enrolled[port].second = step;
    return;
  }
  auto setup = c.postJson("/api/auth/mfa/totp/setup", boost::json::object{});
  ASSERT_EQ(setup.status, 200u) << setup.body;
  std::string secret(setup.json().at("secret").as_string());
  auto step = clock.nowMs() / crypto::kTotpStepMs;
  auto enable = c.postJson("/api/auth/mfa/totp/enable", {{"code", totpNow(secret, clock)}});
  ASSERT_EQ(enable.status, 200u) << enable.body;
  enrolled[port] = {secret, step};
}

std::string code(const HttpResult& r) { return std::string(r.json().at("code").as_string()); }
std::string field(const HttpResult& r) { return std::string(r.json().at("field").as_string()); }

void tick() {
  auto& ts = TestServer::get();
  ts.clock->advanceMs(1000);
  ts.app->market().tickOnce();
}

boost::json::object payBody(const std::string& secret, const std::string& number) {
  return {{"clientSecret", secret},
          {"card",
           {{"number", number},
            {"expMonth", 12},
            {"expYear", 2035},
            {"cvc", "123"},
            {"name", "Ann Lee"}}},
          {"shipping",
           {{"firstName", "Ann"},
            {"lastName", "Lee"},
            {"address", "1 Main St"},
            {"city", "Boston"},
            {"state", "MA"},
            {"zipCode", "02108"}}}};
}

}  // namespace aurum::testing

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  aurum::testing::TestServer::get();
  int rc = RUN_ALL_TESTS();
  aurum::testing::TestServer::get().app->stop();
  return rc;
}
