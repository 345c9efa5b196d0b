#include "api/json.hpp"
#include "api/requests/contact_requests.hpp"
#include "api/routes.hpp"
#include "domain/error.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::Role;

void registerAdminRoutes(Router& r, services::Services& s) {
  r.add(Verb::get, "/api/admin/users", Access::forRoles({Role::kAdmin}), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& u : s.auth.listUsers()) out.push_back(toJson(u));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::get, "/api/admin/traders", Access::forRoles({Role::kAdmin}),
        [&s](RequestContext& ctx) {
          boost::json::array out;
          for (const auto& t : s.auth.listTraders()) {
            out.push_back(boost::json::object{{"user", toJson(t.user)},
                                              {"companyName", t.application.companyName},
                                              {"tradingLicense", t.application.tradingLicense},
                                              {"businessAddress", t.application.businessAddress},
                                              {"tradingVolume", t.application.tradingVolume},
                                              {"businessType", t.application.businessType},
                                              {"experience", t.application.experience}});
          }
          return jsonResponse(Status::ok, out);
        });

  r.add(Verb::post, "/api/admin/traders/{id}/approve", Access::forRoles({Role::kAdmin}),
        [&s](RequestContext& ctx) {
          auto user = s.auth.approveTrader(ctx.requireUser().id, pathId(ctx, "id"));
          return jsonResponse(Status::ok, toJson(user));
        });
}

void registerContactRoutes(Router& r, services::Services& s) {
  r.add(Verb::post, "/api/contact-requests", Access::publicRoute(), [&s](RequestContext& ctx) {
    auto req = parseContactRequest(ctx.jsonBody());
    auto id = s.contact.submit(req, ctx.clientIp);
    return jsonResponse(Status::created, boost::json::object{{"id", id}});
  });
}

void registerAllRoutes(Router& r, services::Services& s, const ApiConfig& config,
                       std::function<bool()> ready) {
  registerHealthRoutes(r, std::move(ready));
  registerAuthRoutes(r, s, config);
  registerSecurityRoutes(r, s, config);
  registerPasskeyRoutes(r, s, config);
  registerAdminRoutes(r, s);
  registerContactRoutes(r, s);
  registerMarketRoutes(r, s);
  registerVerifyRoutes(r, s);
  registerProvenanceRoutes(r, s);
  registerComplianceRoutes(r, s);
  registerSettingsRoutes(r, s);
  registerAccountDataRoutes(r, s);
  registerShopRoutes(r, s);
  registerTraderRoutes(r, s);
}

}  // namespace aurum::api
