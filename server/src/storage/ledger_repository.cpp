#include "storage/ledger_repository.hpp"

#include <stdexcept>
#include <unordered_map>

#include "storage/multi_row_insert.hpp"

namespace aurum::storage {

std::int64_t LedgerRepository::post(soci::session& s, std::int64_t userId, const std::string& kind,
                                    std::int64_t orderId, std::optional<std::int64_t> reverses,
                                    const std::string& memo,
                                    const std::vector<domain::Posting>& postings,
                                    std::int64_t nowMs) {
  if (!domain::isBalanced(postings)) throw std::logic_error("unbalanced ledger entry");
  long long id = 0, uid = userId, oid = orderId, rev = reverses.value_or(0), now = nowMs;
  soci::indicator oidInd = oid ? soci::i_ok : soci::i_null,
                  revInd = reverses ? soci::i_ok : soci::i_null;
  s << "INSERT INTO ledger_journals (user_id, kind, order_id, reverses_journal_id, memo, "
       "created_at)"
       " VALUES (:u, :k, :o, :r, :m, :c) RETURNING id",
      soci::use(uid), soci::use(kind), soci::use(oid, oidInd), soci::use(rev, revInd),
      soci::use(memo), soci::use(now), soci::into(id);
  MultiRowInsert rows(s,
                      "/* aurum pipelined */ INSERT INTO ledger_postings (journal_id, account, "
                      "asset, amount) VALUES ");
  for (const auto& p : postings) {
    rows.row();
    rows.add(id);
    rows.add(p.account);
    rows.add(p.asset);
    rows.add(static_cast<long long>(p.amount));
  }
  rows.execute();
  return id;
}

namespace {
std::vector<JournalRow> journals(soci::session& s, const std::string& where, long long key) {
  std::vector<JournalRow> out;
  long long id = 0, uid = 0, oid = 0, created = 0;
  std::string kind, memo;
  soci::statement st =
      (s.prepare << "SELECT id, user_id, COALESCE(order_id, 0), created_at, kind, memo"
                    " FROM ledger_journals WHERE " +
                        where + " ORDER BY id DESC",
       soci::into(id), soci::into(uid), soci::into(oid), soci::into(created), soci::into(kind),
       soci::into(memo), soci::use(key));
  st.execute();
  std::unordered_map<long long, std::size_t> at;
  while (st.fetch()) {
    at.emplace(id, out.size());
    out.push_back({id, uid, oid, created, kind, memo, {}});
  }
  if (out.empty()) return out;
  // Every journal's postings in one query (one per journal made an account's transactions cost
  // a query per order it ever placed).
  long long jid = 0, amount = 0;
  std::string account, asset;
  soci::statement ps =
      (s.prepare << "SELECT journal_id, account, asset, amount FROM ledger_postings WHERE "
                    "journal_id IN (SELECT id FROM ledger_journals WHERE " +
                        where + ") ORDER BY journal_id, id",
       soci::into(jid), soci::into(account), soci::into(asset), soci::into(amount), soci::use(key));
  ps.execute();
  while (ps.fetch())
    if (auto it = at.find(jid); it != at.end())
      out[it->second].postings.push_back({account, asset, amount});
  return out;
}
}  // namespace

std::optional<JournalRow> LedgerRepository::purchaseOf(soci::session& s, std::int64_t orderId) {
  auto v = journals(s, "kind = 'purchase' AND order_id = :k", orderId);
  if (v.empty()) return std::nullopt;
  return v.front();
}

std::vector<JournalRow> LedgerRepository::forUser(soci::session& s, std::int64_t userId) {
  return journals(s, "user_id = :k", userId);
}

// A query by account names the range of customers' accounts (`customer:<id>`) as well: the only
// index by account is partial, over that range (migration 019), and both databases use a partial
// index only for a query whose conditions include its own.
std::map<std::string, std::int64_t> LedgerRepository::balances(soci::session& s,
                                                               std::int64_t userId) {
  std::map<std::string, std::int64_t> out;
  std::string asset, account = domain::customerAccount(userId);
  long long sum = 0;
  soci::statement st =
      (s.prepare << "SELECT asset, SUM(amount) FROM ledger_postings WHERE "
                    "account = :a AND account > 'customer:' AND account < 'customer;' "
                    "GROUP BY asset",
       soci::into(asset), soci::into(sum), soci::use(account));
  st.execute();
  while (st.fetch()) out[asset] = sum;
  return out;
}

std::vector<domain::DailyClose> LedgerRepository::dailyCloses(soci::session& s,
                                                              std::int64_t fromMs) {
  std::string symbols;
  for (auto m : domain::kAllMetals)
    symbols += std::string(symbols.empty() ? "'" : ", '") + domain::metalSymbol(m) + "'";
  std::vector<domain::DailyClose> closes;
  long long from = fromMs, day = 0, close = 0;
  std::string symbol;
  // The symbols are named so the search runs in the key (symbol, timeframe, start_ms).
  soci::statement st = (s.prepare << "SELECT start_ms, symbol, close_cents FROM price_candles"
                                     " WHERE symbol IN (" +
                                         symbols +
                                         ") AND timeframe = '1d' AND start_ms >= :f"
                                         " ORDER BY start_ms, symbol",
                        soci::into(day), soci::into(symbol), soci::into(close), soci::use(from));
  st.execute();
  while (st.fetch())
    if (auto m = domain::metalFromSymbol(symbol)) closes.push_back({day, *m, close});
  return closes;
}

}  // namespace aurum::storage
