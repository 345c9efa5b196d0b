#include "services/market_service.hpp"

#include <spdlog/spdlog.h>

#include <chrono>

#include "domain/durations.hpp"
#include "prices/simulated_source.hpp"
#include "services/market_relay.hpp"
#include "storage/market_repository.hpp"
#include "util/thread_name.hpp"

namespace aurum::services {

using domain::Metal;
using domain::Timeframe;

namespace {

constexpr std::int64_t kMinuteMs = 60'000;
using domain::kDayMs;

std::int64_t wallClockUs() {
  using namespace std::chrono;
  return duration_cast<microseconds>(system_clock::now().time_since_epoch()).count();
}

std::array<domain::DayStats, 4> dayStats(const prices::MidPrices& current,
                                         const std::map<Metal, storage::WindowStats>& window) {
  std::array<domain::DayStats, 4> out{};
  for (auto m : domain::kAllMetals) {
    auto cur = current.at(m);
    auto it = window.find(m);
    out[static_cast<int>(m)] =
        it == window.end()
            ? domain::computeDayStats(cur, std::nullopt, std::nullopt, std::nullopt)
            : domain::computeDayStats(cur, it->second.reference, it->second.high, it->second.low);
  }
  return out;
}

}  // namespace

MarketService::MarketService(storage::Database& db, const util::Clock& clock,
                             std::unique_ptr<prices::PriceSource> source, MarketOptions options)
    : db_(db),
      clock_(clock),
      source_(std::move(source)),
      options_(options),
      startedMs_(clock_.nowMs()) {
  // Until prepare() runs, readers see the start prices (never an empty snapshot).
  current_ = source_->initial();
  for (auto m : domain::kAllMetals)
    if (!current_.count(m)) current_[m] = prices::defaultStartCents()[m];
  stats_ = dayStats(current_, {});
  recordUpdateTimes(startedMs_);
  judgeFreshness(startedMs_);
  publish(startedMs_, wallClockUs());
}

MarketService::~MarketService() { stop(); }

void MarketService::prepare() {
  std::lock_guard lock(tickMutex_);
  const auto now = clock_.nowMs();
  if (relay_) {
    leading_ = relay_->lead();
    spdlog::info("market data: {}",
                 leading_ ? "leading the price feed" : "following another instance's price feed");
  }
  bool empty = db_.read([](soci::session& s) { return storage::candlesEmpty(s); });
  if (empty && options_.historyDays > 0 && source_->simulated() && leading()) {
    backfillHistory(now);
  } else if (!empty) {
    resumeFromStore();
  }
  auto window = db_.read([&](soci::session& s) {
    return storage::windowStats(s, domain::bucketStart(Timeframe::k1m, now - kDayMs));
  });
  stats_ = dayStats(current_, window);
  recordUpdateTimes(now);
  judgeFreshness(now);
  publish(now, wallClockUs());
}

void MarketService::recordUpdateTimes(std::int64_t nowMs) {
  for (auto m : domain::kAllMetals)
    if (auto t = source_->lastUpdateMs(m, nowMs)) {
      auto& known = lastRealMs_[static_cast<int>(m)];
      known = std::max(known.value_or(*t), *t);
    }
}

void MarketService::judgeFreshness(std::int64_t nowMs) {
  for (auto m : domain::kAllMetals) {
    const auto i = static_cast<int>(m);
    const auto& known = lastRealMs_[i];
    // A price that never came from the provider since the start (start or stored price) is stale;
    // it shows the start time, the last moment known to have had no newer provider price.
    freshness_[i] = {known.value_or(startedMs_), !known || nowMs - *known > options_.staleMs};
  }
}

void MarketService::backfillHistory(std::int64_t nowMs) {
  auto* sim = dynamic_cast<prices::SimulatedSource*>(source_.get());
  if (!sim) return;
  auto started = std::chrono::steady_clock::now();
  sim->resumeFrom(current_);
  const std::size_t steps = static_cast<std::size_t>(options_.historyDays) * 1440;
  const std::int64_t lastMinute = domain::bucketStart(Timeframe::k1m, nowMs);
  // Each metal's walk goes back from its current price, one minute a step, and is rolled up into
  // every timeframe's candles over that timeframe's chart window as it goes (on the metal's own
  // thread): no path of half a million minutes is held.
  struct MetalHistory {
    std::int64_t minuteMs = 0;  ///< the time of the next price the walk visits
    std::vector<domain::ReverseRollUp> rollUps;
  };
  std::array<MetalHistory, domain::kAllMetals.size()> metals;
  // Every candle's room is taken here: a walk's thread that allocated would leave its own malloc
  // arena behind, ~2 MB of RSS that malloc_trim does not give back.
  for (auto& h : metals) {
    h.minuteMs = lastMinute;
    for (auto tf : domain::kAllTimeframes) {
      const auto from = domain::bucketStart(tf, nowMs - domain::chartWindowMs(tf));
      h.rollUps.emplace_back(tf, from);
      h.rollUps.back().reserve(static_cast<std::size_t>((nowMs - from) / domain::timeframeMs(tf)) +
                               2);
    }
  }
  sim->walkBack(steps, kMinuteMs, [&metals](Metal m, std::int64_t cents) {
    auto& h = metals[static_cast<int>(m)];
    for (auto& r : h.rollUps) r.add(h.minuteMs, cents);
    h.minuteMs -= kMinuteMs;
  });
  const auto walked = std::chrono::steady_clock::now();
  current_ = sim->initial();  // the walks' newest price: the current one, within the bounds
  std::size_t rows = 0;
  db_.write([&](soci::session& s) {
    for (auto m : domain::kAllMetals)
      for (std::size_t i = 0; i < domain::kAllTimeframes.size(); ++i) {
        auto candles = metals[static_cast<int>(m)].rollUps[i].finish();
        rows += candles.size();
        storage::insertCandles(s, m, domain::kAllTimeframes[i], candles);
      }
  });
  using std::chrono::milliseconds;
  const auto done = std::chrono::steady_clock::now();
  spdlog::info(
      "market data: generated {} days of simulated history ({} candles) in {} ms (walk {} ms, "
      "candles {} ms)",
      options_.historyDays, rows, std::chrono::duration_cast<milliseconds>(done - started).count(),
      std::chrono::duration_cast<milliseconds>(walked - started).count(),
      std::chrono::duration_cast<milliseconds>(done - walked).count());
}

void MarketService::resumeFromStore() {
  auto last = db_.read([](soci::session& s) { return storage::latestCloses(s); });
  for (auto& [m, c] : last) current_[m] = c;
  source_->resumeFrom(last);
}

void MarketService::tickOnce() {
  std::lock_guard lock(tickMutex_);
  if (relay_) {
    const bool was = leading_;
    leading_ = relay_->lead();
    if (!leading_) {
      if (was) spdlog::warn("market data: lost the price feed leadership; following");
      return;
    }
    if (!was) {
      spdlog::info("market data: took over the price feed");
      resumeFromStore();  // continue from the last stored prices, not from this instance's
    }
  }
  const auto now = clock_.nowMs();
  const auto createdAtUs = wallClockUs();
  recordUpdateTimes(now);  // before poll: a price never looks newer than it is
  for (auto& [m, cents] : source_->poll(now)) current_[m] = cents;
  judgeFreshness(now);
  // A frozen price is not market data: a stale metal adds no tick and moves no candle.
  std::vector<storage::TickRow> rows;
  for (auto m : domain::kAllMetals) {
    if (freshness_[static_cast<int>(m)].stale) continue;
    auto ba = domain::applySpread(current_[m], options_.spreadBps);
    rows.push_back({m, current_[m], ba.bid, ba.ask, now});
  }
  try {
    stats_ = db_.write([&](soci::session& s) {
      storage::insertTicks(s, rows);
      auto stats = dayStats(
          current_, storage::windowStats(s, domain::bucketStart(Timeframe::k1m, now - kDayMs)));
      if (relay_)
        relay_->announce(s, relayPayload({now, createdAtUs, current_, stats, freshness_}));
      return stats;
    });
  } catch (const std::exception& e) {
    // Prices keep flowing to readers even when the database is briefly unavailable.
    spdlog::error("market data: storing the tick failed: {}", e.what());
    stats_ = dayStats(current_, {});
  }
  publish(now, createdAtUs);
  spdlog::debug("market data: tick {} stored and published in {} us", seq_,
                wallClockUs() - createdAtUs);
  notifyTick();
  // Compaction runs after the tick is out, in its own transaction, once a minute.
  if (now - lastCompactionMs_ >= kMinuteMs || now < lastCompactionMs_) {
    lastCompactionMs_ = now;
    try {
      db_.write([&](soci::session& s) {
        storage::compactMarketData(s, now, now - options_.tickRetentionMs);
      });
    } catch (const std::exception& e) {
      spdlog::error("market data: compaction failed: {}", e.what());
    }
  }
}

bool MarketService::followOnce(std::chrono::milliseconds timeout) {
  std::lock_guard lock(tickMutex_);
  if (leading()) return false;
  auto payloads = relay_->await(timeout);
  // Only the newest matters: a follower that fell behind skips to it, like a slow WebSocket client.
  for (auto it = payloads.rbegin(); it != payloads.rend(); ++it) {
    auto tick = parseRelayPayload(*it);
    if (!tick) continue;
    current_ = tick->mids;
    stats_ = tick->stats;
    freshness_ = tick->freshness;
    // Known provider times carry over to a takeover; a stale metal's time may be a start time.
    for (std::size_t i = 0; i < freshness_.size(); ++i)
      if (!freshness_[i].stale)
        lastRealMs_[i] =
            std::max(lastRealMs_[i].value_or(freshness_[i].updatedMs), freshness_[i].updatedMs);
    publish(tick->nowMs, tick->createdAtUs);
    notifyTick();
    return true;
  }
  return false;
}

void MarketService::notifyTick() {
  std::vector<std::function<void()>> callbacks;
  {
    std::lock_guard cl(callbacksMutex_);
    callbacks = callbacks_;
  }
  for (auto& cb : callbacks) {
    try {
      cb();
    } catch (const std::exception& e) {
      spdlog::error("market data: tick callback failed: {}", e.what());
    }
  }
}

void MarketService::publish(std::int64_t nowMs, std::int64_t createdAtUs) {
  auto snap = std::make_shared<MarketSnapshot>();
  auto& f = snap->figures;
  f.seq = ++seq_;
  f.timeMs = nowMs;
  f.createdAtUs = createdAtUs;
  f.publishedAtUs = wallClockUs();
  f.simulated = source_->simulated();
  f.exchange = source_->name();
  for (auto m : domain::kAllMetals) {
    const auto i = static_cast<int>(m);
    auto& v = f.metals[i];
    auto ba = domain::applySpread(current_[m], options_.spreadBps);
    v.quote = {m, current_[m], ba.bid, ba.ask, freshness_[i].updatedMs, freshness_[i].stale};
    v.day = stats_[i];
  }
  snap->marketPrices = util::EncodedBody::of(marketPricesJson(f));
  snap->realTimePrices = util::EncodedBody::of(realTimePricesJson(f));
  snap->tickMessage = std::make_shared<const std::string>(tickMessageJson(f, "tick"));
  snap->snapshotMessage = std::make_shared<const std::string>(tickMessageJson(f, "snapshot"));
  if (auto fx = source_->fxRates()) {
    if (fx->updatedMs == 0) fx->updatedMs = nowMs;  // the start rates, before the first poll
    snap->fxRates = util::EncodedBody::of(fxRatesJson(*fx, f.simulated, f.exchange));
  }
  snapshot_.store(std::move(snap));
}

std::shared_ptr<const util::EncodedBody> MarketService::cachedChart(Metal metal,
                                                                    Timeframe tf) const {
  const auto seq = snapshot()->figures.seq;
  std::lock_guard lock(chartsMutex_);
  auto it = charts_.find({metal, tf});
  return it != charts_.end() && it->second.seq == seq ? it->second.body : nullptr;
}

std::shared_ptr<const util::EncodedBody> MarketService::chart(Metal metal, Timeframe tf) {
  // Every tick stores candles, so a chart stays valid until the next snapshot. Two requests racing
  // after a tick may both build it; the database read is not done under the lock.
  const auto seq = snapshot()->figures.seq;
  if (auto ready = cachedChart(metal, tf)) return ready;
  const auto now = clock_.nowMs();
  auto candles = db_.read([&](soci::session& s) {
    return storage::loadCandles(s, metal, tf,
                                domain::bucketStart(tf, now - domain::chartWindowMs(tf)));
  });
  auto body = std::make_shared<const util::EncodedBody>(util::EncodedBody::of(chartJson(candles)));
  std::lock_guard lock(chartsMutex_);
  auto& slot = charts_[{metal, tf}];
  if (slot.seq <= seq) slot = {seq, body};
  return body;
}

domain::SpotQuote MarketService::latest(Metal metal) const {
  return snapshot()->figures.metals[static_cast<int>(metal)].quote;
}

void MarketService::onTick(std::function<void()> callback) {
  std::lock_guard lock(callbacksMutex_);
  callbacks_.push_back(std::move(callback));
}

void MarketService::start() {
  if (options_.tickMs <= 0 || thread_.joinable()) return;
  {
    std::lock_guard lock(runMutex_);
    stopping_ = false;
  }
  thread_ = std::thread([this] { run(); });
  util::nameThread(thread_, "market");
}

void MarketService::stop() {
  {
    std::lock_guard lock(runMutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable()) thread_.join();
}

void MarketService::run() {
  // Fixed-rate schedule on the steady clock: a slow tick does not shift the ones after it.
  auto next = std::chrono::steady_clock::now();
  const auto period = std::chrono::milliseconds(options_.tickMs);
  auto stopping = [this] {
    std::lock_guard lock(runMutex_);
    return stopping_;
  };
  for (;;) {
    next += period;
    if (!leading()) {
      // Until the next attempt to lead, pass the leader's ticks on as they arrive.
      for (auto now = std::chrono::steady_clock::now(); now < next;
           now = std::chrono::steady_clock::now()) {
        if (stopping()) return;
        auto left = std::chrono::ceil<std::chrono::milliseconds>(next - now);
        followOnce(std::min(left, std::chrono::milliseconds(200)));
      }
      if (stopping()) return;
    } else {
      std::unique_lock lock(runMutex_);
      if (wake_.wait_until(lock, next, [this] { return stopping_; })) return;
    }
    tickOnce();
    if (auto now = std::chrono::steady_clock::now(); now > next + period)
      next = now;  // fell behind
  }
}

}  // namespace aurum::services
