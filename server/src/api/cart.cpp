#include "api/requests/cart_requests.hpp"
#include "api/shop_json.hpp"
#include "domain/cart_totals.hpp"
#include "domain/money.hpp"
#include "http/router.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::formatCents;

void registerCartRoutes(Router& r, services::Shop& shop) {
  r.add(Verb::get, "/api/cart", Access::signedIn(), [&shop](RequestContext& ctx) {
    boost::json::array out;
    for (const auto& l : shop.cart().list(ctx.requireUser().id)) out.push_back(toJson(l));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::post, "/api/cart/add", Access::signedIn(), [&shop](RequestContext& ctx) {
    auto in = parseCartAddRequest(ctx.jsonBody());
    auto line = shop.cart().add(ctx.requireUser().id, in.productId, in.quantity);
    return jsonResponse(Status::created, toJson(line));
  });

  r.add(Verb::get, "/api/cart/totals", Access::signedIn(), [&shop](RequestContext& ctx) {
    auto t = shop.cart().totals(ctx.requireUser().id);
    boost::json::object out{{"subtotal", formatCents(t.subtotal)},
                            {"shipping", formatCents(t.shipping)},
                            {"tax", formatCents(t.tax)},
                            {"total", formatCents(t.total)},
                            {"freeShippingShortfall", formatCents(t.freeShippingShortfall)},
                            {"freeShippingThreshold", formatCents(domain::kFreeShippingAboveCents)},
                            {"itemCount", t.itemCount},
                            {"lineCount", t.lineCount}};
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::patch, "/api/cart/{id}", Access::signedIn(), [&shop](RequestContext& ctx) {
    auto in = parseCartQuantityRequest(ctx.jsonBody());
    auto line = shop.cart().setQuantity(ctx.requireUser().id, pathId(ctx, "id"), in.quantity);
    if (!line) return emptyResponse(Status::no_content);
    return jsonResponse(Status::ok, toJson(*line));
  });

  r.add(Verb::delete_, "/api/cart/{id}", Access::signedIn(), [&shop](RequestContext& ctx) {
    shop.cart().remove(ctx.requireUser().id, pathId(ctx, "id"));
    return emptyResponse(Status::no_content);
  });
}

}  // namespace aurum::api
