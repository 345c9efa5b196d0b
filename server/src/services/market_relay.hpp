#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "domain/market.hpp"
#include "prices/price_source.hpp"

namespace aurum::services {

/// How old one metal's published price is.
struct Freshness {
  std::int64_t updatedMs =
      0;               ///< when the price last came from the provider (tick time when simulated)
  bool stale = false;  ///< no provider price for longer than the threshold: frozen, not live
};

/// What a follower needs from the leader's tick (storage/tick_relay.hpp): time, creation time and,
/// per metal, the mid, its 24-hour figures and its freshness. Followers share the leader's
/// configuration, so they derive bid and ask themselves.
struct RelayedTick {
  std::int64_t nowMs = 0, createdAtUs = 0;
  prices::MidPrices mids;
  std::array<domain::DayStats, 4> stats{};
  std::array<Freshness, 4> freshness{};
};

/// Compact JSON: {"t", "c", "m": [[symbol, mid, change, bps, high, low, updatedMs, stale], ...]}.
std::string relayPayload(const RelayedTick& tick);

/// Parses relayPayload's output; nullopt (and a log line) for anything else. A metal without the
/// last two items (a leader of an older version) is fresh as of the tick time.
std::optional<RelayedTick> parseRelayPayload(const std::string& payload);

}  // namespace aurum::services
