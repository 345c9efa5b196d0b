#pragma once
// Helpers shared by the identity and compliance API tests (kyc_test.cpp, compliance_test.cpp).
#include <gtest/gtest.h>

#include <string>

#include "harness.hpp"
#include "shop_helpers.hpp"
#include "upload_helpers.hpp"

namespace aurum::testing::compliance {

using namespace aurum::testing;
using namespace aurum::testing::shop;

inline const std::string kPdf = "%PDF-1.7\n" + std::string(200, 'p');

inline HttpResult upload(Client& c, const std::string& file, const std::string& type = "passport",
                         const std::string& category = "identity") {
  return postMultipart(c, "/api/kyc/upload", {{"documentType", type}, {"category", category}},
                       file);
}

inline Client freshClient() {
  auto c = TestServer::get().client();
  TestServer::get().signUpClient(c, "kyc");
  return c;
}

/// The body's array, by value (a range-for over a temporary's member would dangle).
inline json::array arrayOf(const HttpResult& r) { return r.json().as_array(); }

inline long long pendingCaseOf(const std::string& email) {
  auto r = demo("admin").get("/api/admin/kyc?status=pending");
  EXPECT_EQ(r.status, 200u) << r.body;
  for (const auto& c : arrayOf(r))
    if (c.at("user").at("email").as_string() == email) return c.at("id").as_int64();
  return 0;
}

inline HttpResult decide(long long caseId, const std::string& decision,
                         const std::string& reason = "") {
  return demo("admin").postJson("/api/admin/kyc/" + std::to_string(caseId) + "/decision",
                                {{"decision", decision}, {"reason", reason}});
}

/// Fills the cart with `qty` units of a gold product priced about $2,000+ each.
inline long long goldProduct() { return makeProduct(1000, 1000, "gold"); }

}  // namespace aurum::testing::compliance
