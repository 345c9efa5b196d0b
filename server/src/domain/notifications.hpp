#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "domain/error.hpp"
#include "domain/metal.hpp"
#include "domain/money.hpp"

namespace aurum::domain {

/// One in-app notification (kind: order_status, kyc_decision, new_device, price_alert, message).
/// The title and body are English templates with named `{placeholders}` and `args` their values
/// (domain/notices.hpp), rendered in each reader's language; a notification stored before the
/// templates (no args) is its own English text.
struct Notification {
  std::int64_t id = 0;
  std::int64_t userId = 0;
  std::string kind;
  std::string title;
  std::string body;
  std::string link;  ///< an in-app path, or empty
  std::int64_t createdAtMs = 0;
  std::optional<std::int64_t> readAtMs;
  MessageArgs args;  ///< shared by the title and the body
  /// Placeholders that are amounts: US cents, written as the reader's language writes money.
  MessageAmounts amounts;

  /// The title or body as `language` renders it: the arguments with the amounts formatted in it.
  Message titleIn(std::string_view language) const { return {title, argsIn(language)}; }
  Message bodyIn(std::string_view language) const { return {body, argsIn(language)}; }
  MessageArgs argsIn(std::string_view language) const;
};

enum class AlertDirection { kAbove, kBelow };
const char* alertDirectionName(AlertDirection d);
std::optional<AlertDirection> parseAlertDirection(std::string_view name);

/// A price alert: fires once when the metal's spot (mid, per troy ounce) reaches the target.
struct PriceAlert {
  std::int64_t id = 0;
  std::int64_t userId = 0;
  Metal metal = Metal::kGold;
  AlertDirection direction = AlertDirection::kAbove;
  std::int64_t priceCents = 0;
  std::int64_t createdAtMs = 0;
  std::optional<std::int64_t> firedAtMs;
  std::optional<std::int64_t> firedPriceCents;
};

/// At most this many active (not yet fired) alerts per account.
inline constexpr int kMaxActiveAlerts = 50;

/// "above" fires at a price at or over the target, "below" at or under it.
bool alertReached(AlertDirection d, std::int64_t targetCents, std::int64_t priceCents);

/// USD to EUR, GBP and JPY in micro-units (units per dollar x 1,000,000), as a price source
/// publishes them. Never floating point: the wire shows 6-place decimal strings.
struct FxRates {
  std::int64_t eurMicros = 0;
  std::int64_t gbpMicros = 0;
  std::int64_t jpyMicros = 0;
  std::int64_t updatedMs = 0;
};

/// 920000 -> "0.920000", 151250000 -> "151.250000".
std::string formatMicros(std::int64_t micros);
/// Parses a positive decimal ("0.92", "151.25", at most 6 places) into micro-units.
std::optional<std::int64_t> parseDecimalMicros(std::string_view text);

}  // namespace aurum::domain
