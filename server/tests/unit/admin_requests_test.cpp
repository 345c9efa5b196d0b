// The admin console's request parsers (api/requests/admin_requests) and the users filter: every
// bad field is a validation_error naming that field.
#include "api/requests/admin_requests.hpp"

#include <gtest/gtest.h>

#include "../support/field_at_fault.hpp"
#include "domain/error.hpp"

using aurum::testing::rejectedField;

using namespace aurum;
using namespace aurum::api;

namespace {

boost::json::object adminBody(std::string_view text) {
  return boost::json::parse(text).as_object();
}

domain::User user(std::string email, std::string first, std::string last, domain::Role role,
                  domain::UserStatus status) {
  domain::User u;
  u.email = std::move(email);
  u.firstName = std::move(first);
  u.lastName = std::move(last);
  u.role = role;
  u.status = status;
  return u;
}

}  // namespace

TEST(AdminRequests, SuspendReasonIsOptionalTrimmedAndBounded) {
  EXPECT_EQ(parseSuspendRequest(adminBody("{}")), "");
  EXPECT_EQ(parseSuspendRequest(adminBody(R"({"reason":"  fraud  "})")), "fraud");
  EXPECT_EQ(rejectedField([] { parseSuspendRequest(adminBody(R"({"reason":5})")); }), "reason");
  auto longReason = R"({"reason":")" + std::string(501, 'x') + "\"}";
  EXPECT_EQ(rejectedField([&] { parseSuspendRequest(adminBody(longReason)); }), "reason");
}

TEST(AdminRequests, RoleIsClientOrGoldTraderOnly) {
  EXPECT_EQ(parseRoleRequest(adminBody(R"({"role":"client"})")), domain::Role::kClient);
  EXPECT_EQ(parseRoleRequest(adminBody(R"({"role":"gold_trader"})")), domain::Role::kGoldTrader);
  for (const char* bad : {R"({"role":"admin"})", R"({"role":"root"})", "{}", R"({"role":1})"})
    EXPECT_EQ(rejectedField([&] { parseRoleRequest(adminBody(bad)); }), "role") << bad;
}

TEST(AdminRequests, RejectionNeedsAReasonOf1To500Characters) {
  EXPECT_EQ(parseRejectRequest(adminBody(R"({"reason":" No licence "})")), "No licence");
  EXPECT_EQ(parseRejectRequest(adminBody(R"({"reason":")" + std::string(500, 'r') + "\"}")).size(),
            500u);
  for (std::string bad :
       {std::string("{}"), std::string(R"({"reason":""})"), std::string(R"({"reason":"   "})"),
        R"({"reason":")" + std::string(501, 'r') + "\"}"})
    EXPECT_EQ(rejectedField([&] { parseRejectRequest(adminBody(bad)); }), "reason") << bad;
}

TEST(AdminRequests, ContactStatusIsNewAnsweredOrClosed) {
  for (const char* ok : {"new", "answered", "closed"})
    EXPECT_EQ(parseContactStatusRequest(adminBody(std::string(R"({"status":")") + ok + "\"}")), ok);
  for (const char* bad : {R"({"status":"archived"})", "{}", R"({"status":"NEW"})"})
    EXPECT_EQ(rejectedField([&] { parseContactStatusRequest(adminBody(bad)); }), "status") << bad;
}

TEST(AdminRequests, UserFilterValidatesRoleAndStatus) {
  auto f = parseUserFilter(std::string(" ann "), std::string("client"), std::string("suspended"));
  EXPECT_EQ(f.q, "ann");
  EXPECT_EQ(f.role, domain::Role::kClient);
  EXPECT_EQ(f.status, domain::UserStatus::kSuspended);
  auto any = parseUserFilter(std::nullopt, std::string(""), std::nullopt);
  EXPECT_FALSE(any.role);
  EXPECT_FALSE(any.status);
  EXPECT_EQ(rejectedField([] { parseUserFilter(std::nullopt, std::string("wizard"), {}); }),
            "role");
  EXPECT_EQ(rejectedField([] { parseUserFilter(std::nullopt, {}, std::string("gone")); }),
            "status");
  EXPECT_EQ(rejectedField([] { parseUserFilter(std::string(201, 'q'), {}, {}); }), "q");
}

TEST(AdminRequests, AuditPageLimitAndBefore) {
  auto d = parseAuditPage(std::nullopt, std::nullopt);
  EXPECT_EQ(d.limit, 100);
  EXPECT_EQ(d.before, 0);
  auto p = parseAuditPage(std::string("500"), std::string("42"));
  EXPECT_EQ(p.limit, 500);
  EXPECT_EQ(p.before, 42);
  for (const char* bad : {"0", "501", "-1", "ten", "5x"})
    EXPECT_EQ(rejectedField([&] { parseAuditPage(std::string(bad), std::nullopt); }), "limit")
        << bad;
  for (const char* bad : {"0", "-3", "abc"})
    EXPECT_EQ(rejectedField([&] { parseAuditPage(std::nullopt, std::string(bad)); }), "before")
        << bad;
}

TEST(AdminRequests, RefundQueueStatusIsOpenByDefaultOrOneStatus) {
  using domain::RefundStatus;
  const std::vector<RefundStatus> open{RefundStatus::kFailed, RefundStatus::kPending};
  EXPECT_EQ(parseRefundQueueStatus(std::nullopt), open);
  EXPECT_EQ(parseRefundQueueStatus(std::string("")), open);
  EXPECT_EQ(parseRefundQueueStatus(std::string("open")), open);
  EXPECT_EQ(parseRefundQueueStatus(std::string("succeeded")),
            std::vector<RefundStatus>{RefundStatus::kSucceeded});
  for (const char* bad : {"refunded", "FAILED", "open,failed", " failed"})
    EXPECT_EQ(rejectedField([&] { parseRefundQueueStatus(std::string(bad)); }), "status") << bad;
}

TEST(AdminRequests, ASettlementReferenceIsRequiredTrimmedAndBounded) {
  EXPECT_EQ(parseSettleRefundRequest({{"reference", " BT-1 "}}), "BT-1");
  EXPECT_EQ(parseSettleRefundRequest({{"reference", std::string(200, 'x')}}).size(), 200u);
  for (const auto& bad :
       {boost::json::object{}, boost::json::object{{"reference", ""}},
        boost::json::object{{"reference", " \t "}}, boost::json::object{{"reference", 7}},
        boost::json::object{{"reference", std::string(201, 'x')}}})
    EXPECT_EQ(rejectedField([&] { parseSettleRefundRequest(bad); }), "reference");
}

TEST(AdminUserFilter, MatchesNameOrEmailCaseInsensitivelyAndExactRoleAndStatus) {
  using domain::Role;
  using domain::UserStatus;
  auto ann = user("ann.lee@example.com", "Ann", "Lee", Role::kClient, UserStatus::kActive);
  services::UserFilter f;
  EXPECT_TRUE(services::matchesUserFilter(ann, f));
  f.q = "ANN LEE";
  EXPECT_TRUE(services::matchesUserFilter(ann, f));
  f.q = "EXAMPLE.COM";
  EXPECT_TRUE(services::matchesUserFilter(ann, f));
  f.q = "bob";
  EXPECT_FALSE(services::matchesUserFilter(ann, f));
  f.q = "";
  f.role = Role::kGoldTrader;
  EXPECT_FALSE(services::matchesUserFilter(ann, f));
  f.role = Role::kClient;
  f.status = UserStatus::kSuspended;
  EXPECT_FALSE(services::matchesUserFilter(ann, f));
  f.status = UserStatus::kActive;
  EXPECT_TRUE(services::matchesUserFilter(ann, f));
}
