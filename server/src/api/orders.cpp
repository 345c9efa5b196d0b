#include "api/csv.hpp"
#include "api/requests/order_requests.hpp"
#include "api/shop_json.hpp"
#include "domain/error.hpp"
#include "domain/money.hpp"
#include "http/router.hpp"
#include "util/clock.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::Role;

void registerOrderRoutes(Router& r, services::Shop& shop) {
  // Literal paths first: the router takes the first pattern that matches.
  r.add(Verb::get, "/api/orders", Access::signedIn(), [&shop](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& o : shop.orders().listForUser(ctx.requireUser().id))
      out.push_back(orderSummaryJson(o));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::get, "/api/orders/export.csv", Access::signedIn(), [&shop](RequestContext& ctx) {
    using domain::Message;
    std::string csv =
        csvHeader({Message("id"), Message("createdAt"), Message("status"), Message("totalAmount"),
                   Message("paymentMethod"), Message("trackingNumber"), Message("items")},
                  ctx.language);
    for (const auto& o : shop.orders().listForUser(ctx.requireUser().id))
      csv += std::to_string(o.id) + "," + util::toIso8601(o.createdAtMs) + "," +
             domain::orderStatusName(o.status) + "," + domain::formatCents(o.total) + "," +
             csvField(o.paymentMethod) + "," + csvField(o.trackingNumber.value_or("")) + "," +
             std::to_string(o.itemCount) + "\r\n";
    return attachmentResponse(std::move(csv), "text/csv; charset=utf-8", "aurum-orders.csv");
  });

  r.add(Verb::get, "/api/orders/manage", Access::forRoles({Role::kGoldTrader, Role::kAdmin}),
        [&shop](RequestContext& ctx) {
          services::ManagedOrderFilter filter;
          if (auto st = ctx.queryParam("status"); st && !st->empty() && *st != "all") {
            filter.status = domain::parseOrderStatus(*st);
            if (!filter.status)
              throw domain::validationError(
                  "status", "status must be pending, processing, shipped, delivered or cancelled");
          }
          if (auto seller = ctx.queryParam("sellerId"); seller && !seller->empty()) {
            bool digits = seller->size() <= 15 &&
                          seller->find_first_not_of("0123456789") == std::string::npos;
            if (!digits || std::stoll(*seller) <= 0)
              throw domain::validationError("sellerId", "sellerId must be a positive number");
            filter.sellerId = std::stoll(*seller);
          }
          if (auto q = ctx.queryParam("q")) {
            if (q->size() > 200) throw domain::validationError("q", "The search text is too long");
            filter.query = *q;
          }
          boost::json::array out;
          for (const auto& o : shop.orders().listManaged(ctx.requireUser(), filter))
            out.push_back(orderSummaryJson(o));
          return jsonResponse(Status::ok, out);
        });

  r.add(Verb::get, "/api/orders/{id}", Access::signedIn(), [&shop](RequestContext& ctx) {
    auto o = shop.orders().get(ctx.requireUser(), pathId(ctx, "id"));
    return jsonResponse(Status::ok, orderDetailJson(o, ctx.language));
  });

  r.add(Verb::post, "/api/orders/{id}/cancel", Access::signedIn(), [&shop](RequestContext& ctx) {
    auto o = shop.orders().cancelByBuyer(ctx.requireUser(), pathId(ctx, "id"));
    return jsonResponse(Status::ok, orderDetailJson(o, ctx.language));
  });

  r.add(Verb::post, "/api/orders/{id}/status", Access::forRoles({Role::kGoldTrader, Role::kAdmin}),
        [&shop](RequestContext& ctx) {
          auto id = pathId(ctx, "id");
          auto in = parseOrderStatusRequest(ctx.jsonBody());
          auto o = shop.orders().changeStatus(ctx.requireUser(), id, in.status, in.trackingNumber);
          return jsonResponse(Status::ok, orderDetailJson(o, ctx.language));
        });
}

}  // namespace aurum::api
