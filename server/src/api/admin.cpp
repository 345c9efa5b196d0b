#include "api/json.hpp"
#include "api/requests/contact_requests.hpp"
#include "api/routes.hpp"
#include "domain/error.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::Role;

namespace {
std::int64_t idParam(const RequestContext& ctx, const char* name) {
  const auto& raw = ctx.params.at(name);
  try {
    std::size_t used = 0;
    auto v = std::stoll(raw, &used);
    if (used == raw.size() && v > 0) return v;
  } catch (...) {
  }
  throw domain::AppError(domain::ErrorCode::kNotFound, std::string("No record with ") + name + " " + raw);
}
}  // namespace

void registerAdminRoutes(Router& r, services::Services& s) {
  r.add(Verb::get, "/api/admin/users", Access::forRoles({Role::kAdmin}), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& u : s.auth.listUsers()) out.push_back(toJson(u));
    return jsonResponse(Status::ok, out, ctx.req.version());
  });

  r.add(Verb::get, "/api/admin/traders", Access::forRoles({Role::kAdmin}), [&s](RequestContext& ctx) {
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
    return jsonResponse(Status::ok, out, ctx.req.version());
  });

  r.add(Verb::post, "/api/admin/traders/{id}/approve", Access::forRoles({Role::kAdmin}),
        [&s](RequestContext& ctx) {
          auto user = s.auth.approveTrader(ctx.requireUser().id, idParam(ctx, "id"));
          return jsonResponse(Status::ok, toJson(user), ctx.req.version());
        });
}

void registerContactRoutes(Router& r, services::Services& s) {
  r.add(Verb::post, "/api/contact-requests", Access::publicRoute(), [&s](RequestContext& ctx) {
    auto req = parseContactRequest(ctx.jsonBody());
    auto id = s.contact.submit(req, ctx.clientIp);
    return jsonResponse(Status::created, boost::json::object{{"id", id}}, ctx.req.version());
  });
}

void registerAllRoutes(Router& r, services::Services& s, const ApiConfig& config,
                       std::function<bool()> ready) {
  registerHealthRoutes(r, std::move(ready));
  registerAuthRoutes(r, s, config);
  registerAdminRoutes(r, s);
  registerContactRoutes(r, s);
  registerMarketRoutes(r, s);
  registerVerifyRoutes(r, s);
  registerProvenanceRoutes(r, s);
  registerShopRoutes(r, s);
}

}  // namespace aurum::api
