#include <map>

#include "harness.hpp"

using namespace aurum::testing;
using boost::beast::http::verb;

namespace {

/// Who may call each route. A route in the server but not here fails the test, so a new route
/// cannot ship without its access rule being reviewed.
const std::map<std::string, std::string> kExpected = {
    // Shop (issue 4)
    {"GET /api/products", "public"},
    {"GET /api/products/mine", "gold_trader,admin"},
    {"GET /api/products/{id}", "public"},
    // Inventory and company (issue 13)
    {"POST /api/products", "gold_trader,admin"},
    {"PATCH /api/products/{id}", "gold_trader,admin"},
    {"POST /api/products/{id}/stock", "gold_trader,admin"},
    {"GET /api/products/{id}/stock", "gold_trader,admin"},
    {"POST /api/products/{id}/image", "gold_trader,admin"},
    {"GET /api/products/{id}/image", "public"},
    {"GET /api/company", "gold_trader"},
    {"PUT /api/company", "gold_trader"},
    {"POST /api/company/logo", "gold_trader"},
    {"GET /api/companies/{id}/logo", "public"},
    {"GET /api/cart", "signed-in"},
    {"POST /api/cart/add", "signed-in"},
    {"GET /api/cart/totals", "signed-in"},
    {"PATCH /api/cart/{id}", "signed-in"},
    {"DELETE /api/cart/{id}", "signed-in"},
    {"POST /api/create-payment-intent", "signed-in"},
    {"GET /api/checkout/quote", "signed-in"},
    {"POST /api/checkout/accept-quote", "signed-in"},
    {"POST /api/checkout/confirm", "signed-in"},
    {"POST /api/payments/{id}/authenticate", "signed-in"},
    // Payments (issue 10): Stripe posts from its servers; the signature is the credential.
    {"POST /api/payments/webhooks/stripe", "public"},
    {"GET /api/orders", "signed-in"},
    {"GET /api/orders/export.csv", "signed-in"},
    {"GET /api/orders/manage", "gold_trader,admin"},
    {"GET /api/orders/{id}", "signed-in"},
    {"POST /api/orders/{id}/cancel", "signed-in"},
    {"POST /api/orders/{id}/status", "gold_trader,admin"},
    {"GET /api/portfolio", "signed-in"},
    {"GET /api/portfolio/summary", "signed-in"},
    {"GET /api/portfolio/export.csv", "signed-in"},
    {"GET /api/transactions", "signed-in"},
    {"GET /readyz", "public"},
    {"POST /api/auth/register", "public"},
    {"POST /api/auth/login", "public"},
    {"POST /api/auth/logout", "public"},
    {"GET /api/auth/user", "signed-in"},
    {"GET /api/login", "public"},
    {"GET /api/demo-login/{role}", "public"},
    {"GET /api/admin/users", "admin"},
    {"GET /api/admin/traders", "admin"},
    {"POST /api/admin/traders/{id}/approve", "admin"},
    // Admin console (issue 13)
    {"GET /api/admin/dashboard", "admin"},
    {"GET /api/admin/users/{id}", "admin"},
    {"POST /api/admin/users/{id}/suspend", "admin"},
    {"POST /api/admin/users/{id}/reactivate", "admin"},
    {"POST /api/admin/users/{id}/role", "admin"},
    {"POST /api/admin/traders/{id}/reject", "admin"},
    {"GET /api/admin/audit", "admin"},
    {"GET /api/admin/contact-requests", "admin"},
    {"PATCH /api/admin/contact-requests/{id}", "admin"},
    {"GET /api/admin/refunds", "admin"},
    {"POST /api/admin/refunds/{orderId}/retry", "admin"},
    {"POST /api/admin/refunds/{orderId}/settle", "admin"},
    {"POST /api/contact-requests", "public"},
    {"GET /api/market-prices", "public"},
    {"GET /api/real-time-prices", "public"},
    {"GET /api/chart-data/{symbol}/{timeframe}", "public"},
    {"GET /api/chart-data", "public"},
    {"GET /api/verify/{query}", "public"},
    {"GET /api/verify/{query}/certificate", "public"},
    {"GET /api/provenance/public-key", "public"},
    {"GET /api/provenance/public-key.pem", "public"},
    {"GET /api/provenance/public-keys", "public"},
    {"GET /api/provenance/roots", "public"},
    {"POST /api/provenance/issues", "public"},
    {"GET /api/provenance/my-scans", "signed-in"},
    {"POST /api/provenance/scans", "signed-in"},
    {"GET /api/provenance/items", "signed-in"},
    {"POST /api/provenance/items", "gold_trader,admin"},
    {"POST /api/provenance/items/{serial}/events", "gold_trader,admin"},
    {"POST /api/provenance/items/{serial}/report", "signed-in"},
    {"POST /api/provenance/items/{serial}/transfer", "signed-in"},
    {"GET /api/provenance/items/{serial}/qr.svg", "gold_trader,admin"},
    {"GET /api/provenance/records", "gold_trader,admin"},
    {"GET /api/provenance/records.csv", "gold_trader,admin"},
    // Identity and compliance (issue 11)
    {"PATCH /api/auth/user", "signed-in"},
    {"POST /api/auth/user/avatar", "signed-in"},
    {"GET /api/users/{id}/avatar", "signed-in"},
    {"POST /api/kyc/upload", "signed-in"},
    {"GET /api/kyc/documents", "signed-in"},
    {"GET /api/admin/kyc", "admin"},
    {"GET /api/admin/kyc/{id}", "admin"},
    {"GET /api/admin/kyc/{id}/documents/{docId}", "admin"},
    {"POST /api/admin/kyc/{id}/decision", "admin"},
    {"GET /api/compliance/limits", "signed-in"},
    {"GET /api/compliance/status", "signed-in"},
    {"GET /api/compliance/reports", "signed-in"},
    {"GET /api/admin/compliance/reports", "admin"},
    {"POST /api/admin/compliance/reports/{id}/decision", "admin"},
    // Account security (issue 12)
    {"GET /api/auth/mfa", "signed-in"},
    {"POST /api/auth/mfa/totp/setup", "signed-in"},
    {"POST /api/auth/mfa/totp/enable", "signed-in"},
    {"POST /api/auth/mfa/totp/disable", "signed-in"},
    {"POST /api/auth/mfa/recovery-codes", "signed-in"},
    {"POST /api/auth/mfa/verify", "public"},
    {"POST /api/auth/password", "signed-in"},
    {"GET /api/auth/sessions", "signed-in"},
    {"DELETE /api/auth/sessions", "signed-in"},
    {"DELETE /api/auth/sessions/{id}", "signed-in"},
    {"GET /api/auth/login-history", "signed-in"},
    {"DELETE /api/account", "signed-in"},
    {"POST /api/auth/passkeys/register/options", "signed-in"},
    {"POST /api/auth/passkeys/register", "signed-in"},
    {"POST /api/auth/passkeys/login/options", "public"},
    {"POST /api/auth/passkeys/login", "public"},
    {"GET /api/auth/passkeys", "signed-in"},
    {"DELETE /api/auth/passkeys/{id}", "signed-in"},
    // Settings, notifications, price alerts, data export/import (issue 12)
    {"GET /api/settings", "signed-in"},
    {"PUT /api/settings", "signed-in"},
    {"GET /api/fx-rates", "public"},
    {"GET /api/notifications", "signed-in"},
    {"POST /api/notifications/read-all", "signed-in"},
    {"POST /api/notifications/{id}/read", "signed-in"},
    {"GET /api/alerts", "signed-in"},
    {"POST /api/alerts", "signed-in"},
    {"DELETE /api/alerts/{id}", "signed-in"},
    {"GET /api/account/export", "signed-in"},
    {"POST /api/account/import", "signed-in"},
    // Trader workspace (issue 13)
    {"GET /api/trader/analytics", "gold_trader,admin"},
    {"GET /api/trader/dashboard", "gold_trader,admin"},
    {"GET /api/trader/clients", "gold_trader,admin"},
    {"GET /api/trader/clients/{id}/orders", "gold_trader,admin"},
    {"POST /api/trader/clients/{id}/messages", "gold_trader,admin"},
    {"GET /api/trader/invites", "gold_trader,admin"},
    {"POST /api/trader/invites", "gold_trader,admin"},
    {"GET /api/trader/offers", "gold_trader,admin"},
    {"POST /api/trader/offers", "gold_trader,admin"},
    {"DELETE /api/trader/offers/{id}", "gold_trader,admin"},
    {"GET /api/offers", "signed-in"},
    {"POST /api/offers/{id}/accept", "signed-in"},
    {"POST /api/offers/{id}/decline", "signed-in"},
};

Client signedInAs(const std::string& role) {
  return role == "client" || role == "gold_trader" || role == "admin" ? demo(role)
                                                                      : TestServer::get().client();
}

std::string concretePath(std::string pattern) {
  for (auto open = pattern.find('{'); open != std::string::npos; open = pattern.find('{')) {
    auto close = pattern.find('}', open);
    auto name = pattern.substr(open + 1, close - open - 1);
    pattern.replace(open, close - open + 1, name == "role" ? "client" : "999999");
  }
  return pattern;
}

bool allowed(const std::string& rule, const std::string& who) {
  if (rule == "public") return true;
  if (who == "anonymous") return false;
  if (rule == "signed-in") return true;
  return rule.find(who) != std::string::npos;
}

}  // namespace

TEST(RouteMatrix, EveryRouteEnforcesItsAccessRuleForEveryRole) {
  const auto& routes = TestServer::get().app->router().routes();
  for (const auto& route : routes) {
    std::string key =
        std::string(boost::beast::http::to_string(route.method)) + " " + route.pattern;
    auto it = kExpected.find(key);
    ASSERT_NE(it, kExpected.end()) << "route missing from the expected access table: " << key;
    EXPECT_EQ(route.access.describe(), it->second) << key;
    for (const std::string who : {"anonymous", "client", "gold_trader", "admin"}) {
      auto c = signedInAs(who);
      auto r = route.method == verb::get ? c.get(concretePath(route.pattern))
                                         : c.request(route.method, concretePath(route.pattern),
                                                     "{}", {{"Content-Type", "application/json"}});
      if (allowed(it->second, who)) {
        EXPECT_NE(r.status, 401u) << key << " as " << who << ": " << r.body;
        EXPECT_NE(r.status, 403u) << key << " as " << who << ": " << r.body;
      } else {
        EXPECT_EQ(r.status, who == "anonymous" ? 401u : 403u) << key << " as " << who;
      }
    }
  }
  EXPECT_EQ(routes.size(), kExpected.size()) << "expected table lists routes the server lacks";
}
