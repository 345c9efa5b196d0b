#pragma once
#include <atomic>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "domain/market.hpp"
#include "prices/price_source.hpp"
#include "services/market_json.hpp"
#include "services/market_relay.hpp"
#include "services/spot_prices.hpp"
#include "storage/database.hpp"
#include "storage/tick_relay.hpp"
#include "util/clock.hpp"
#include "util/encoded_body.hpp"

namespace aurum::services {

struct MarketOptions {
  int spreadBps = 10;                            ///< bid/ask spread around the mid, basis points
  std::int64_t tickMs = 1000;                    ///< 0: no tick thread (tests call tickOnce)
  int historyDays = 365;                         ///< simulated history made on an empty database
  std::int64_t tickRetentionMs = 24 * 3600'000;  ///< raw ticks older than this are deleted
  /// A metal whose last provider price is older than this is stale: published with `stale`, not
  /// stored as ticks or candles.
  std::int64_t staleMs = 60'000;
};

/// The state of the market at one tick, immutable once published. Hot GET bodies (in every
/// content coding, compressed here once) and the WebSocket messages are serialized once here and
/// shared by every reader.
struct MarketSnapshot {
  MarketFigures figures;
  util::EncodedBody marketPrices, realTimePrices;
  std::shared_ptr<const std::string> tickMessage;      ///< {"type":"tick",...}
  std::shared_ptr<const std::string> snapshotMessage;  ///< {"type":"snapshot",...} for new sockets
  /// GET /api/fx-rates; an empty identity body when the source publishes no rates.
  util::EncodedBody fxRates;
};

/// Market data: pulls prices from a PriceSource once per tick on its own thread, stores ticks and
/// candles (one write transaction per tick, never on an HTTP I/O thread), computes the 24-hour
/// figures from the stored candles, then publishes a new MarketSnapshot atomically and runs the
/// tick callbacks (WebSocket fan-out, catalogue repricing).
///
/// With a TickRelay (several instances on one PostgreSQL database) only the leader does the
/// above; the others follow: they publish and fan out the leader's ticks as they arrive, and try
/// to take over once per tick interval.
class MarketService final : public SpotPrices {
 public:
  MarketService(storage::Database& db, const util::Clock& clock,
                std::unique_ptr<prices::PriceSource> source, MarketOptions options);
  ~MarketService() override;

  /// Shares the feed with other instances through `relay` (before prepare/start).
  void shareFeed(std::unique_ptr<storage::TickRelay> relay) { relay_ = std::move(relay); }
  /// True while this instance polls the source and stores ticks (always, without a relay).
  bool leading() const { return !relay_ || leading_.load(); }

  /// On an empty database (simulated feed) generates `historyDays` of candles in one transaction;
  /// otherwise resumes from the last stored prices. Publishes the first snapshot.
  void prepare();
  /// Starts the tick thread (no-op when tickMs is 0).
  void start();
  void stop();
  /// One tick: poll, store, publish, notify. Serialized with the tick thread. A follower first
  /// tries to become the leader and does nothing more if it cannot.
  void tickOnce();
  /// Follower: waits up to `timeout` for the leader's next tick and publishes it. True when one
  /// was published.
  bool followOnce(std::chrono::milliseconds timeout);

  std::shared_ptr<const MarketSnapshot> snapshot() const { return snapshot_.load(); }
  /// Chart candles for one symbol and timeframe, serialized and compressed once per published
  /// snapshot (the first call after a tick reads the database: blocking).
  std::shared_ptr<const util::EncodedBody> chart(domain::Metal metal, domain::Timeframe tf);
  /// The chart when it was already built for the current snapshot, else null (never blocks).
  std::shared_ptr<const util::EncodedBody> cachedChart(domain::Metal metal,
                                                       domain::Timeframe tf) const;

  domain::SpotQuote latest(domain::Metal metal) const override;
  void onTick(std::function<void()> callback) override;

 private:
  void backfillHistory(std::int64_t nowMs);
  void resumeFromStore();
  /// Takes the source's provider times (newer ones only).
  void recordUpdateTimes(std::int64_t nowMs);
  /// Sets freshness_ from the provider times known at `nowMs`.
  void judgeFreshness(std::int64_t nowMs);
  void publish(std::int64_t nowMs, std::int64_t createdAtUs);
  void notifyTick();
  void run();

  storage::Database& db_;
  const util::Clock& clock_;
  std::unique_ptr<prices::PriceSource> source_;
  MarketOptions options_;

  std::unique_ptr<storage::TickRelay> relay_;
  std::atomic<bool> leading_{false};
  std::mutex tickMutex_;  ///< one tick at a time; guards the relay too
  prices::MidPrices current_;
  std::array<domain::DayStats, 4> stats_{};
  const std::int64_t startedMs_;
  /// Newest provider time per metal, from this instance's source or the leader's ticks.
  std::array<std::optional<std::int64_t>, 4> lastRealMs_{};
  std::array<Freshness, 4> freshness_{};  ///< as published
  std::uint64_t seq_ = 0;
  std::int64_t lastCompactionMs_ = 0;

  std::atomic<std::shared_ptr<const MarketSnapshot>> snapshot_;
  struct Chart {
    std::uint64_t seq = 0;  ///< the snapshot it was built for
    std::shared_ptr<const util::EncodedBody> body;
  };
  mutable std::mutex chartsMutex_;
  std::map<std::pair<domain::Metal, domain::Timeframe>, Chart> charts_;
  std::mutex callbacksMutex_;
  std::vector<std::function<void()>> callbacks_;

  std::mutex runMutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace aurum::services
