// Sign-in abuse on the shared server. Loopback is a trusted proxy there, so each test names its
// client addresses with X-Forwarded-For (documentation ranges, unique per test).
#include <atomic>
#include <thread>
#include <vector>

#include "harness.hpp"

using namespace aurum::testing;
using verb = boost::beast::http::verb;

namespace {

HttpResult loginFrom(const std::string& address, const std::string& email,
                     const std::string& password) {
  auto c = TestServer::get().client();
  return c.request(
      verb::post, "/api/auth/login",
      boost::json::serialize(boost::json::object{{"email", email}, {"password", password}}),
      {{"Content-Type", "application/json"}, {"X-Forwarded-For", address}});
}

std::string newAccount(const std::string& prefix) {
  auto c = TestServer::get().client();
  return TestServer::get().signUpClient(c, prefix);
}

}  // namespace

TEST(SignInAbuse, OneAddressHammeringAnAccountDoesNotLockOutItsOwner) {
  auto email = newAccount("owner");
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(loginFrom("198.51.100.10", email, "wrong password!!").status, 401u);
  auto blocked = loginFrom("198.51.100.10", email, kPassword);
  EXPECT_EQ(blocked.status, 429u);
  EXPECT_GT(std::stoi(blocked.header("Retry-After")), 0);
  // The owner, elsewhere, still signs in; another address's guesses are still evaluated.
  EXPECT_EQ(loginFrom("203.0.113.10", email, kPassword).status, 200u);
  EXPECT_EQ(loginFrom("203.0.113.11", email, "wrong password!!").status, 401u);
  // The owner's success did not reset the attacker's count.
  EXPECT_EQ(loginFrom("198.51.100.10", email, kPassword).status, 429u);
}

TEST(SignInAbuse, OneAddressIsLimitedAcrossAccounts) {
  for (int i = 0; i < 20; ++i)
    EXPECT_EQ(loginFrom("198.51.100.20", uniqueEmail("spray"), "wrong password!!").status, 401u);
  auto r = loginFrom("198.51.100.20", newAccount("spray"), kPassword);
  EXPECT_EQ(r.status, 429u);
  EXPECT_EQ(r.json().at("code"), "rate_limited");
}

TEST(SignInAbuse, ParallelWrongGuessesCannotExceedTheLimit) {
  auto email = newAccount("race");
  std::atomic<int> evaluated{0}, limited{0}, other{0};
  std::vector<std::thread> threads;
  for (int i = 0; i < 30; ++i)
    threads.emplace_back([&] {
      auto r = loginFrom("198.51.100.30", email, "wrong password!!");
      if (r.status == 401)
        ++evaluated;
      else if (r.status == 429 && !r.header("Retry-After").empty())
        ++limited;
      else
        ++other;
    });
  for (auto& t : threads) t.join();
  EXPECT_LE(evaluated.load(), 5);
  EXPECT_EQ(evaluated.load() + limited.load(), 30);
  EXPECT_EQ(other.load(), 0);
}

TEST(SignInAbuse, Ipv6ClientsAreCountedByTheirSlash64) {
  auto email = newAccount("v6");
  for (int i = 1; i <= 5; ++i)
    EXPECT_EQ(loginFrom("2001:db8:77:1::" + std::to_string(i), email, "wrong password!!").status,
              401u);
  // Another address in the same /64 is the same client; the next /64 is not.
  EXPECT_EQ(loginFrom("2001:db8:77:1:ffff::9", email, kPassword).status, 429u);
  EXPECT_EQ(loginFrom("2001:db8:77:2::1", email, kPassword).status, 200u);
}

TEST(SignInAbuse, ForwardedForFromAnUntrustedPeerIsIgnored) {
  // The shared server trusts loopback; through a second hop the left-most, client-written entry
  // is never believed: only the right-most untrusted address counts.
  auto email = newAccount("forged");
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(
        loginFrom("192.0.2." + std::to_string(i) + ", 198.51.100.40", email, "wrong password!!")
            .status,
        401u);
  EXPECT_EQ(loginFrom("192.0.2.99, 198.51.100.40", email, kPassword).status, 429u);
}

TEST(SignInAbuse, PublicLookupsAreLimitedPerSlash64) {
  auto c = TestServer::get().client();
  int ok = 0;
  HttpResult last;
  for (int i = 0; i < 61; ++i) {
    last = c.request(verb::get, "/api/verify/AU-2024-001234", "",
                     {{"X-Forwarded-For", "2001:db8:88:1::" + std::to_string(i + 1)}});
    if (last.status != 429) ++ok;
  }
  EXPECT_EQ(ok, 60);
  EXPECT_EQ(last.status, 429u);
  EXPECT_FALSE(last.header("Retry-After").empty());
  auto elsewhere = c.request(verb::get, "/api/verify/AU-2024-001234", "",
                             {{"X-Forwarded-For", "2001:db8:88:2::1"}});
  EXPECT_NE(elsewhere.status, 429u);
}
