// Idempotency records hold no card data and live 24 hours (issue 10).
#include "harness.hpp"
#include "services/idempotency_service.hpp"

using namespace aurum;
using namespace aurum::testing;
namespace json = boost::json;
using boost::beast::http::verb;

namespace {

json::object confirmBody(const std::string& secret, const std::string& number,
                         const std::string& cvc) {
  return {{"clientSecret", secret},
          {"card",
           {{"number", number},
            {"expMonth", 11},
            {"expYear", 2034},
            {"cvc", cvc},
            {"name", "Cora Vance"}}},
          {"shipping",
           {{"firstName", "Cora"},
            {"lastName", "Vance"},
            {"address", "9 Elm St"},
            {"city", "Austin"},
            {"state", "TX"},
            {"zipCode", "73301"}}}};
}

std::int64_t userIdOf(const std::string& email) {
  long long id = 0;
  TestServer::get().app->database().read([&](soci::session& s) {
    s << "SELECT id FROM users WHERE email = :e", soci::use(email), soci::into(id);
  });
  return id;
}

}  // namespace

TEST(IdempotencyRecords, HoldNoCardNumberCvcOrHolder) {
  auto& server = TestServer::get();
  auto c = server.client();
  auto email = server.signUpClient(c, "idem");
  auto products = c.get("/api/products").json().as_array();
  ASSERT_FALSE(products.empty());
  ASSERT_EQ(
      c.postJson("/api/cart/add", {{"productId", products[0].at("id")}, {"quantity", 1}}).status,
      201u);
  auto secret = std::string(c.postJson("/api/create-payment-intent", json::object{})
                                .json()
                                .at("clientSecret")
                                .as_string());
  const auto body = json::serialize(confirmBody(secret, "5555 5555 5555 4444", "8317"));
  auto r =
      c.request(verb::post, "/api/checkout/confirm", body,
                {{"Content-Type", "application/json"}, {"Idempotency-Key", "confirm-no-card"}});
  ASSERT_EQ(r.status, 200u) << r.body;

  std::vector<std::string> rows;
  long long uid = userIdOf(email);
  server.app->database().read([&](soci::session& s) {
    std::string key, hash, stored;
    soci::statement st =
        (s.prepare
             << "SELECT idem_key, request_hash, body FROM idempotency_keys WHERE user_id = :u",
         soci::into(key), soci::into(hash), soci::into(stored), soci::use(uid));
    st.execute();
    while (st.fetch()) rows.push_back(key + "|" + hash + "|" + stored);
  });
  ASSERT_EQ(rows.size(), 1u);
  for (const char* secretPart :
       {"5555555555554444", "5555 5555 5555 4444", "\"8317\"", "cvc", "Cora Vance", "2034"})
    EXPECT_EQ(rows[0].find(secretPart), std::string::npos)
        << secretPart << " stored in " << rows[0];
  EXPECT_NE(rows[0].find("4444"), std::string::npos);  // last four digits are fine

  // The hash is keyed and ignores the card: it cannot be used to test guesses at the number.
  auto& idem = server.app->shop().idempotency();
  EXPECT_NE(rows[0].find(idem.requestHash(body)), std::string::npos);
  EXPECT_EQ(idem.requestHash(body),
            idem.requestHash(json::serialize(confirmBody(secret, "4242 4242 4242 4242", "123"))));
  services::IdempotencyService otherKey(server.app->database(), *server.clock);
  otherKey.useRequestKey(std::string(32, 'k'));
  EXPECT_NE(otherKey.requestHash(body), idem.requestHash(body));

  // A retry with the same key still replays the stored answer.
  auto again =
      c.request(verb::post, "/api/checkout/confirm", body,
                {{"Content-Type", "application/json"}, {"Idempotency-Key", "confirm-no-card"}});
  EXPECT_EQ(again.body, r.body);
  EXPECT_EQ(again.header("Idempotent-Replayed"), "true");
}

TEST(IdempotencyRecords, PurgedAfter24Hours) {
  auto& server = TestServer::get();
  auto c = server.client();
  auto uid = userIdOf(server.signUpClient(c, "idem-purge"));
  // A clock of its own, so the shared server's clock (sessions, prices) is left alone.
  util::ManualClock clock(util::SystemClock().nowMs());
  services::IdempotencyService idem(server.app->database(), clock);
  idem.save(uid, "test-scope", "old", {"h", 200, "{}"});
  clock.advanceMs(23LL * 3600 * 1000);
  EXPECT_TRUE(idem.find(uid, "test-scope", "old").has_value());
  clock.advanceMs(2LL * 3600 * 1000);
  EXPECT_FALSE(idem.find(uid, "test-scope", "old").has_value());  // expired, even before the sweep
  idem.save(uid, "test-scope", "new", {"h", 200, "{}"});
  long long left = -1;
  server.app->database().read([&](soci::session& s) {
    s << "SELECT COUNT(*) FROM idempotency_keys WHERE user_id = :u AND scope = 'test-scope'",
        soci::use(uid), soci::into(left);
  });
  EXPECT_EQ(left, 1);  // the old record was deleted when the new one was written
}
