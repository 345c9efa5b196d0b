#include "api/requests/checkout_requests.hpp"
#include "api/shop_json.hpp"
#include "domain/error.hpp"
#include "http/router.hpp"

namespace aurum::api {

using namespace aurum::http;
namespace json = boost::json;

namespace {

/// The intent, plus what the browser needs to show the right card form (Stripe Elements or the
/// test processor's fields).
json::object intentJson(services::Shop& shop, const services::CheckoutIntent& intent) {
  auto out = toJson(intent);
  out["publishableKey"] = shop.checkout().publishableKey();
  return out;
}

}  // namespace

void registerCheckoutRoutes(Router& r, services::Shop& shop) {
  r.add(Verb::post, "/api/create-payment-intent", Access::signedIn(), [&shop](RequestContext& ctx) {
    return idempotent(ctx, shop, "create-payment-intent", [&] {
      auto intent = shop.checkout().createIntent(ctx.requireUser());
      return jsonResponse(Status::ok, intentJson(shop, intent));
    });
  });

  r.add(Verb::get, "/api/checkout/quote", Access::signedIn(), [&shop](RequestContext& ctx) {
    auto intent = shop.checkout().current(ctx.requireUser());
    if (!intent) throw domain::AppError(domain::ErrorCode::kNotFound, "No checkout in progress");
    return jsonResponse(Status::ok, intentJson(shop, *intent));
  });

  r.add(Verb::post, "/api/checkout/accept-quote", Access::signedIn(), [&shop](RequestContext& ctx) {
    auto in = parseAcceptQuoteRequest(ctx.jsonBody());
    auto intent = shop.checkout().acceptQuote(ctx.requireUser(), in.quoteId);
    return jsonResponse(Status::ok, intentJson(shop, intent));
  });

  r.add(Verb::post, "/api/checkout/confirm", Access::signedIn(), [&shop](RequestContext& ctx) {
    return idempotent(ctx, shop, "checkout-confirm", [&] {
      auto in = parseConfirmRequest(ctx.jsonBody());
      auto outcome =
          in.paymentMethodId
              ? shop.checkout().confirmWithPaymentMethod(ctx.requireUser(), in.clientSecret,
                                                         *in.paymentMethodId, in.shipping)
              : shop.checkout().confirm(ctx.requireUser(), in.clientSecret, in.card, in.shipping);
      return jsonResponse(Status::ok, toJson(outcome, ctx.language));
    });
  });

  // Stripe posts from its servers: no session and no Origin; the signature over the raw body
  // (not a JSON re-serialisation) is the only credential.
  r.add(
      Verb::post, "/api/payments/webhooks/stripe", Access::publicRoute(),
      [&shop](RequestContext& ctx) {
        auto handled = shop.webhooks().handle(ctx.req["Stripe-Signature"], ctx.req.body());
        using H = services::PaymentWebhooks::Handled;
        json::object out{{"received", true},
                         {"result", handled == H::kApplied    ? "applied"
                                    : handled == H::kReplayed ? "replayed"
                                                              : "ignored"}};
        return jsonResponse(Status::ok, out);
      },
      RouteOptions{.maxBodyBytes = 256 * 1024});

  r.add(Verb::post, "/api/payments/{id}/authenticate", Access::signedIn(),
        [&shop](RequestContext& ctx) {
          auto in = parseAuthenticateRequest(ctx.jsonBody());
          auto outcome =
              shop.checkout().authenticate(ctx.requireUser(), pathId(ctx, "id"), in.approve);
          return jsonResponse(Status::ok, toJson(outcome, ctx.language));
        });
}

}  // namespace aurum::api
