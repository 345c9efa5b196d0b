#include "services/payment_webhooks.hpp"

#include <boost/json.hpp>

#include "domain/error.hpp"
#include "payments/stripe_json.hpp"
#include "payments/stripe_signature.hpp"
#include "storage/payment_repository.hpp"

namespace aurum::services {

namespace json = boost::json;
using domain::AppError;
using domain::ErrorCode;
using payments::stripe_json::obj;
using payments::stripe_json::str;

namespace {

/// The card a succeeded intent was paid with, when Stripe expanded its latest charge.
void cardOf(const json::object& intent, payments::PaymentResult& r) {
  r.brand = "Card";
  const auto* charge = obj(intent, "latest_charge");
  const auto* details = charge ? obj(*charge, "payment_method_details") : nullptr;
  const auto* card = details ? obj(*details, "card") : nullptr;
  if (!card) return;
  r.brand = payments::stripe_json::brandName(str(*card, "brand"));
  r.last4 = str(*card, "last4");
}

}  // namespace

PaymentWebhooks::Handled PaymentWebhooks::handle(std::string_view signatureHeader,
                                                 std::string_view body) {
  if (secret_.empty())
    throw AppError(ErrorCode::kUnavailable, "Stripe webhooks are not configured");
  switch (payments::verifyStripeSignature(signatureHeader, body, secret_, clock_.nowMs() / 1000)) {
    case payments::SignatureCheck::kValid:
      break;
    case payments::SignatureCheck::kExpired:
      throw AppError(ErrorCode::kBadRequest,
                     "Webhook signature timestamp is outside the tolerance");
    default:
      throw AppError(ErrorCode::kBadRequest, "Webhook signature is not valid");
  }
  json::object event;
  try {
    auto v = json::parse(body);
    if (v.is_object()) event = std::move(v.get_object());
  } catch (const std::exception&) {
  }
  const auto id = str(event, "id"), type = str(event, "type");
  const auto* data = obj(event, "data");
  const auto* object = data ? obj(*data, "object") : nullptr;
  if (id.empty() || type.empty() || !object)
    throw AppError(ErrorCode::kBadRequest, "The body is not a Stripe event");

  bool seen = db_.read(
      [&](soci::session& s) { return storage::PaymentRepository::webhookEventSeen(s, id); });
  if (seen) return Handled::kReplayed;
  Handled handled = Handled::kIgnored;
  if (type == "payment_intent.succeeded") {
    payments::PaymentResult r;
    r.status = payments::PaymentStatus::kSucceeded;
    cardOf(*object, r);
    if (checkout_.applyProviderOutcome(str(*object, "id"), r)) handled = Handled::kApplied;
  } else if (type == "payment_intent.payment_failed") {
    payments::PaymentResult r;
    const auto* err = obj(*object, "last_payment_error");
    r.message = err ? str(*err, "message") : "";
    if (r.message.empty()) r.message = "Your card was declined.";
    if (checkout_.applyProviderOutcome(str(*object, "id"), r)) handled = Handled::kApplied;
  } else if (type == "charge.refunded") {
    std::string refundRef;
    if (const auto* refunds = obj(*object, "refunds")) {
      auto it = refunds->find("data");
      if (it != refunds->end() && it->value().is_array() && !it->value().get_array().empty() &&
          it->value().get_array().front().is_object())
        refundRef = str(it->value().get_array().front().get_object(), "id");
    }
    if (refunds_.applyRefunded(str(*object, "payment_intent"), refundRef))
      handled = Handled::kApplied;
  } else if (type == "charge.refund.updated" || type == "refund.updated" ||
             type == "refund.failed") {
    // The object is the refund: finished at last, or failed after Stripe had accepted it.
    if (refunds_.applyRefundUpdate(payments::stripe_json::refundOf(*object)))
      handled = Handled::kApplied;
  }
  // Recorded after its effect: a crash in between leaves it unrecorded and Stripe's redelivery
  // applies it (its effects are conditional, so nothing happens twice).
  bool first = db_.write([&](soci::session& s) {
    return storage::PaymentRepository::recordWebhookEvent(s, id, type, clock_.nowMs());
  });
  return first ? handled : Handled::kReplayed;
}

}  // namespace aurum::services
