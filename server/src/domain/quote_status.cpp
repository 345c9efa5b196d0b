#include "domain/quote_status.hpp"

#include <array>
#include <utility>

namespace aurum::domain {

namespace {

using S = QuoteStatus;
using P = PaymentStatus;

constexpr std::array<std::pair<S, const char*>, 8> kQuoteNames{{{S::kOpen, "open"},
                                                                {S::kAcceptance, "acceptance"},
                                                                {S::kProcessing, "processing"},
                                                                {S::kAction, "action"},
                                                                {S::kPaid, "paid"},
                                                                {S::kDeclined, "declined"},
                                                                {S::kExpired, "expired"},
                                                                {S::kSuperseded, "superseded"}}};
constexpr std::array<std::pair<P, const char*>, 3> kPaymentNames{
    {{P::kSucceeded, "succeeded"},
     {P::kRequiresAction, "requires_action"},
     {P::kDeclined, "declined"}}};

using A = AttemptStatus;
using R = RefundStatus;
constexpr std::array<std::pair<A, const char*>, 4> kAttemptNames{
    {{A::kProcessing, "processing"},
     {A::kSucceeded, "succeeded"},
     {A::kRequiresAction, "requires_action"},
     {A::kDeclined, "declined"}}};
constexpr std::array<std::pair<R, const char*>, 4> kRefundNames{{{R::kPending, "pending"},
                                                                 {R::kSucceeded, "succeeded"},
                                                                 {R::kFailed, "failed"},
                                                                 {R::kSettled, "settled"}}};

template <class E, std::size_t N>
const char* nameIn(const std::array<std::pair<E, const char*>, N>& table, E value) {
  for (const auto& [v, name] : table)
    if (v == value) return name;
  return table.front().second;
}

template <class E, std::size_t N>
std::optional<E> parseIn(const std::array<std::pair<E, const char*>, N>& table,
                         std::string_view name) {
  for (const auto& [v, n] : table)
    if (name == n) return v;
  return std::nullopt;
}

}  // namespace

const char* quoteStatusName(QuoteStatus s) { return nameIn(kQuoteNames, s); }
std::optional<QuoteStatus> parseQuoteStatus(std::string_view name) {
  return parseIn(kQuoteNames, name);
}
const char* paymentStatusName(PaymentStatus s) { return nameIn(kPaymentNames, s); }
std::optional<PaymentStatus> parsePaymentStatus(std::string_view name) {
  return parseIn(kPaymentNames, name);
}

const char* attemptStatusName(AttemptStatus s) { return nameIn(kAttemptNames, s); }
std::optional<AttemptStatus> parseAttemptStatus(std::string_view name) {
  return parseIn(kAttemptNames, name);
}
const char* refundStatusName(RefundStatus s) { return nameIn(kRefundNames, s); }
std::optional<RefundStatus> parseRefundStatus(std::string_view name) {
  return parseIn(kRefundNames, name);
}

AttemptStatus attemptStatusOf(PaymentStatus answer) {
  switch (answer) {
    case P::kSucceeded:
      return A::kSucceeded;
    case P::kRequiresAction:
      return A::kRequiresAction;
    case P::kDeclined:
      return A::kDeclined;
  }
  return A::kDeclined;
}

bool isLive(QuoteStatus s) { return s == S::kOpen || s == S::kAcceptance || s == S::kAction; }

bool canTransition(QuoteStatus from, QuoteStatus to) {
  if (isLive(from) && (to == S::kSuperseded || to == S::kExpired)) return true;
  if (from == S::kOpen || from == S::kAction) return to == S::kProcessing;
  if (from == S::kAcceptance) return to == S::kOpen;
  if (from == S::kProcessing)
    return to == S::kProcessing || to == S::kAction || to == S::kDeclined || to == S::kPaid;
  return false;  // paid, declined, expired and superseded are final
}

bool canTransition(PaymentStatus from, PaymentStatus to) {
  return from == P::kRequiresAction && to != P::kRequiresAction;
}

bool canTransition(AttemptStatus from, AttemptStatus to) {
  if (from == A::kProcessing) return to != A::kProcessing;
  return from == A::kRequiresAction && to == A::kProcessing;
}

bool countsTowardLimits(AttemptStatus s) { return s != A::kDeclined; }

bool canTransition(RefundStatus from, RefundStatus to) {
  // Never pending → settled: the provider may still pay a pending one back.
  if (from == R::kPending) return to == R::kSucceeded || to == R::kFailed;
  if (from == R::kSucceeded) return to == R::kFailed;  // the provider reports it failed later
  // Staff try a refused refund again, or settle it outside the provider.
  return from == R::kFailed && (to == R::kPending || to == R::kSettled);
}

bool buyerToldOfRefund(RefundStatus from, RefundStatus to, int attempts, bool followed) {
  if (from == to || !canTransition(from, to)) return false;
  switch (to) {
    case R::kSettled:
      return true;
    case R::kFailed:
      return attempts <= 1 || from == R::kSucceeded;
    case R::kSucceeded:
      return attempts > 1 || followed;
    case R::kPending:
      return false;
  }
  return false;
}

std::string refundIdempotencyKey(std::int64_t orderId, int attempt) {
  auto key = "aurum-refund-order-" + std::to_string(orderId);
  return attempt <= 1 ? key : key + "-attempt-" + std::to_string(attempt);
}

}  // namespace aurum::domain
