#pragma once
// Reading Stripe's JSON objects (API answers and webhook events) leniently: a missing or
// mistyped field reads as empty, since Stripe adds fields and omits nulls freely.
#include <boost/json.hpp>
#include <string>

#include "payments/payment_provider.hpp"

namespace aurum::payments::stripe_json {

inline std::string str(const boost::json::object& o, const char* key) {
  auto it = o.find(key);
  return it != o.end() && it->value().is_string() ? std::string(it->value().get_string()) : "";
}

inline const boost::json::object* obj(const boost::json::object& o, const char* key) {
  auto it = o.find(key);
  return it != o.end() && it->value().is_object() ? &it->value().get_object() : nullptr;
}

/// Stripe's card brand id ("visa") as the buyer reads it ("Visa").
inline std::string brandName(const std::string& b) {
  if (b == "visa") return "Visa";
  if (b == "mastercard") return "Mastercard";
  if (b == "amex") return "American Express";
  if (b == "discover") return "Discover";
  return b.empty() ? "Card" : b;
}

/// Why Stripe says a refund failed (`failure_reason`), as staff read it.
inline void describeRefundFailure(const std::string& reason, RefundResult& r) {
  if (reason == "expired_or_canceled_card" || reason == "lost_or_stolen_card" ||
      reason == "declined")
    r.message = "The card's issuer did not accept the refund.";
  else if (reason == "insufficient_funds")
    r.message = "The account's balance could not cover the refund.";
  else if (reason == "charge_for_pending_refund_disputed")
    r.message = "The payment was disputed while its refund was pending.";
  else
    r.message = "The refund failed.";
}

/// A Stripe refund object as an outcome: `succeeded`; `pending` or `requires_action` still under
/// way; `failed` or `canceled` with the reason.
inline RefundResult refundOf(const boost::json::object& refund) {
  RefundResult r;
  r.ref = str(refund, "id");
  const auto status = str(refund, "status");
  r.succeeded = status == "succeeded";
  r.pending = status == "pending" || status == "requires_action";
  if (status == "canceled")
    r.message = "The refund was canceled.";
  else if (!r.succeeded && !r.pending)
    describeRefundFailure(str(refund, "failure_reason"), r);
  return r;
}

}  // namespace aurum::payments::stripe_json
