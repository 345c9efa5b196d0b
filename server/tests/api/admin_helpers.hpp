#pragma once
// Helpers shared by the admin console's API tests (admin_users_test.cpp, admin_console_test.cpp).
#include <gtest/gtest.h>

#include <string>

#include "domain/user.hpp"
#include "harness.hpp"
#include "shop_helpers.hpp"
#include "storage/compliance_repository.hpp"

namespace aurum::testing::admin_console {

using namespace aurum::testing;
using namespace aurum::testing::shop;

inline Client admin() { return demo("admin"); }

inline HttpResult post(Client& c, const std::string& path, const json::object& body = {}) {
  return c.postJson(path, body);
}

inline std::string userPath(long long id, const std::string& action = "") {
  return "/api/admin/users/" + std::to_string(id) + (action.empty() ? "" : "/" + action);
}

inline HttpResult login(const std::string& email) {
  return TestServer::get().client().postJson("/api/auth/login",
                                             {{"email", email}, {"password", kPassword}});
}

/// Registers a gold-trader applicant (pending approval); returns its e-mail.
inline std::string apply(const std::string& company = "Declined Metals Ltd") {
  auto email = uniqueEmail("applicant");
  auto r = TestServer::get().client().postJson("/api/auth/register",
                                               {{"role", "gold_trader"},
                                                {"firstName", "Ada"},
                                                {"lastName", "Applicant"},
                                                {"email", email},
                                                {"password", kPassword},
                                                {"companyName", company},
                                                {"tradingLicense", "LIC-778899"},
                                                {"businessAddress", "2 Vault Lane, Zurich"},
                                                {"tradingVolume", "1m-5m"},
                                                {"businessType", "dealer"},
                                                {"experience", "5+"}});
  EXPECT_EQ(r.status, 201u) << r.body;
  return email;
}

/// The traders list entry of `email` (null when absent).
inline json::value traderEntry(const std::string& email) {
  auto r = admin().get("/api/admin/traders");
  EXPECT_EQ(r.status, 200u) << r.body;
  auto list = r.json();
  for (const auto& t : list.as_array())
    if (t.at("user").at("email").as_string() == email) return t;
  return nullptr;
}

/// The newest audit rows (up to 500).
inline json::array auditRows() {
  auto r = admin().get("/api/admin/audit?limit=500");
  EXPECT_EQ(r.status, 200u) << r.body;
  return r.json().as_array();
}

/// The newest audit row with this action and target id (null when none).
inline json::value auditRow(const std::string& action, long long targetId) {
  for (const auto& row : auditRows())
    if (row.at("action").as_string() == action && row.at("targetId").is_int64() &&
        row.at("targetId").as_int64() == targetId)
      return row;
  return nullptr;
}

inline void expectAudited(const std::string& action, const std::string& targetType,
                          long long targetId) {
  auto row = auditRow(action, targetId);
  ASSERT_TRUE(row.is_object()) << "no audit row " << action << " #" << targetId;
  EXPECT_EQ(row.at("targetType").as_string(), targetType);
  EXPECT_EQ(row.at("actor").at("email").as_string(), "admin@aurum.example");
  EXPECT_TRUE(row.at("actor").at("id").is_int64());
  EXPECT_FALSE(row.at("at").as_string().empty());
}

/// Buys one unit of a fresh product; returns the order JSON.
inline json::object placeOrder(Client& c) {
  auto pid = makeProduct(5);
  EXPECT_LT(add(c, pid).status, 300u);
  auto r = c.postJson("/api/checkout/confirm", payBody(intentSecret(c)));
  EXPECT_EQ(r.status, 200u) << r.body;
  return r.json().at("order").as_object();
}

inline long long countSql(const std::string& sql) {
  return TestServer::get().app->database().read([&](soci::session& s) {
    long long n = 0;
    s << sql, soci::into(n);
    return n;
  });
}

}  // namespace aurum::testing::admin_console
