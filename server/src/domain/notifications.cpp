#include "domain/notifications.hpp"

#include <cstdio>

#include "domain/money.hpp"

namespace aurum::domain {

MessageArgs Notification::argsIn(std::string_view language) const {
  return withAmountsIn(args, amounts, language);
}

const char* alertDirectionName(AlertDirection d) {
  return d == AlertDirection::kAbove ? "above" : "below";
}

std::optional<AlertDirection> parseAlertDirection(std::string_view name) {
  if (name == "above") return AlertDirection::kAbove;
  if (name == "below") return AlertDirection::kBelow;
  return std::nullopt;
}

bool alertReached(AlertDirection d, std::int64_t targetCents, std::int64_t priceCents) {
  return d == AlertDirection::kAbove ? priceCents >= targetCents : priceCents <= targetCents;
}

std::string formatMicros(std::int64_t micros) {
  const bool negative = micros < 0;
  const auto abs = negative ? -micros : micros;
  char buf[48];
  std::snprintf(buf, sizeof buf, "%s%lld.%06lld", negative ? "-" : "",
                static_cast<long long>(abs / 1'000'000), static_cast<long long>(abs % 1'000'000));
  return buf;
}

std::optional<std::int64_t> parseDecimalMicros(std::string_view text) {
  if (text.empty() || text.size() > 24) return std::nullopt;
  std::int64_t whole = 0, frac = 0;
  int fracDigits = 0;
  bool dot = false, digits = false;
  for (char c : text) {
    if (c == '.' && !dot) {
      dot = true;
      continue;
    }
    if (c < '0' || c > '9') return std::nullopt;
    digits = true;
    if (!dot) {
      whole = whole * 10 + (c - '0');
      if (whole > 1'000'000'000) return std::nullopt;
    } else {
      if (++fracDigits > 6) return std::nullopt;
      frac = frac * 10 + (c - '0');
    }
  }
  if (!digits) return std::nullopt;
  for (int i = fracDigits; i < 6; ++i) frac *= 10;
  auto micros = whole * 1'000'000 + frac;
  if (micros <= 0) return std::nullopt;
  return micros;
}

}  // namespace aurum::domain
