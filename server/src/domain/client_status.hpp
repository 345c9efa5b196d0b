#pragma once
#include <cstdint>
#include <optional>
#include <string_view>

#include "domain/durations.hpp"

namespace aurum::domain {

/// A trader's client as the statuses see it (docs/trader-workspace.md).
enum class ClientStatus { kPremium, kNew, kActive, kInactive };

const char* clientStatusName(ClientStatus s);
std::optional<ClientStatus> parseClientStatus(std::string_view name);

/// What a client did with one trader (or the platform, for an admin): paid orders only.
struct ClientActivity {
  std::int64_t orders = 0;
  std::int64_t totalValueCents = 0;
  std::optional<std::int64_t> firstOrderMs, lastOrderMs;
  std::optional<std::int64_t> registeredFromInviteMs;  ///< invite accepted (registration)
};

inline constexpr std::int64_t kPremiumValueCents = 25'000'00;
inline constexpr std::int64_t kPremiumOrders = 10;

/// Applied in this order: premium (>= $25,000 or >= 10 orders, with an order in the last 180
/// days); new (first order, or registration from an invite, within the last 30 days); active (an
/// order within the last 90 days); inactive otherwise.
ClientStatus clientStatus(const ClientActivity& a, std::int64_t nowMs);

}  // namespace aurum::domain
