// The trader workspace (issue 13): analytics, clients, messages, invites, dashboard and offers;
// the client's side of offers. docs/trader-workspace.md.
#include "api/json.hpp"
#include "api/requests/trader_requests.hpp"
#include "api/routes.hpp"
#include "api/shop_json.hpp"
#include "domain/money.hpp"
#include "util/clock.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::formatCents;
using domain::Role;

namespace {
Access traderAccess() { return Access::forRoles({Role::kGoldTrader, Role::kAdmin}); }

boost::json::object figuresJson(const services::SalesFigures& f) {
  return {{"revenue", formatCents(f.revenueCents)},
          {"orders", f.orders},
          {"averageOrderValue", formatCents(f.averageOrderValueCents)}};
}

boost::json::object analyticsJson(const services::TraderAnalytics& a) {
  auto out = figuresJson(a.current);
  out["range"] = a.range;
  boost::json::object metals;
  for (const auto& [metal, units] : a.unitsByMetal) metals[metal] = units;
  out["unitsByMetal"] = metals;
  boost::json::array series;
  for (const auto& [date, revenue] : a.series)
    series.push_back({{"date", date}, {"revenue", formatCents(revenue)}});
  out["series"] = series;
  boost::json::array top;
  for (const auto& t : a.topProducts)
    top.push_back({{"productId", t.productId},
                   {"name", t.name},
                   {"units", t.units},
                   {"revenue", formatCents(t.revenueCents)}});
  out["topProducts"] = top;
  out["repeatClientRate"] = a.repeatClientRate;
  out["previous"] = figuresJson(a.previous);
  return out;
}

boost::json::object clientJson(const services::TraderClient& c) {
  boost::json::object o{{"id", c.id},
                        {"name", c.name},
                        {"email", c.email},
                        {"orders", c.orders},
                        {"totalValue", formatCents(c.totalValueCents)},
                        {"lastOrder", nullptr},
                        {"kycStatus", nullptr},
                        {"status", c.status}};
  if (c.lastOrderMs) o["lastOrder"] = util::toIso8601(*c.lastOrderMs);
  if (c.kycStatus) o["kycStatus"] = *c.kycStatus;
  return o;
}

boost::json::object inviteJson(const services::TraderInvite& i) {
  return {{"id", i.id},
          {"email", i.email},
          {"status", i.status},
          {"createdAt", util::toIso8601(i.createdAtMs)}};
}

boost::json::object offerJson(const services::TraderOffer& o) {
  boost::json::array lines;
  for (const auto& l : o.lines)
    lines.push_back({{"productId", l.productId},
                     {"name", l.name},
                     {"metalType", l.metal},
                     {"quantity", l.quantity},
                     {"unitPrice", formatCents(l.unitCents)},
                     {"lineTotal", formatCents(l.unitCents * l.quantity)}});
  return {{"id", o.id},
          {"clientId", o.clientId},
          {"clientName", o.clientName},
          {"traderId", o.traderId},
          {"sellerName", o.sellerName},
          {"status", o.status},
          {"note", o.note},
          {"lines", lines},
          {"total", formatCents(o.totalCents)},
          {"createdAt", util::toIso8601(o.createdAtMs)},
          {"expiresAt", util::toIso8601(o.expiresAtMs)}};
}

boost::json::array offersJson(const std::vector<services::TraderOffer>& offers) {
  boost::json::array out;
  for (const auto& o : offers) out.push_back(offerJson(o));
  return out;
}
}  // namespace

void registerTraderRoutes(Router& r, services::Services& s) {
  r.add(Verb::get, "/api/trader/analytics", traderAccess(), [&s](RequestContext& ctx) {
    auto a = s.trader.analytics(ctx.requireUser(), ctx.queryParam("range").value_or("30d"));
    return jsonResponse(Status::ok, analyticsJson(a));
  });

  r.add(Verb::get, "/api/trader/dashboard", traderAccess(), [&s](RequestContext& ctx) {
    auto d = s.trader.dashboard(ctx.requireUser());
    boost::json::array recent;
    for (const auto& o : d.recentOrders) recent.push_back(orderSummaryJson(o));
    boost::json::object status{{"licenseStatus", d.licenseStatus},
                               {"licenseNumber", d.licenseNumber},
                               {"complianceStatus", d.complianceStatus},
                               {"kycStatus", nullptr}};
    if (d.kycStatus) status["kycStatus"] = *d.kycStatus;
    return jsonResponse(Status::ok,
                        boost::json::object{{"tradingVolume", formatCents(d.tradingVolumeCents)},
                                            {"activeClients", d.activeClients},
                                            {"inventoryValue", formatCents(d.inventoryValueCents)},
                                            {"monthlyProfit", formatCents(d.monthlyProfitCents)},
                                            {"profitBasis", "premium_margin"},
                                            {"recentOrders", recent},
                                            {"tradingStatus", status}});
  });

  r.add(Verb::get, "/api/trader/clients", traderAccess(), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& c : s.trader.clients(ctx.requireUser(), ctx.queryParam("status").value_or(""),
                                          ctx.queryParam("q").value_or("")))
      out.push_back(clientJson(c));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::get, "/api/trader/clients/{id}/orders", traderAccess(), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& o : s.trader.clientOrders(ctx.requireUser(), pathId(ctx, "id")))
      out.push_back(orderSummaryJson(o));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::post, "/api/trader/clients/{id}/messages", traderAccess(), [&s](RequestContext& ctx) {
    auto id = pathId(ctx, "id");
    auto text = parseTraderMessageRequest(ctx.jsonBody());
    auto n = s.trader.message(ctx.requireUser(), id, text);
    return jsonResponse(Status::created, boost::json::object{{"id", n}});
  });

  r.add(Verb::get, "/api/trader/invites", traderAccess(), [&s](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& i : s.trader.invites(ctx.requireUser())) out.push_back(inviteJson(i));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::post, "/api/trader/invites", traderAccess(), [&s](RequestContext& ctx) {
    auto email = parseTraderInviteRequest(ctx.jsonBody());
    return jsonResponse(Status::created,
                        inviteJson(s.trader.invite(ctx.requireUser(), email, ctx.language)));
  });

  r.add(Verb::get, "/api/trader/offers", traderAccess(), [&s](RequestContext& ctx) {
    return jsonResponse(Status::ok, offersJson(s.trader.offers(ctx.requireUser())));
  });

  r.add(Verb::post, "/api/trader/offers", traderAccess(), [&s](RequestContext& ctx) {
    auto in = parseTraderOfferRequest(ctx.jsonBody());
    auto o = s.trader.createOffer(ctx.requireUser(),
                                  {in.clientId, in.lines, in.note, in.expiresInHours});
    return jsonResponse(Status::created, offerJson(o));
  });

  r.add(Verb::delete_, "/api/trader/offers/{id}", traderAccess(), [&s](RequestContext& ctx) {
    return jsonResponse(Status::ok,
                        offerJson(s.trader.cancelOffer(ctx.requireUser(), pathId(ctx, "id"))));
  });

  // The client's side: offers made to me.
  r.add(Verb::get, "/api/offers", Access::signedIn(), [&s](RequestContext& ctx) {
    return jsonResponse(Status::ok, offersJson(s.trader.myOffers(ctx.requireUser())));
  });

  r.add(Verb::post, "/api/offers/{id}/accept", Access::signedIn(), [&s](RequestContext& ctx) {
    return jsonResponse(Status::ok,
                        offerJson(s.trader.acceptOffer(ctx.requireUser(), pathId(ctx, "id"))));
  });

  r.add(Verb::post, "/api/offers/{id}/decline", Access::signedIn(), [&s](RequestContext& ctx) {
    return jsonResponse(Status::ok,
                        offerJson(s.trader.declineOffer(ctx.requireUser(), pathId(ctx, "id"))));
  });
}

}  // namespace aurum::api
