#include "domain/inventory.hpp"

#include <charconv>

namespace aurum::domain {

const char* stockStatus(std::int64_t stock) {
  if (stock <= 0) return "out_of_stock";
  if (stock <= 5) return "low_stock";
  return "in_stock";
}

std::optional<std::int64_t> parseExactMicros(std::string_view text) {
  if (text.empty()) return std::nullopt;
  std::string digits;  // every significant digit, whole part then fraction
  int fracDigits = 0;
  bool seenDot = false, anyDigit = false;
  std::size_t i = 0;
  for (; i < text.size(); ++i) {
    char c = text[i];
    if (c == '.' && !seenDot) {
      seenDot = true;
      continue;
    }
    if (c == 'e' || c == 'E') break;
    if (c < '0' || c > '9') return std::nullopt;
    anyDigit = true;
    digits.push_back(c);
    if (seenDot) ++fracDigits;
  }
  if (!anyDigit) return std::nullopt;
  long exponent = 0;
  if (i < text.size()) {  // exponent
    auto rest = text.substr(i + 1);
    bool neg = false;
    if (!rest.empty() && (rest.front() == '+' || rest.front() == '-')) {
      neg = rest.front() == '-';
      rest.remove_prefix(1);
    }
    if (rest.empty() || rest.size() > 4) return std::nullopt;
    for (char c : rest) {
      if (c < '0' || c > '9') return std::nullopt;
      exponent = exponent * 10 + (c - '0');
    }
    if (neg) exponent = -exponent;
  }
  // value = digits * 10^(exponent - fracDigits); micros = digits * 10^(exponent - fracDigits + 6)
  long shift = exponent - fracDigits + 6;
  // Trailing zeros do not count as decimals ("1.5000000" is 1.5).
  while (shift < 0 && digits.size() > 1 && digits.back() == '0') {
    digits.pop_back();
    ++shift;
  }
  if (shift < 0) {
    if (digits.find_first_not_of('0') == std::string::npos) return 0;
    return std::nullopt;
  }
  std::int64_t v = 0;
  for (char c : digits) {
    if (v > (INT64_MAX - 9) / 10) return std::nullopt;
    v = v * 10 + (c - '0');
  }
  for (long k = 0; k < shift; ++k) {
    if (v > INT64_MAX / 10) return std::nullopt;
    v *= 10;
  }
  return v;
}

std::string shortestText(double d) {
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d);
  if (ec != std::errc()) return {};
  return std::string(buf, end);
}

std::optional<std::int64_t> parseNonNegativeCents(std::string_view text) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  std::int64_t whole = 0, frac = 0;
  int fracDigits = 0;
  bool seenDot = false, anyWhole = false;
  for (char c : text) {
    if (c == '.' && !seenDot) {
      seenDot = true;
      continue;
    }
    if (c < '0' || c > '9') return std::nullopt;
    if (!seenDot) {
      anyWhole = true;
      if (whole > 100'000'000'000LL) return std::nullopt;
      whole = whole * 10 + (c - '0');
    } else {
      if (++fracDigits > 2) return std::nullopt;
      frac = frac * 10 + (c - '0');
    }
  }
  if (!anyWhole || (seenDot && fracDigits == 0)) return std::nullopt;
  if (fracDigits == 1) frac *= 10;
  return whole * 100 + frac;
}

bool isAdjustmentReason(std::string_view reason) {
  return reason == "received" || reason == "damaged" || reason == "correction";
}

}  // namespace aurum::domain

#include "domain/money.hpp"

namespace aurum::domain {

std::int64_t fineWeightMicroOz(std::int64_t weightMicroOz, int purity) {
  if (purity >= 9990) return weightMicroOz;
  return mulDivHalfUp(weightMicroOz, purity, 10'000);
}

}  // namespace aurum::domain
