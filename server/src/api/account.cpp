#include "api/account_json.hpp"
#include "api/requests/account_requests.hpp"
#include "api/routes.hpp"
#include "util/json_number.hpp"

namespace aurum::api {

using namespace aurum::http;

void registerAccountDataRoutes(Router& r, services::Services& s) {
  auto& data = s.account.data();
  r.add(Verb::get, "/api/account/export", Access::signedIn(), [&data](RequestContext& ctx) {
    auto exported = data.exportFor(ctx.requireUser(), ctx.sessionToken);
    return attachmentResponse(
        util::plainJsonNumbers(boost::json::serialize(accountExportJson(exported))),
        "application/json", "aurum-account-export.json");
  });
  r.add(
      Verb::post, "/api/account/import", Access::signedIn(),
      [&data](RequestContext& ctx) {
        auto in = parseAccountImport(ctx.jsonBody());
        auto result = data.importFor(ctx.requireUser(), in);
        return jsonResponse(Status::ok, boost::json::object{{"settings", result.settings},
                                                            {"alerts", result.alerts}});
      },
      RouteOptions{.maxBodyBytes = 1024 * 1024});
}

}  // namespace aurum::api
