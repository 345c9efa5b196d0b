#include "api/shop_json.hpp"

#include "domain/error.hpp"
#include "domain/money.hpp"
#include "domain/order_status.hpp"
#include "domain/user_text.hpp"
#include "http/errors.hpp"
#include "http/translations.hpp"
#include "util/clock.hpp"

namespace aurum::api {

using domain::formatCents;
using domain::microOzToOz;
namespace json = boost::json;

json::object toJson(const services::PricedProduct& pp, bool withReserved) {
  const auto& p = pp.product;
  const char* metal = domain::metalName(p.metal);
  json::object o;
  o["id"] = p.id;
  o["name"] = p.name;
  o["description"] = p.description;
  o["metalType"] = metal;
  o["weight"] = microOzToOz(p.weightMicroOz);
  o["currentPrice"] = formatCents(pp.priceCents);
  o["imageUrl"] = p.imageUrl;
  o["fallbackImageUrl"] = std::string("/media/products/") + metal + ".svg";
  o["inventory"] = p.stock;
  if (withReserved) o["reserved"] = p.reserved;
  o["form"] = p.form;
  o["purity"] = p.purity;
  o["fineWeight"] = microOzToOz(p.fineWeightMicroOz);
  o["premium"] = formatCents(p.premiumCents);
  o["spotPrice"] = formatCents(pp.spotCents);
  o["inStock"] = p.stock > 0;
  o["sellerId"] = p.sellerId;
  o["sellerName"] = p.sellerName;
  o["priceUpdatedAt"] = util::toIso8601(pp.priceTimeMs);
  return o;
}

json::object toJson(const services::CartLineView& l) {
  const auto& p = l.product.product;
  return {{"id", l.id},
          {"productId", p.id},
          {"name", p.name},
          {"description", p.description},
          {"metalType", domain::metalName(p.metal)},
          {"price", formatCents(l.product.priceCents)},
          {"quantity", l.quantity},
          {"imageUrl", p.imageUrl},
          {"lineTotal", formatCents(l.product.priceCents * l.quantity)},
          {"inventory", p.stock},
          {"weight", microOzToOz(p.weightMicroOz)},
          {"offerId", l.offerId ? json::value(l.offerId) : json::value(nullptr)},
          {"lockedUntil",
           l.offerId ? json::value(util::toIso8601(l.lockedUntilMs)) : json::value(nullptr)}};
}

json::object toJson(const services::CheckoutIntent& i) {
  const auto& q = i.quote;
  json::array lines;
  for (const auto& l : i.lines)
    lines.push_back({{"productId", l.productId},
                     {"name", l.name},
                     {"metalType", domain::metalName(l.metal)},
                     {"quantity", l.quantity},
                     {"unitPrice", formatCents(l.unitCents)},
                     {"lineTotal", formatCents(l.unitCents * l.quantity)},
                     {"weight", microOzToOz(l.weightMicroOz)}});
  const char* status = q.status == domain::QuoteStatus::kAcceptance ? "requires_acceptance"
                       : q.status == domain::QuoteStatus::kAction   ? "requires_action"
                                                                    : "requires_payment_method";
  return {{"clientSecret", q.clientSecret},
          {"quoteId", q.id},
          {"paymentIntentId", q.id},
          {"status", status},
          {"createdAt", util::toIso8601(q.createdAtMs)},
          {"expiresAt", util::toIso8601(q.expiresAtMs)},
          {"currency", "usd"},
          {"amount", formatCents(q.total)},
          {"subtotal", formatCents(q.subtotal)},
          {"shipping", formatCents(q.shipping)},
          {"tax", formatCents(q.tax)},
          {"total", formatCents(q.total)},
          {"lines", std::move(lines)},
          {"requiresAcceptance", q.status == domain::QuoteStatus::kAcceptance},
          {"previousTotal",
           q.previousTotal ? json::value(formatCents(*q.previousTotal)) : json::value(nullptr)},
          {"provider", i.provider},
          {"testMode", i.testMode}};
}

json::object orderSummaryJson(const domain::Order& o) {
  return {
      {"id", o.id},
      {"createdAt", util::toIso8601(o.createdAtMs)},
      {"status", domain::orderStatusName(o.status)},
      {"totalAmount", formatCents(o.total)},
      {"paymentMethod", o.paymentMethod},
      {"trackingNumber", o.trackingNumber ? json::value(*o.trackingNumber) : json::value(nullptr)},
      {"itemCount", o.itemCount},
      {"buyerId", o.userId},
      {"buyerName", o.buyerName},
      {"sellerId", o.sellerId ? json::value(o.sellerId) : json::value(nullptr)},
      {"sellerName", o.sellerName}};
}

json::object orderDetailJson(const domain::Order& o, std::string_view language) {
  auto out = orderSummaryJson(o);
  out["subtotal"] = formatCents(o.subtotal);
  out["shipping"] = formatCents(o.shipping);
  out["tax"] = formatCents(o.tax);
  out["quoteId"] = o.quoteId;
  out["quote"] = {{"id", o.quoteId},
                  {"createdAt", util::toIso8601(o.quoteCreatedAtMs)},
                  {"expiresAt", util::toIso8601(o.quoteExpiresAtMs)},
                  {"total", formatCents(o.total)}};
  json::array lines;
  for (const auto& l : o.lines)
    lines.push_back({{"productId", l.productId},
                     {"name", l.name},
                     {"metalType", domain::metalName(l.metal)},
                     {"quantity", l.quantity},
                     {"unitPrice", formatCents(l.unitCents)},
                     {"lineTotal", formatCents(l.unitCents * l.quantity)},
                     {"fineWeight", microOzToOz(l.fineWeightMicroOz * l.quantity)},
                     {"imageUrl", l.imageUrl},
                     {"serials", json::array(l.serials.begin(), l.serials.end())}});
  out["lines"] = std::move(lines);
  if (o.refund)
    out["refund"] = {{"status", domain::refundStatusName(o.refund->status)},
                     {"amount", formatCents(o.refund->amountCents)},
                     {"createdAt", util::toIso8601(o.refund->createdAtMs)},
                     {"updatedAt", util::toIso8601(o.refund->updatedAtMs)}};
  else
    out["refund"] = nullptr;
  const auto& a = o.address;
  out["shippingAddress"] = {{"firstName", a.firstName}, {"lastName", a.lastName},
                            {"address", a.address},     {"city", a.city},
                            {"state", a.state},         {"zipCode", a.zipCode},
                            {"country", a.country}};
  json::array history;
  for (const auto& h : o.history)
    history.push_back({{"status", domain::orderStatusName(h.status)},
                       {"at", util::toIso8601(h.atMs)},
                       {"actor", h.actor},
                       {"note", http::translate(h.note.in(language), language)}});
  out["history"] = std::move(history);
  json::array allowed;
  for (auto s : domain::allowedTransitions(o.status))
    allowed.push_back(json::string(domain::orderStatusName(s)));
  out["allowedTransitions"] = std::move(allowed);
  return out;
}

json::object toJson(const services::PaymentOutcome& o, std::string_view language) {
  const auto& p = o.payment;
  json::object payment{{"id", p.id},
                       {"status", domain::paymentStatusName(p.status)},
                       {"brand", p.brand},
                       {"last4", p.last4},
                       {"amount", formatCents(p.amount)},
                       {"provider", p.provider},
                       {"createdAt", util::toIso8601(p.createdAtMs)}};
  json::object out{{"status", payments::paymentStatusName(o.status)},
                   {"payment", std::move(payment)}};
  if (o.status == payments::PaymentStatus::kSucceeded) {
    out["message"] =
        http::translate(domain::userText("Your order has been placed successfully!"), language);
    // One order per seller; `order` (the first) stays for clients written before the split.
    if (o.order) out["order"] = orderDetailJson(*o.order, language);
    json::array orders;
    for (const auto& order : o.orders) orders.push_back(orderDetailJson(order, language));
    out["orders"] = std::move(orders);
  } else {
    out["message"] =
        http::translate(domain::userText("Your bank asks you to approve this payment."), language);
    json::object next{{"type", "authenticate"},
                      {"url", "/api/payments/" + std::to_string(p.id) + "/authenticate"}};
    // Stripe: the bank's page to visit first; the url above then reads the outcome.
    if (!o.actionUrl.empty()) next["redirectUrl"] = o.actionUrl;
    out["nextAction"] = std::move(next);
  }
  return out;
}

http::Response idempotent(http::RequestContext& ctx, services::Shop& shop, const char* scope,
                          const std::function<http::Response()>& fn) {
  auto it = ctx.req.find("Idempotency-Key");
  if (it == ctx.req.end()) return fn();
  std::string key(it->value());
  if (key.empty() || key.size() > 100)
    throw domain::validationError("Idempotency-Key", "Idempotency-Key must be 1 to 100 characters");
  const auto& user = ctx.requireUser();
  const auto hash = shop.idempotency().requestHash(ctx.req.body());
  auto replay = [&](const domain::StoredResponse& r) {
    if (r.requestHash != hash)
      throw domain::AppError(domain::ErrorCode::kConflict,
                             "This Idempotency-Key was already used for a different request",
                             "Idempotency-Key");
    auto res = http::rawJsonResponse(static_cast<http::Status>(r.status), r.body);
    res.set("Idempotent-Replayed", "true");
    return res;
  };
  if (auto stored = shop.idempotency().find(user.id, scope, key)) return replay(*stored);
  http::Response res;
  try {
    res = fn();
  } catch (const domain::AppError& e) {
    res = http::errorResponse(e, ctx.language);
  }
  if (res.result_int() >= 500) return res;
  auto first = shop.idempotency().save(user.id, scope, key,
                                       {hash, static_cast<int>(res.result_int()), res.body()});
  if (first.body != res.body()) return replay(first);
  return res;
}

}  // namespace aurum::api
