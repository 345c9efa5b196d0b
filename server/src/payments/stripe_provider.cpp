#include "payments/stripe_provider.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <cctype>

#include "domain/error.hpp"
#include "payments/stripe_json.hpp"

namespace aurum::payments {

namespace json = boost::json;
namespace bhttp = boost::beast::http;
using domain::AppError;
using domain::ErrorCode;
using stripe_json::brandName;
using stripe_json::obj;
using stripe_json::str;

namespace {

json::object parseObject(const std::string& body) {
  boost::system::error_code ec;
  auto v = json::parse(body, ec);
  if (ec || !v.is_object())
    throw AppError(ErrorCode::kUnavailable, "The payment provider sent an unreadable answer");
  return std::move(v.get_object());
}

/// A PaymentIntent (with `payment_method` expanded when Stripe did) as a PaymentResult.
PaymentResult fromIntent(const json::object& pi) {
  PaymentResult r;
  r.brand = "Card";
  if (const auto* pm = obj(pi, "payment_method"))
    if (const auto* card = obj(*pm, "card")) {
      r.brand = brandName(str(*card, "brand"));
      r.last4 = str(*card, "last4");
    }
  const auto status = str(pi, "status");
  if (status == "succeeded") {
    r.status = PaymentStatus::kSucceeded;
  } else if (status == "requires_action") {
    r.status = PaymentStatus::kRequiresAction;
    r.message = "Your bank asks you to approve this payment.";
    if (const auto* next = obj(pi, "next_action"))
      if (const auto* redirect = obj(*next, "redirect_to_url")) r.actionUrl = str(*redirect, "url");
  } else if (status == "processing") {
    // Not final yet: the attempt stays `processing` until the webhook or reconciliation.
    throw AppError(ErrorCode::kUnavailable,
                   "Your payment is still being processed; check your orders shortly");
  } else {
    // requires_payment_method (declined), canceled, requires_confirmation: no money moved.
    const auto* err = obj(pi, "last_payment_error");
    r.message = err ? str(*err, "message") : "";
    if (r.message.empty()) r.message = "The payment was not completed.";
  }
  return r;
}

/// A Stripe error answer as the AppError the buyer sees (card errors are handled by callers).
AppError stripeError(const http::ClientResponse& res) {
  std::string type, code, message;
  boost::system::error_code ec;
  auto v = json::parse(res.body, ec);
  if (!ec && v.is_object())
    if (const auto* e = obj(v.get_object(), "error")) {
      type = str(*e, "type");
      code = str(*e, "code");
      message = str(*e, "message");
    }
  spdlog::warn("stripe answered HTTP {} ({} {}): {}", res.status, type, code, message);
  if (res.status == 400 && type == "idempotency_error")
    return AppError(ErrorCode::kConflict,
                    "This payment was already submitted with different details");
  if (res.status == 400 || res.status == 404)
    return message.empty()
               ? AppError(ErrorCode::kBadRequest, "The payment provider refused the request")
               : AppError(
                     ErrorCode::kBadRequest,
                     {"The payment provider refused the request: {reason}", {{"reason", message}}});
  if (res.status == 409)
    return AppError(ErrorCode::kConflict, "This payment is already being processed");
  if (res.status == 401 || res.status == 403)
    spdlog::error("stripe refused our API key (HTTP {}): check AURUM_STRIPE_SECRET_KEY",
                  res.status);
  return AppError(ErrorCode::kUnavailable,
                  "Card payments are unavailable right now; try again shortly");
}

char hexDigit(int v) { return "0123456789ABCDEF"[v & 15]; }

std::string percentEncode(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hexDigit(c >> 4);
      out += hexDigit(c);
    }
  }
  return out;
}

}  // namespace

std::string formEncode(const std::vector<std::pair<std::string, std::string>>& fields) {
  std::string out;
  for (const auto& [k, v] : fields) {
    if (!out.empty()) out += '&';
    out += percentEncode(k) + "=" + percentEncode(v);
  }
  return out;
}

StripeProvider::StripeProvider(StripeOptions options)
    : options_(std::move(options)),
      testMode_(options_.secretKey.rfind("sk_test_", 0) == 0),
      client_(options_.apiBase, [&] {
        http::HttpClient::Options o;
        o.timeout = options_.timeout;
        o.caFile = options_.caFile;
        o.caFileSetting = "Stripe CA file";
        o.userAgent = "aurum-stripe";
        return o;
      }()) {}

http::ClientResponse StripeProvider::call(bhttp::verb method, const std::string& path,
                                          const std::string& form,
                                          const std::string& idempotencyKey) const {
  http::HttpHeaders h{{"Authorization", "Bearer " + options_.secretKey},
                      {"Stripe-Version", options_.apiVersion},
                      {"Accept", "application/json"}};
  if (method == bhttp::verb::post) {
    h.emplace_back("Content-Type", "application/x-www-form-urlencoded");
    h.emplace_back("Idempotency-Key", idempotencyKey);
  }
  try {
    return client_.send(method, path, form, h);
  } catch (const std::exception& e) {
    // Unreachable or timed out: what happened is unknown, and the same key makes a retry safe.
    spdlog::warn("stripe {} {} failed: {}", std::string(bhttp::to_string(method)), path, e.what());
    throw AppError(ErrorCode::kUnavailable,
                   "Card payments are unavailable right now; try again shortly");
  }
}

std::string StripeProvider::createIntent(std::int64_t amountCents, const std::string& reference) {
  auto res = call(bhttp::verb::post, "/v1/payment_intents",
                  formEncode({{"amount", std::to_string(amountCents)},
                              {"currency", "usd"},
                              {"payment_method_types[]", "card"},
                              {"metadata[order_ref]", reference}}),
                  "aurum-create-" + reference);
  if (res.status != 200) throw stripeError(res);
  auto id = str(parseObject(res.body), "id");
  if (id.empty())
    throw AppError(ErrorCode::kUnavailable, "The payment provider sent an unreadable answer");
  return id;
}

PaymentResult StripeProvider::confirm(const std::string& intentRef, std::int64_t,
                                      const PaymentMethodInput& method,
                                      const std::string& idempotencyKey) {
  if (method.paymentMethodId.empty())
    throw domain::validationError("paymentMethodId",
                                  "Pay with the card form (paymentMethodId is required)");
  auto res =
      call(bhttp::verb::post, "/v1/payment_intents/" + percentEncode(intentRef) + "/confirm",
           formEncode({{"payment_method", method.paymentMethodId}, {"expand[]", "payment_method"}}),
           idempotencyKey);
  if (res.status == 200) return fromIntent(parseObject(res.body));
  if (res.status == 402) {
    // A card error: the decline, with the intent as it now stands when Stripe included it.
    auto body = parseObject(res.body);
    PaymentResult r;
    if (const auto* e = obj(body, "error")) r.message = str(*e, "message");
    if (r.message.empty()) r.message = "Your card was declined.";
    return r;
  }
  throw stripeError(res);
}

PaymentResult StripeProvider::authenticate(const std::string& intentRef, bool approve) {
  auto r = retrieve(intentRef);
  if (!approve && r.status == PaymentStatus::kRequiresAction) {
    r.status = PaymentStatus::kDeclined;
    r.message = "Authentication was not completed.";
  }
  return r;
}

PaymentResult StripeProvider::retrieve(const std::string& intentRef) {
  auto res =
      call(bhttp::verb::get,
           "/v1/payment_intents/" + percentEncode(intentRef) + "?expand[]=payment_method", "", "");
  if (res.status != 200) throw stripeError(res);
  return fromIntent(parseObject(res.body));
}

RefundResult StripeProvider::refund(const std::string& intentRef, std::int64_t amountCents,
                                    const std::string& idempotencyKey) {
  auto res =
      call(bhttp::verb::post, "/v1/refunds",
           formEncode({{"payment_intent", intentRef}, {"amount", std::to_string(amountCents)}}),
           idempotencyKey);
  RefundResult r;
  if (res.status == 200) return stripe_json::refundOf(parseObject(res.body));
  if (res.status == 400 || res.status == 402) {
    // e.g. charge_already_refunded: a definite refusal, recorded as failed.
    r.message = stripeError(res).what();
    return r;
  }
  throw stripeError(res);
}

RefundResult StripeProvider::retrieveRefund(const std::string& refundRef) {
  auto res = call(bhttp::verb::get, "/v1/refunds/" + percentEncode(refundRef), "", "");
  if (res.status != 200) throw stripeError(res);
  return stripe_json::refundOf(parseObject(res.body));
}

}  // namespace aurum::payments
