#include "http/router.hpp"

#include <gtest/gtest.h>

#include "http/errors.hpp"

using namespace aurum::http;
using aurum::domain::ErrorCode;

namespace {
Response ok(RequestContext& ctx) { return emptyResponse(Status::no_content); }
}  // namespace

TEST(Router, MatchesPathParameters) {
  Router r;
  r.add(Verb::patch, "/api/cart/{id}", Access::signedIn(), ok);
  auto m = r.match(Verb::patch, "/api/cart/42");
  ASSERT_NE(m.route, nullptr);
  EXPECT_EQ(m.params.at("id"), "42");
  EXPECT_EQ(r.match(Verb::patch, "/api/cart/").route, nullptr);
  EXPECT_EQ(r.match(Verb::patch, "/api/cart/42/x").route, nullptr);
}

TEST(Router, ReportsAllowedMethodsForAKnownPath) {
  Router r;
  r.add(Verb::get, "/api/cart", Access::signedIn(), ok);
  r.add(Verb::post, "/api/cart", Access::signedIn(), ok);
  auto m = r.match(Verb::delete_, "/api/cart");
  EXPECT_EQ(m.route, nullptr);
  EXPECT_EQ(m.allowed.size(), 2u);
  EXPECT_TRUE(r.match(Verb::put, "/api/unknown").allowed.empty());
}

TEST(Router, HeadFallsBackToGet) {
  Router r;
  r.add(Verb::get, "/api/x", Access::publicRoute(), ok);
  EXPECT_NE(r.match(Verb::head, "/api/x").route, nullptr);
}

TEST(Router, RefusesDuplicateRoutes) {
  Router r;
  r.add(Verb::get, "/api/x", Access::publicRoute(), ok);
  EXPECT_THROW(r.add(Verb::get, "/api/x", Access::publicRoute(), ok), std::invalid_argument);
}

TEST(Access, RolesRuleNeedsAMatchingUser) {
  auto a = Access::forRoles({aurum::domain::Role::kAdmin});
  aurum::domain::User u;
  u.role = aurum::domain::Role::kClient;
  EXPECT_FALSE(a.allows(std::nullopt));
  EXPECT_FALSE(a.allows(u));
  u.role = aurum::domain::Role::kAdmin;
  EXPECT_TRUE(a.allows(u));
}

TEST(ErrorMapping, EveryCodeHasOneStatus) {
  EXPECT_EQ(statusFor(ErrorCode::kValidation), Status::bad_request);
  EXPECT_EQ(statusFor(ErrorCode::kEmailTaken), Status::conflict);
  EXPECT_EQ(statusFor(ErrorCode::kRateLimited), Status::too_many_requests);
  EXPECT_EQ(statusFor(ErrorCode::kHeadersTooLarge), Status::request_header_fields_too_large);
  auto res = errorResponse(aurum::domain::validationError("email", "bad"));
  EXPECT_EQ(res.body(), R"({"code":"validation_error","message":"bad","field":"email"})");
}

TEST(Cookies, FindsANamedCookie) {
  EXPECT_EQ(cookieValue("a=1; aurum_session=xyz; b=2", "aurum_session"), "xyz");
  EXPECT_EQ(cookieValue("a=1", "aurum_session"), std::nullopt);
}

TEST(Router, LiteralSegmentsWinOverParametersWhateverTheOrder) {
  Router first, last;
  Response (*lit)(RequestContext&) = [](RequestContext&) {
    return emptyResponse(Status::accepted);
  };
  first.add(Verb::get, "/api/items/{id}", Access::publicRoute(), ok);
  first.add(Verb::get, "/api/items/new", Access::publicRoute(), lit);
  last.add(Verb::get, "/api/items/new", Access::publicRoute(), lit);
  last.add(Verb::get, "/api/items/{id}", Access::publicRoute(), ok);
  for (Router* r : {&first, &last}) {
    auto m = r->match(Verb::get, "/api/items/new");
    ASSERT_NE(m.route, nullptr);
    EXPECT_EQ(m.route->pattern, "/api/items/new");
    EXPECT_TRUE(m.params.empty());
    auto p = r->match(Verb::get, "/api/items/7");
    ASSERT_NE(p.route, nullptr);
    EXPECT_EQ(p.route->pattern, "/api/items/{id}");
    EXPECT_EQ(p.params.at("id"), "7");
  }
}

TEST(Router, EarlierLiteralSegmentDecides) {
  Router r;
  r.add(Verb::get, "/api/{kind}/latest", Access::publicRoute(), ok);
  r.add(Verb::get, "/api/orders/{id}", Access::publicRoute(), ok);
  EXPECT_EQ(r.match(Verb::get, "/api/orders/latest").route->pattern, "/api/orders/{id}");
  EXPECT_EQ(r.match(Verb::get, "/api/carts/latest").route->pattern, "/api/{kind}/latest");
}

TEST(Router, GetBeatsHeadFallbackOnlyForHead) {
  Router r;
  r.add(Verb::get, "/api/x", Access::publicRoute(), ok);
  auto m = r.match(Verb::post, "/api/x");
  EXPECT_EQ(m.route, nullptr);
  ASSERT_EQ(m.allowed.size(), 1u);
}
