#include "storage/market_repository.hpp"

#include <sqlite3.h>

#include <algorithm>
#include <memory>
#include <string>

#include "storage/database.hpp"
#include "storage/multi_row_insert.hpp"

namespace aurum::storage {

using domain::Metal;
using domain::Timeframe;

namespace {
/// A candle folded into the stored one of its bucket (a tick into the candles of its minute,
/// hour...): the extremes widen and the close moves.
const std::string kOnCandleConflict =
    " ON CONFLICT (symbol, timeframe, start_ms) DO UPDATE SET"
    " high_cents = CASE WHEN excluded.high_cents > price_candles.high_cents"
    "   THEN excluded.high_cents ELSE price_candles.high_cents END,"
    " low_cents = CASE WHEN excluded.low_cents < price_candles.low_cents"
    "   THEN excluded.low_cents ELSE price_candles.low_cents END,"
    " close_cents = excluded.close_cents";
const std::string kInsertCandles =
    "INSERT INTO price_candles (symbol, timeframe, start_ms, open_cents, high_cents, low_cents, "
    "close_cents) VALUES ";
const std::string kUpsertCandle = "/* aurum pipelined */ " + kInsertCandles +
                                  "(:sym, :tf, :start, :o, :h, :l, :c)" + kOnCandleConflict;

/// A fresh start loads ~30,000 candles. Bound straight to SQLite, 128 rows a statement: SQLite
/// opens and closes a statement journal per statement that may abort (an insert into a table
/// with a unique key), which for one row a statement was a fifth of the load.
void insertCandlesSqlite(sqlite3* db, const char* symbol, const char* timeframe,
                         const std::vector<domain::Candle>& candles) {
  constexpr std::size_t kRowsPerStatement = 128;
  auto check = [db](int rc, int ok) {
    if (rc != ok) throw soci::soci_error(std::string("inserting candles: ") + sqlite3_errmsg(db));
  };
  using Statement = std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)>;
  auto prepare = [&](std::size_t rows) {
    std::string sql = kInsertCandles;
    for (std::size_t r = 0; r < rows; ++r)
      sql += r ? ", (?, ?, ?, ?, ?, ?, ?)" : "(?, ?, ?, ?, ?, ?, ?)";
    sql += kOnCandleConflict;
    sqlite3_stmt* raw = nullptr;
    check(sqlite3_prepare_v2(db, sql.c_str(), -1, &raw, nullptr), SQLITE_OK);
    return Statement(raw, sqlite3_finalize);
  };
  Statement full(nullptr, sqlite3_finalize);
  for (std::size_t at = 0; at < candles.size(); at += kRowsPerStatement) {
    const auto rows = std::min(kRowsPerStatement, candles.size() - at);
    Statement partial(nullptr, sqlite3_finalize);
    if (rows == kRowsPerStatement && !full) full = prepare(rows);
    if (rows < kRowsPerStatement) partial = prepare(rows);
    auto* st = rows == kRowsPerStatement ? full.get() : partial.get();
    int i = 1;
    for (std::size_t r = at; r < at + rows; ++r) {
      const auto& k = candles[r];
      check(sqlite3_bind_text(st, i++, symbol, -1, SQLITE_STATIC), SQLITE_OK);
      check(sqlite3_bind_text(st, i++, timeframe, -1, SQLITE_STATIC), SQLITE_OK);
      for (auto v : {k.startMs, k.open, k.high, k.low, k.close})
        check(sqlite3_bind_int64(st, i++, v), SQLITE_OK);
    }
    check(sqlite3_step(st), SQLITE_DONE);
    check(sqlite3_reset(st), SQLITE_OK);
  }
}

std::optional<Metal> metalOf(const std::string& symbol) { return domain::metalFromSymbol(symbol); }
}  // namespace

void insertTicks(soci::session& s, const std::vector<TickRow>& ticks) {
  if (ticks.empty()) return;
  std::vector<std::string> sym;
  std::vector<long long> mid, bid, ask, at;
  for (const auto& t : ticks) {
    sym.push_back(domain::metalSymbol(t.metal));
    mid.push_back(t.midCents);
    bid.push_back(t.bidCents);
    ask.push_back(t.askCents);
    at.push_back(t.timeMs);
  }
  // One execution a row (SOCI's vector use); on PostgreSQL all of them go in one pipeline.
  s << "/* aurum pipelined */ INSERT INTO price_ticks (symbol, mid_cents, bid_cents, ask_cents, "
       "time_ms)"
       " VALUES (:s, :m, :b, :a, :t)",
      soci::use(sym), soci::use(mid), soci::use(bid), soci::use(ask), soci::use(at);

  std::vector<std::string> csym, ctf;
  std::vector<long long> cstart, cprice;
  for (const auto& t : ticks)
    for (auto tf : domain::kAllTimeframes) {
      csym.push_back(domain::metalSymbol(t.metal));
      ctf.push_back(domain::timeframeName(tf));
      cstart.push_back(domain::bucketStart(tf, t.timeMs));
      cprice.push_back(t.midCents);
    }
  s << kUpsertCandle, soci::use(csym), soci::use(ctf), soci::use(cstart), soci::use(cprice),
      soci::use(cprice), soci::use(cprice), soci::use(cprice);
}

void insertCandles(soci::session& s, Metal metal, Timeframe tf,
                   const std::vector<domain::Candle>& candles) {
  if (candles.empty()) return;
  if (auto* db = sqliteConnection(s)) {
    insertCandlesSqlite(db, domain::metalSymbol(metal), domain::timeframeName(tf), candles);
    return;
  }
  // PostgreSQL: SOCI runs a vector insert one row (one round trip) at a time, 1.6 s for a fresh
  // start's candles; 1,000 rows a statement (7,000 parameters, PostgreSQL allows 65,535).
  constexpr std::size_t kRowsPerStatement = 1000;
  const std::string symbol = domain::metalSymbol(metal), timeframe = domain::timeframeName(tf);
  // The last, shorter batch is a text of its own: not kept by the statement cache.
  for (std::size_t from = 0; from < candles.size(); from += kRowsPerStatement) {
    const std::size_t to = std::min(candles.size(), from + kRowsPerStatement);
    MultiRowInsert rows(
        s, (to - from < kRowsPerStatement ? "/* aurum once */ " : "") + kInsertCandles);
    for (std::size_t r = from; r < to; ++r) {
      const auto& k = candles[r];
      rows.row();
      rows.add(symbol);
      rows.add(timeframe);
      for (auto v : {k.startMs, k.open, k.high, k.low, k.close}) rows.add(v);
    }
    rows.execute(kOnCandleConflict);
  }
}

bool candlesEmpty(soci::session& s) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM (SELECT 1 FROM price_candles LIMIT 1) AS any_candle", soci::into(n);
  return n == 0;
}

std::map<Metal, std::int64_t> latestCloses(soci::session& s) {
  std::map<Metal, std::int64_t> out;
  std::string sym;
  long long close = 0;
  soci::statement st = (s.prepare << "SELECT c.symbol, c.close_cents FROM price_candles c"
                                     " WHERE c.timeframe = '1m' AND c.start_ms = (SELECT "
                                     "MAX(m.start_ms) FROM price_candles m"
                                     "   WHERE m.symbol = c.symbol AND m.timeframe = '1m')",
                        soci::into(sym), soci::into(close));
  st.execute();
  while (st.fetch())
    if (auto m = metalOf(sym)) out[*m] = close;
  return out;
}

std::map<Metal, WindowStats> windowStats(soci::session& s, std::int64_t fromMs) {
  // Per symbol, so each query is a range scan of the primary key (symbol, timeframe, start_ms).
  std::map<Metal, WindowStats> out;
  long long from = fromMs, hi = 0, lo = 0, open = 0;
  soci::indicator hiInd = soci::i_null, loInd = soci::i_null;
  std::string sym;
  soci::statement extremes =
      (s.prepare << "SELECT MAX(high_cents), MIN(low_cents) FROM price_candles"
                    " WHERE symbol = :s AND timeframe = '1m' AND start_ms >= :f",
       soci::use(sym), soci::use(from), soci::into(hi, hiInd), soci::into(lo, loInd));
  soci::statement first =
      (s.prepare << "SELECT open_cents FROM price_candles WHERE symbol = :s AND timeframe = '1m'"
                    " AND start_ms >= :f ORDER BY start_ms LIMIT 1",
       soci::use(sym), soci::use(from), soci::into(open));
  for (auto m : domain::kAllMetals) {
    sym = domain::metalSymbol(m);
    extremes.execute(true);
    if (hiInd == soci::i_ok && loInd == soci::i_ok) out[m].high = hi, out[m].low = lo;
    if (first.execute(true)) out[m].reference = open;
  }
  return out;
}

std::vector<domain::Candle> loadCandles(soci::session& s, Metal metal, Timeframe tf,
                                        std::int64_t fromMs) {
  std::vector<domain::Candle> out;
  std::string sym = domain::metalSymbol(metal), tfName = domain::timeframeName(tf);
  long long from = fromMs, start = 0, o = 0, h = 0, l = 0, c = 0;
  soci::statement st =
      (s.prepare
           << "SELECT start_ms, open_cents, high_cents, low_cents, close_cents FROM price_candles"
              " WHERE symbol = :s AND timeframe = :t AND start_ms >= :f ORDER BY start_ms",
       soci::use(sym), soci::use(tfName), soci::use(from), soci::into(start), soci::into(o),
       soci::into(h), soci::into(l), soci::into(c));
  st.execute();
  while (st.fetch()) out.push_back({start, o, h, l, c});
  return out;
}

void compactMarketData(soci::session& s, std::int64_t nowMs, std::int64_t tickCutoffMs) {
  std::string sym, name;
  long long cutoff = 0;
  soci::statement del =
      (s.prepare << "DELETE FROM price_candles WHERE symbol = :s AND timeframe = :t"
                    " AND start_ms < :c",
       soci::use(sym), soci::use(name), soci::use(cutoff));
  for (auto m : domain::kAllMetals)
    for (auto tf : domain::kAllTimeframes) {
      sym = domain::metalSymbol(m);
      name = domain::timeframeName(tf);
      // Keep one extra candle so the oldest one in the window is never cut in half.
      cutoff = domain::bucketStart(tf, nowMs - domain::chartWindowMs(tf)) - domain::timeframeMs(tf);
      del.execute(true);
    }
  long long tickCutoff = tickCutoffMs;
  s << "DELETE FROM price_ticks WHERE time_ms < :c", soci::use(tickCutoff);
}

}  // namespace aurum::storage
