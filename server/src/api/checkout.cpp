#include "api/shop_json.hpp"
#include "domain/error.hpp"
#include "http/router.hpp"

namespace aurum::api {

using namespace aurum::http;
namespace json = boost::json;

namespace {

const json::object& requireObject(const json::object& o, const char* field) {
  auto it = o.find(field);
  if (it == o.end() || !it->value().is_object())
    throw domain::validationError(field, std::string(field) + " is required");
  return it->value().get_object();
}

/// Reads a nested field, naming it "card.number" etc. in errors.
std::string nestedString(const json::object& o, const char* parent, const char* field, bool required = true) {
  auto name = std::string(parent) + "." + field;
  auto it = o.find(field);
  if (it == o.end() || it->value().is_null()) {
    if (!required) return {};
    throw domain::validationError(name, name + " is required");
  }
  if (!it->value().is_string()) throw domain::validationError(name, name + " must be a string");
  if (it->value().get_string().size() > 200) throw domain::validationError(name, name + " is too long");
  return std::string(it->value().get_string());
}

int nestedInt(const json::object& o, const char* parent, const char* field) {
  auto name = std::string(parent) + "." + field;
  auto it = o.find(field);
  if (it == o.end() || it->value().is_null()) throw domain::validationError(name, name + " is required");
  const auto& v = it->value();
  if (v.is_int64() && v.get_int64() >= 0 && v.get_int64() < 100000) return static_cast<int>(v.get_int64());
  if (v.is_uint64() && v.get_uint64() < 100000) return static_cast<int>(v.get_uint64());
  if (v.is_string()) {
    const auto& s = v.get_string();
    if (!s.empty() && s.size() <= 4 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return std::stoi(std::string(s));
  }
  throw domain::validationError(name, name + " must be a whole number");
}

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
    auto body = ctx.jsonBody();
    auto quoteId = requireInt(body, "quoteId", 1, INT64_MAX);
    auto intent = shop.checkout().acceptQuote(ctx.requireUser(), quoteId);
    return jsonResponse(Status::ok, intentJson(shop, intent));
  });

  r.add(Verb::post, "/api/checkout/confirm", Access::signedIn(), [&shop](RequestContext& ctx) {
    return idempotent(ctx, shop, "checkout-confirm", [&] {
      auto body = ctx.jsonBody();
      auto secret = requireString(body, "clientSecret", 200);
      // Stripe Elements sends a payment method id; the test processor's form sends the card.
      auto pm = body.find("paymentMethodId");
      const bool byMethod = pm != body.end() && !pm->value().is_null();
      if (byMethod && !pm->value().is_string())
        throw domain::validationError("paymentMethodId", "paymentMethodId must be a string");
      domain::CardInput card;
      if (!byMethod) {
        const auto& c = requireObject(body, "card");
        card = {nestedString(c, "card", "number"), nestedInt(c, "card", "expMonth"), nestedInt(c, "card", "expYear"),
                nestedString(c, "card", "cvc"), nestedString(c, "card", "name")};
      }
      const auto& sh = requireObject(body, "shipping");
      domain::ShippingAddress address{nestedString(sh, "shipping", "firstName"),
                                      nestedString(sh, "shipping", "lastName"),
                                      nestedString(sh, "shipping", "address"),
                                      nestedString(sh, "shipping", "city"),
                                      nestedString(sh, "shipping", "state"),
                                      nestedString(sh, "shipping", "zipCode"),
                                      nestedString(sh, "shipping", "country", false)};
      auto outcome = byMethod ? shop.checkout().confirmWithPaymentMethod(
                                    ctx.requireUser(), secret, std::string(pm->value().get_string()), address)
                              : shop.checkout().confirm(ctx.requireUser(), secret, card, address);
      return jsonResponse(Status::ok, toJson(outcome));
    });
  });

  // Stripe posts from its servers: no session and no Origin; the signature over the raw body
  // (not a JSON re-serialisation) is the only credential.
  r.add(Verb::post, "/api/payments/webhooks/stripe", Access::publicRoute(), [&shop](RequestContext& ctx) {
    auto handled = shop.webhooks().handle(ctx.req["Stripe-Signature"], ctx.req.body());
    using H = services::PaymentWebhooks::Handled;
    json::object out{{"received", true},
                     {"result", handled == H::kApplied ? "applied" : handled == H::kReplayed ? "replayed" : "ignored"}};
    return jsonResponse(Status::ok, out);
  }, RouteOptions{.maxBodyBytes = 256 * 1024});

  r.add(Verb::post, "/api/payments/{id}/authenticate", Access::signedIn(), [&shop](RequestContext& ctx) {
    auto body = ctx.jsonBody();
    auto it = body.find("approve");
    if (it == body.end() || !it->value().is_bool())
      throw domain::validationError("approve", "approve must be true or false");
    auto outcome = shop.checkout().authenticate(ctx.requireUser(), pathId(ctx, "id"), it->value().get_bool());
    return jsonResponse(Status::ok, toJson(outcome));
  });
}

}  // namespace aurum::api
