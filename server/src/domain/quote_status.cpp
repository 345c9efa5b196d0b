#include "domain/quote_status.hpp"

#include <array>

namespace aurum::domain {

namespace {
constexpr std::array kAllQuote{QuoteStatus::kOpen,     QuoteStatus::kAcceptance, QuoteStatus::kProcessing,
                               QuoteStatus::kAction,   QuoteStatus::kPaid,       QuoteStatus::kDeclined,
                               QuoteStatus::kExpired,  QuoteStatus::kSuperseded};
constexpr std::array kAllPayment{PaymentStatus::kSucceeded, PaymentStatus::kRequiresAction, PaymentStatus::kDeclined};
}  // namespace

const char* quoteStatusName(QuoteStatus s) {
  switch (s) {
    case QuoteStatus::kOpen: return "open";
    case QuoteStatus::kAcceptance: return "acceptance";
    case QuoteStatus::kProcessing: return "processing";
    case QuoteStatus::kAction: return "action";
    case QuoteStatus::kPaid: return "paid";
    case QuoteStatus::kDeclined: return "declined";
    case QuoteStatus::kExpired: return "expired";
    case QuoteStatus::kSuperseded: return "superseded";
  }
  return "open";
}

std::optional<QuoteStatus> parseQuoteStatus(std::string_view name) {
  for (auto s : kAllQuote)
    if (name == quoteStatusName(s)) return s;
  return std::nullopt;
}

bool isLive(QuoteStatus s) {
  return s == QuoteStatus::kOpen || s == QuoteStatus::kAcceptance || s == QuoteStatus::kAction;
}

bool canTransition(QuoteStatus from, QuoteStatus to) {
  using S = QuoteStatus;
  if (isLive(from) && (to == S::kSuperseded || to == S::kExpired)) return true;
  switch (from) {
    case S::kOpen: return to == S::kProcessing;
    case S::kAcceptance: return to == S::kOpen;
    case S::kAction: return to == S::kProcessing;
    case S::kProcessing:
      return to == S::kProcessing || to == S::kAction || to == S::kDeclined || to == S::kPaid;
    case S::kPaid:
    case S::kDeclined:
    case S::kExpired:
    case S::kSuperseded: return false;
  }
  return false;
}

const char* paymentStatusName(PaymentStatus s) {
  switch (s) {
    case PaymentStatus::kSucceeded: return "succeeded";
    case PaymentStatus::kRequiresAction: return "requires_action";
    case PaymentStatus::kDeclined: return "declined";
  }
  return "declined";
}

std::optional<PaymentStatus> parsePaymentStatus(std::string_view name) {
  for (auto s : kAllPayment)
    if (name == paymentStatusName(s)) return s;
  return std::nullopt;
}

bool canTransition(PaymentStatus from, PaymentStatus to) {
  return from == PaymentStatus::kRequiresAction && to != PaymentStatus::kRequiresAction;
}

}  // namespace aurum::domain
