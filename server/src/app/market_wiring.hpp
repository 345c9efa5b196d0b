#pragma once
#include <memory>

#include "app/config.hpp"
#include "services/market_service.hpp"

namespace aurum::app {

/// The market-data service with the configured price source (simulated random walk or HTTP JSON).
/// Throws std::invalid_argument on a bad start-price, field-mapping, header or CA-file setting.
std::unique_ptr<services::MarketService> makeMarketService(const MarketDataConfig& c,
                                                           storage::Database& db,
                                                           const util::Clock& clock);

}  // namespace aurum::app
