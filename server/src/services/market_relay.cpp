#include "services/market_relay.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <stdexcept>

namespace aurum::services {

std::string relayPayload(const RelayedTick& tick) {
  boost::json::array metals;
  for (auto m : domain::kAllMetals) {
    const auto& d = tick.stats[static_cast<int>(m)];
    const auto& f = tick.freshness[static_cast<int>(m)];
    metals.push_back(boost::json::array{domain::metalSymbol(m), tick.mids.at(m), d.changeCents,
                                        d.changeBps, d.highCents, d.lowCents, f.updatedMs,
                                        f.stale});
  }
  return boost::json::serialize(
      boost::json::object{{"t", tick.nowMs}, {"c", tick.createdAtUs}, {"m", std::move(metals)}});
}

std::optional<RelayedTick> parseRelayPayload(const std::string& payload) {
  try {
    auto doc = boost::json::parse(payload).as_object();
    RelayedTick t;
    t.nowMs = doc.at("t").to_number<std::int64_t>();
    t.createdAtUs = doc.at("c").to_number<std::int64_t>();
    for (auto& item : doc.at("m").as_array()) {
      auto& a = item.as_array();
      auto metal = domain::metalFromSymbol(std::string(a.at(0).as_string()));
      if (!metal) throw std::invalid_argument("unknown symbol");
      const auto i = static_cast<int>(*metal);
      t.mids[*metal] = a.at(1).to_number<std::int64_t>();
      t.stats[i] = {a.at(2).to_number<std::int64_t>(), a.at(3).to_number<std::int64_t>(),
                    a.at(4).to_number<std::int64_t>(), a.at(5).to_number<std::int64_t>()};
      t.freshness[i] = a.size() >= 8
                           ? Freshness{a.at(6).to_number<std::int64_t>(), a.at(7).as_bool()}
                           : Freshness{t.nowMs, false};
    }
    for (auto m : domain::kAllMetals)
      if (!t.mids.count(m)) throw std::invalid_argument("a metal is missing");
    return t;
  } catch (const std::exception& e) {
    spdlog::warn("market data: ignoring a malformed relayed tick ({}): {}", e.what(),
                 payload.substr(0, 200));
    return std::nullopt;
  }
}

}  // namespace aurum::services
