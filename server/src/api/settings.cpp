#include "api/account_json.hpp"
#include "api/requests/account_requests.hpp"
#include "api/routes.hpp"
#include "http/path_params.hpp"

namespace aurum::api {

using namespace aurum::http;

void registerSettingsRoutes(Router& r, services::Services& s) {
  auto& account = s.account;
  r.add(Verb::get, "/api/settings", Access::signedIn(), [&account](RequestContext& ctx) {
    return jsonResponse(Status::ok, settingsJson(account.settings().get(ctx.requireUser().id)));
  });
  r.add(Verb::put, "/api/settings", Access::signedIn(), [&account](RequestContext& ctx) {
    auto patch = parseSettingsPatch(ctx.jsonBody());
    return jsonResponse(Status::ok,
                        settingsJson(account.settings().update(ctx.requireUser().id, patch)));
  });

  // Notifications: literal paths before {id}.
  r.add(Verb::get, "/api/notifications", Access::signedIn(), [&account](RequestContext& ctx) {
    auto list = account.notifications().list(ctx.requireUser().id);
    boost::json::array items;
    for (const auto& n : list.items) items.push_back(notificationJson(n, ctx.language));
    return jsonResponse(Status::ok,
                        boost::json::object{{"items", std::move(items)}, {"unread", list.unread}});
  });
  r.add(Verb::post, "/api/notifications/read-all", Access::signedIn(),
        [&account](RequestContext& ctx) {
          account.notifications().markAllRead(ctx.requireUser().id);
          return emptyResponse(Status::no_content);
        });
  r.add(Verb::post, "/api/notifications/{id}/read", Access::signedIn(),
        [&account](RequestContext& ctx) {
          account.notifications().markRead(ctx.requireUser().id, pathId(ctx, "id"));
          return emptyResponse(Status::no_content);
        });

  // Price alerts.
  r.add(Verb::get, "/api/alerts", Access::signedIn(), [&account](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& a : account.alerts().list(ctx.requireUser().id)) out.push_back(alertJson(a));
    return jsonResponse(Status::ok, out);
  });
  r.add(Verb::post, "/api/alerts", Access::signedIn(), [&account](RequestContext& ctx) {
    auto in = parsePriceAlertRequest(ctx.jsonBody());
    auto a = account.alerts().create(ctx.requireUser().id, in.metal, in.direction, in.priceCents);
    return jsonResponse(Status::created, alertJson(a));
  });
  r.add(Verb::delete_, "/api/alerts/{id}", Access::signedIn(), [&account](RequestContext& ctx) {
    account.alerts().remove(ctx.requireUser().id, pathId(ctx, "id"));
    return emptyResponse(Status::no_content);
  });
}

}  // namespace aurum::api
