#pragma once
// Helpers shared by the settings, notification and account-data API tests.
#include <chrono>
#include <string>
#include <thread>

#include "harness.hpp"

namespace aurum::testing::account {

namespace json = boost::json;
using boost::beast::http::verb;

inline Client freshUser(const std::string& prefix = "acct") {
  auto c = TestServer::get().client();
  TestServer::get().signUpClient(c, prefix);
  return c;
}

inline HttpResult putJson(Client& c, const std::string& path, const json::value& body) {
  return c.request(verb::put, path, json::serialize(body), {{"Content-Type", "application/json"}});
}

inline json::array notificationsOf(Client& c) {
  auto r = c.get("/api/notifications");
  EXPECT_EQ(r.status, 200u) << r.body;
  return r.json().at("items").as_array();
}

inline int countKind(const json::array& items, const std::string& kind) {
  int n = 0;
  for (const auto& i : items) n += i.at("kind").as_string() == kind;
  return n;
}

/// Polls `done` for up to five seconds (alert checks run on the worker pool after a tick).
template <class F>
bool eventually(F done) {
  for (int i = 0; i < 250; ++i) {
    if (done()) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return done();
}

}  // namespace aurum::testing::account
