#pragma once
#include <gtest/gtest.h>

#include <boost/beast/http.hpp>
#include <boost/json.hpp>
#include <map>
#include <memory>
#include <string>

#include "app/app.hpp"
#include "storage/statement_cache.hpp"

namespace aurum::testing {

namespace bhttp = boost::beast::http;

/** The password the API tests give the accounts they register. */
inline constexpr const char* kPassword = "a long enough password";

struct HttpResult {
  unsigned status = 0;
  std::string body;
  bhttp::fields headers;
  boost::json::value json() const { return boost::json::parse(body); }
  std::string header(std::string_view name) const {
    auto it = headers.find(name);
    return it == headers.end() ? "" : std::string(it->value());
  }
};

/// A small HTTP client with a cookie jar for the session cookie.
class Client {
 public:
  explicit Client(unsigned short port) : port_(port) {}
  HttpResult request(bhttp::verb method, const std::string& target, const std::string& body = "",
                     std::map<std::string, std::string> headers = {});
  HttpResult get(const std::string& target) { return request(bhttp::verb::get, target); }
  HttpResult postJson(const std::string& target, const boost::json::value& body) {
    return request(bhttp::verb::post, target, boost::json::serialize(body),
                   {{"Content-Type", "application/json"}});
  }
  /// Sends raw bytes and returns the raw reply (for malformed / oversized requests).
  std::string raw(const std::string& bytes);
  unsigned short port() const { return port_; }
  std::string sessionCookie;
  std::string pendingCookie;  ///< aurum_mfa: a sign-in waiting for its second factor

 private:
  unsigned short port_;
};

/// One server for the whole test binary, on the backend chosen by AURUM_TEST_BACKEND.
struct TestServer {
  static TestServer& get();
  std::shared_ptr<util::ManualClock> clock;
  std::unique_ptr<app::App> app;
  unsigned short port = 0;
  std::string databaseUrl;
  Client client() { return Client(port); }
  /// Registers and signs in a fresh client account; returns its e-mail.
  std::string signUpClient(Client& c, const std::string& prefix = "user");
};

/// The Stripe webhook endpoint secret the test server is configured with.
inline constexpr const char* kTestWebhookSecret = "whsec_test_aurum_harness";

std::string uniqueEmail(const std::string& prefix);

/// Creates (or recreates) an empty database next to the one `adminUrl` names; returns its URL.
std::string freshPostgresDatabase(const std::string& adminUrl, const std::string& suffix = "");
/// True when this run is the PostgreSQL one (AURUM_TEST_BACKEND=postgres).
bool onPostgres();

/// An empty database of its own on the backend under test (AURUM_TEST_BACKEND); returns its URL.
std::string freshTestDatabase(const std::string& suffix);

// The helpers every API test shares (one home; resource-specific ones live in shop_helpers.hpp
// and provenance_helpers.hpp).

/// A client of the shared server signed in as the demo account of `role` (client, gold_trader or
/// admin; admins have no demo sign-in, so the seeded admin signs in with signInAdmin).
Client demo(const std::string& role);
/// Signs `c` in as the seeded admin with password and TOTP (enrolling TOTP the first time, as the
/// README's demo admin does), on the server whose clock is `clock`. Admin routes need the factor.
void signInAdmin(Client& c, util::ManualClock& clock);
/// The current TOTP code for a base32 secret at `clock`'s time.
std::string totpNow(const std::string& base32Secret, const util::ManualClock& clock);
/// The signed-in account of `c` (`GET /api/auth/user`) and its id.
inline boost::json::object me(Client& c) { return c.get("/api/auth/user").json().as_object(); }
inline long long idOf(Client& c) { return me(c).at("id").as_int64(); }

/// The SQL statements (SQLite's, as prepared) that `who` GET `path` ran; the answer must be 200.
inline std::size_t statementsFor(Client& who, const std::string& path) {
  storage::recordStatements(true);
  auto r = who.get(path);
  storage::recordStatements(false);
  EXPECT_EQ(r.status, 200u) << path << r.body;
  return storage::recordedStatements().size();
}
/// The error body's `code` and `field`.
std::string code(const HttpResult& r);
std::string field(const HttpResult& r);
/// Advances the shared server's clock by a second and runs one market tick.
void tick();
/// A checkout confirmation body for the quote `secret`, paid with card `number`, shipped to Boston.
boost::json::object payBody(const std::string& secret,
                            const std::string& number = "4242 4242 4242 4242");

/// The test web root (tests/api/webroot) and the API contract (api/openapi.yaml) in this checkout
/// (source_paths.cpp: the one file built with the checkout's absolute paths).
const char* testWebRoot();
const char* openapiPath();

}  // namespace aurum::testing
