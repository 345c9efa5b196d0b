#include "domain/compliance.hpp"

#include <algorithm>
#include <cctype>
#include <ctime>

#include "domain/durations.hpp"
#include "domain/user_text.hpp"

namespace aurum::domain {

const char* kycCategoryName(KycCategory c) {
  switch (c) {
    case KycCategory::kIdentity:
      return "identity";
    case KycCategory::kAddress:
      return "address";
    case KycCategory::kIncome:
      return "income";
    case KycCategory::kSourceOfFunds:
      return "source_of_funds";
  }
  return "identity";
}

std::optional<KycCategory> parseKycCategory(std::string_view name) {
  for (auto c : {KycCategory::kIdentity, KycCategory::kAddress, KycCategory::kIncome,
                 KycCategory::kSourceOfFunds})
    if (name == kycCategoryName(c)) return c;
  return std::nullopt;
}

bool documentTypeAllowed(KycCategory category, std::string_view t) {
  switch (category) {
    case KycCategory::kIdentity:
      return t == "drivers_license" || t == "passport" || t == "national_id" || t == "state_id";
    case KycCategory::kAddress:
      return t == "utility_bill" || t == "bank_statement" || t == "lease";
    case KycCategory::kIncome:
      return t == "pay_slip" || t == "tax_return" || t == "bank_statement";
    case KycCategory::kSourceOfFunds:
      return t == "declaration" || t == "bank_statement" || t == "sale_contract";
  }
  return false;
}

std::optional<std::string> sniffMediaType(std::string_view b) {
  auto starts = [&](std::string_view magic, std::size_t at = 0) {
    return b.size() >= at + magic.size() && b.substr(at, magic.size()) == magic;
  };
  if (starts("\xFF\xD8\xFF")) return "image/jpeg";
  if (starts(std::string_view("\x89PNG\r\n\x1A\n", 8))) return "image/png";
  if (starts("RIFF") && starts("WEBP", 8)) return "image/webp";
  if (starts("%PDF-")) return "application/pdf";
  return std::nullopt;
}

std::optional<KycDecision> parseKycDecision(std::string_view name) {
  if (name == "approve") return KycDecision::kApprove;
  if (name == "reject") return KycDecision::kReject;
  if (name == "resubmit") return KycDecision::kResubmit;
  return std::nullopt;
}

std::optional<LimitBreach> checkLimits(const TradingLimits& limits, std::int64_t usedToday,
                                       std::int64_t usedMonth, std::int64_t amount) {
  const auto dayLeft = std::max<std::int64_t>(0, limits.dailyCents - usedToday);
  const auto monthLeft = std::max<std::int64_t>(0, limits.monthlyCents - usedMonth);
  if (amount > dayLeft) return LimitBreach{"daily", std::min(dayLeft, monthLeft)};
  if (amount > monthLeft) return LimitBreach{"monthly", monthLeft};
  return std::nullopt;
}

std::int64_t utcHourStartMs(std::int64_t nowMs) {
  return nowMs - ((nowMs % kHourMs) + kHourMs) % kHourMs;
}

std::int64_t utcDayStartMs(std::int64_t nowMs) {
  return nowMs - ((nowMs % kDayMs) + kDayMs) % kDayMs;
}

std::int64_t utcMonthStartMs(std::int64_t nowMs) {
  std::time_t t = static_cast<std::time_t>(nowMs / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  tm.tm_mday = 1;
  tm.tm_hour = tm.tm_min = tm.tm_sec = 0;
  return static_cast<std::int64_t>(timegm(&tm)) * 1000;
}

namespace {

/// Lower-cased letters and digits only: "  Jane  DOE" and "jane doe" compare equal.
std::string nameKey(std::string_view s) {
  std::string out;
  for (unsigned char c : s)
    if (std::isalnum(c) || c >= 0x80) out += static_cast<char>(std::tolower(c));
  return out;
}

}  // namespace

StoredMessage kycDecisionReport(KycDecision decision, const std::string& reason) {
  switch (decision) {
    case KycDecision::kApprove:
      return {userText("Identity verification approved"), {}, {}};
    case KycDecision::kReject:
      return {userText("Identity verification rejected: {reason}"), {{"reason", reason}}, {}};
    case KycDecision::kResubmit:
      break;
  }
  return {userText("New documents requested: {reason}"), {{"reason", reason}}, {}};
}

std::vector<AmlHit> evaluateAml(const AmlConfig& c, const AmlFacts& f) {
  std::vector<AmlHit> hits;
  if (f.paymentCents >= c.reportThresholdCents) {
    hits.push_back(
        {"large_transaction",
         {userText("Purchase of {amount} at or above the {threshold} reporting threshold"),
          {},
          {{"amount", f.paymentCents}, {"threshold", c.reportThresholdCents}}}});
  } else {
    const std::int64_t sum = f.paymentCents + f.earlierBelowThresholdCents;
    const std::int64_t below = 1 + f.earlierBelowThresholdCount;
    if (below > 1 && sum >= c.reportThresholdCents)
      hits.push_back(
          {"structuring",
           {userText("{count} purchases in 24 hours, each below {threshold}, total {total}"),
            {{"count", std::to_string(below)}},
            {{"threshold", c.reportThresholdCents}, {"total", sum}}}});
  }
  if (f.ordersLastHour > c.maxOrdersPerHour)
    hits.push_back({"velocity",
                    {userText("{count} orders in one hour (more than {limit})"),
                     {{"count", std::to_string(f.ordersLastHour)},
                      {"limit", std::to_string(c.maxOrdersPerHour)}},
                     {}}});
  if (!f.shippingName.empty() && nameKey(f.shippingName) != nameKey(f.accountName))
    hits.push_back(
        {"name_mismatch",
         {userText("Shipping name \"{shipping}\" differs from the account holder \"{account}\""),
          {{"shipping", f.shippingName}, {"account", f.accountName}},
          {}}});
  if (f.kycStatus && *f.kycStatus == "rejected")
    hits.push_back(
        {"rejected_kyc_purchase",
         {userText("Purchase by an account whose identity verification was rejected"), {}, {}}});
  return hits;
}

bool reportVisibleToCustomer(std::string_view type) {
  return type == "large_transaction" || type == "kyc_submitted" || type == "kyc_decision";
}

int riskScore(const RiskFacts& f) {
  int score = 0;
  // Identity: unknown people carry the most risk.
  if (!f.kycStatus)
    score += 30;
  else if (*f.kycStatus == "pending")
    score += 20;
  else if (*f.kycStatus == "rejected")
    score += 40;
  // Each verified document beyond identity lowers it (at most 3).
  score -= 5 * std::min(f.documentsVerified > 0 ? f.documentsVerified - 1 : 0, 3);
  score += 15 * std::min(f.amlHits, 3);
  if (f.flagged) score += 30;
  // Volume over 90 days: +5 per $50,000, at most +20.
  score += static_cast<int>(std::min<std::int64_t>(f.volume90dCents / 5'000'000, 4)) * 5;
  // New accounts: +10 in the first 30 days.
  if (f.accountAgeDays < 30) score += 10;
  return std::clamp(score, 0, 100);
}

const char* riskLevel(int score) {
  if (score < 30) return "Low";
  if (score < 70) return "Medium";
  return "High";
}

const char* complianceLevel(bool identity, bool address, bool sourceOfFunds) {
  if (!identity) return "BASIC";
  if (address && sourceOfFunds) return "ENHANCED";
  return "VERIFIED";
}

}  // namespace aurum::domain
