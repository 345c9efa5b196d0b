#pragma once
#include <soci/soci.h>

#include <map>
#include <optional>
#include <vector>

#include "domain/market.hpp"

namespace aurum::storage {

/// One stored tick.
struct TickRow {
  domain::Metal metal = domain::Metal::kGold;
  std::int64_t midCents = 0, bidCents = 0, askCents = 0, timeMs = 0;
};

/// Inserts ticks and folds their mids into the candles of every timeframe (upsert: the first tick
/// of a bucket opens it; later ones move high, low and close).
void insertTicks(soci::session& s, const std::vector<TickRow>& ticks);

/// Bulk insert of finished candles (history generation): on SQLite 128 rows a statement, bound
/// directly; on PostgreSQL 1,000 rows a statement (storage/multi_row_insert.hpp).
void insertCandles(soci::session& s, domain::Metal metal, domain::Timeframe tf,
                   const std::vector<domain::Candle>& candles);

/// True when no candle is stored yet (first start).
bool candlesEmpty(soci::session& s);

/// Latest stored close per metal (from the 1-minute candles, else any timeframe).
std::map<domain::Metal, std::int64_t> latestCloses(soci::session& s);

/// Stored 24-hour window of one metal: first open at or after `fromMs`, high and low since then.
struct WindowStats {
  std::optional<std::int64_t> reference, high, low;
};
std::map<domain::Metal, WindowStats> windowStats(soci::session& s, std::int64_t fromMs);

/// Candles of one chart, oldest first, starting at or after `fromMs`.
std::vector<domain::Candle> loadCandles(soci::session& s, domain::Metal metal, domain::Timeframe tf,
                                        std::int64_t fromMs);

/// Deletes candles older than each timeframe's chart window and ticks older than `tickCutoffMs`.
void compactMarketData(soci::session& s, std::int64_t nowMs, std::int64_t tickCutoffMs);

}  // namespace aurum::storage
