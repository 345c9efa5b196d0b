#include "storage/account_repository.hpp"

#include <tuple>

#include "storage/message_args.hpp"

namespace aurum::storage {

using domain::Metal;

// ---- user_settings

std::optional<std::string> SettingsRepository::find(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  std::string doc;
  soci::indicator ind = soci::i_null;
  s << "SELECT document FROM user_settings WHERE user_id = :u", soci::into(doc, ind),
      soci::use(uid);
  if (!s.got_data() || ind != soci::i_ok) return std::nullopt;
  return doc;
}

void SettingsRepository::save(soci::session& s, std::int64_t userId, const std::string& document,
                              std::int64_t nowMs) {
  long long uid = userId, now = nowMs;
  // Both backends know this upsert form (SQLite 3.24+, PostgreSQL 9.5+).
  s << "INSERT INTO user_settings (user_id, document, updated_at) VALUES (:u, :d, :t) "
       "ON CONFLICT (user_id) DO UPDATE SET document = excluded.document, "
       "updated_at = excluded.updated_at",
      soci::use(uid), soci::use(document), soci::use(now);
}

// ---- notifications

domain::Notification NotificationRepository::insert(soci::session& s, domain::Notification n) {
  long long uid = n.userId, at = n.createdAtMs, id = 0;
  const std::string args = encodeMessageArgs(n.args, n.amounts);
  s << "INSERT INTO notifications (user_id, kind, title, body, link, created_at, args) "
       "VALUES (:u, :k, :t, :b, :l, :c, :a) RETURNING id",
      soci::use(uid), soci::use(n.kind), soci::use(n.title), soci::use(n.body), soci::use(n.link),
      soci::use(at), soci::use(args), soci::into(id);
  n.id = id;
  return n;
}

std::vector<domain::Notification> NotificationRepository::newest(soci::session& s,
                                                                 std::int64_t userId, int limit) {
  long long uid = userId, id = 0, created = 0, read = 0;
  int lim = limit;
  std::string kind, title, body, link, args;
  soci::indicator readInd = soci::i_null;
  std::vector<domain::Notification> out;
  soci::statement st =
      (s.prepare << "SELECT id, kind, title, body, link, created_at, read_at, args "
                    "FROM notifications WHERE user_id = :u ORDER BY id DESC LIMIT :n",
       soci::into(id), soci::into(kind), soci::into(title), soci::into(body), soci::into(link),
       soci::into(created), soci::into(read, readInd), soci::into(args), soci::use(uid),
       soci::use(lim));
  st.execute();
  while (st.fetch()) {
    domain::Notification n{id, userId, kind, title, body, link, created, std::nullopt, {}, {}};
    if (readInd == soci::i_ok) n.readAtMs = read;
    std::tie(n.args, n.amounts) = decodeMessageArgs(args);
    out.push_back(std::move(n));
  }
  return out;
}

int NotificationRepository::unread(soci::session& s, std::int64_t userId) {
  long long uid = userId, n = 0;
  s << "SELECT COUNT(*) FROM notifications WHERE user_id = :u AND read_at IS NULL", soci::into(n),
      soci::use(uid);
  return static_cast<int>(n);
}

bool NotificationRepository::markRead(soci::session& s, std::int64_t userId, std::int64_t id,
                                      std::int64_t nowMs) {
  long long uid = userId, nid = id, now = nowMs, found = 0;
  s << "SELECT COUNT(*) FROM notifications WHERE id = :i AND user_id = :u", soci::into(found),
      soci::use(nid), soci::use(uid);
  if (!found) return false;
  s << "UPDATE notifications SET read_at = :t WHERE id = :i AND user_id = :u AND read_at IS NULL",
      soci::use(now), soci::use(nid), soci::use(uid);
  return true;
}

void NotificationRepository::markAllRead(soci::session& s, std::int64_t userId,
                                         std::int64_t nowMs) {
  long long uid = userId, now = nowMs;
  s << "UPDATE notifications SET read_at = :t WHERE user_id = :u AND read_at IS NULL",
      soci::use(now), soci::use(uid);
}

// ---- outbox

void OutboxRepository::enqueue(soci::session& s, const OutboxRow& row, std::int64_t nowMs) {
  long long uid = row.userId.value_or(0), now = nowMs;
  soci::indicator uidInd = row.userId ? soci::i_ok : soci::i_null;
  s << "/* aurum pipelined */ INSERT INTO outbox (user_id, channel, recipient, subject, body, "
       "created_at) VALUES (:u, :c, :r, :s, :b, :t)",
      soci::use(uid, uidInd), soci::use(row.channel), soci::use(row.recipient),
      soci::use(row.subject), soci::use(row.body), soci::use(now);
}

void OutboxRepository::enqueueEmailToUser(soci::session& s, std::int64_t userId,
                                          const std::string& subject, const std::string& body,
                                          std::int64_t nowMs) {
  long long uid = userId, now = nowMs;
  // The address read in the same statement: an account without one gets nothing queued.
  s << "/* aurum pipelined */ INSERT INTO outbox (user_id, channel, recipient, subject, body, "
       "created_at) SELECT id, 'email', email, :s, :b, :t FROM users WHERE id = :u AND email <> ''",
      soci::use(subject), soci::use(body), soci::use(now), soci::use(uid);
}

std::vector<OutboxRow> OutboxRepository::unsent(soci::session& s, int maxAttempts, int limit) {
  long long id = 0, uid = 0;
  int attempts = 0, maxA = maxAttempts, lim = limit;
  soci::indicator uidInd = soci::i_null;
  std::string channel, recipient, subject, body;
  std::vector<OutboxRow> out;
  soci::statement st =
      (s.prepare << "SELECT id, user_id, channel, recipient, subject, body, attempts FROM outbox "
                    "WHERE sent_at IS NULL AND attempts < :m ORDER BY id LIMIT :n",
       soci::into(id), soci::into(uid, uidInd), soci::into(channel), soci::into(recipient),
       soci::into(subject), soci::into(body), soci::into(attempts), soci::use(maxA),
       soci::use(lim));
  st.execute();
  while (st.fetch()) {
    OutboxRow r{id, std::nullopt, channel, recipient, subject, body, attempts};
    if (uidInd == soci::i_ok) r.userId = uid;
    out.push_back(std::move(r));
  }
  return out;
}

bool OutboxRepository::markSent(soci::session& s, std::int64_t id, std::int64_t nowMs) {
  long long oid = id, now = nowMs;
  soci::statement st = (s.prepare << "UPDATE outbox SET sent_at = :t, attempts = attempts + 1, "
                                     "last_error = NULL WHERE id = :i AND sent_at IS NULL",
                        soci::use(now), soci::use(oid));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void OutboxRepository::markFailed(soci::session& s, std::int64_t id, const std::string& error) {
  long long oid = id;
  s << "UPDATE outbox SET attempts = attempts + 1, last_error = :e WHERE id = :i", soci::use(error),
      soci::use(oid);
}

// ---- price alerts

namespace {

constexpr const char* kAlertColumns =
    "SELECT id, user_id, metal, direction, price_cents, created_at, fired_at, fired_price_cents "
    "FROM price_alerts ";

struct AlertFetch {
  long long id = 0, uid = 0, price = 0, created = 0, fired = 0, firedPrice = 0;
  std::string metal, direction;
  soci::indicator firedInd = soci::i_null, firedPriceInd = soci::i_null;

  void bind(soci::statement& st) {
    st.exchange(soci::into(id));
    st.exchange(soci::into(uid));
    st.exchange(soci::into(metal));
    st.exchange(soci::into(direction));
    st.exchange(soci::into(price));
    st.exchange(soci::into(created));
    st.exchange(soci::into(fired, firedInd));
    st.exchange(soci::into(firedPrice, firedPriceInd));
  }
  domain::PriceAlert row() const {
    domain::PriceAlert a;
    a.id = id;
    a.userId = uid;
    a.metal = domain::parseMetal(metal).value_or(Metal::kGold);
    a.direction = domain::parseAlertDirection(direction).value_or(domain::AlertDirection::kAbove);
    a.priceCents = price;
    a.createdAtMs = created;
    if (firedInd == soci::i_ok) a.firedAtMs = fired;
    if (firedPriceInd == soci::i_ok) a.firedPriceCents = firedPrice;
    return a;
  }
};

}  // namespace

domain::PriceAlert PriceAlertRepository::insert(soci::session& s, domain::PriceAlert a) {
  long long uid = a.userId, price = a.priceCents, at = a.createdAtMs, id = 0;
  std::string metal = domain::metalName(a.metal), dir = domain::alertDirectionName(a.direction);
  s << "INSERT INTO price_alerts (user_id, metal, direction, price_cents, created_at) "
       "VALUES (:u, :m, :d, :p, :c) RETURNING id",
      soci::use(uid), soci::use(metal), soci::use(dir), soci::use(price), soci::use(at),
      soci::into(id);
  a.id = id;
  return a;
}

std::vector<domain::PriceAlert> PriceAlertRepository::forUser(soci::session& s,
                                                              std::int64_t userId) {
  long long uid = userId;
  AlertFetch f;
  soci::statement st(s);
  f.bind(st);
  st.exchange(soci::use(uid));
  st.alloc();
  st.prepare(std::string(kAlertColumns) + "WHERE user_id = :u ORDER BY id DESC");
  st.define_and_bind();
  st.execute();
  std::vector<domain::PriceAlert> out;
  while (st.fetch()) out.push_back(f.row());
  return out;
}

int PriceAlertRepository::activeCount(soci::session& s, std::int64_t userId) {
  long long uid = userId, n = 0;
  s << "SELECT COUNT(*) FROM price_alerts WHERE user_id = :u AND fired_at IS NULL", soci::into(n),
      soci::use(uid);
  return static_cast<int>(n);
}

bool PriceAlertRepository::remove(soci::session& s, std::int64_t userId, std::int64_t id) {
  long long uid = userId, aid = id;
  soci::statement st = (s.prepare << "DELETE FROM price_alerts WHERE id = :i AND user_id = :u",
                        soci::use(aid), soci::use(uid));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

std::vector<domain::PriceAlert> PriceAlertRepository::reached(
    soci::session& s, const std::vector<std::pair<Metal, std::int64_t>>& prices) {
  if (prices.empty()) return {};
  // One statement for every metal: (metal = m AND fired_at IS NULL AND the target is reached);
  // the (metal, fired_at) index serves each branch.
  std::string sql = std::string(kAlertColumns) + "WHERE fired_at IS NULL AND (";
  std::vector<std::string> names;
  std::vector<long long> cents;
  names.reserve(prices.size());
  cents.reserve(prices.size());
  for (std::size_t i = 0; i < prices.size(); ++i) {
    names.push_back(domain::metalName(prices[i].first));
    cents.push_back(prices[i].second);
    auto n = std::to_string(i);
    sql += (i ? " OR " : "") + std::string("(metal = :m") + n +
           " AND ((direction = 'above' AND price_cents <= :a" + n +
           ") OR (direction = 'below' AND price_cents >= :b" + n + ")))";
  }
  sql += ") ORDER BY id";
  AlertFetch f;
  soci::statement st(s);
  f.bind(st);
  for (std::size_t i = 0; i < prices.size(); ++i) {
    st.exchange(soci::use(names[i]));
    st.exchange(soci::use(cents[i]));
    st.exchange(soci::use(cents[i]));
  }
  st.alloc();
  st.prepare(sql);
  st.define_and_bind();
  st.execute();
  std::vector<domain::PriceAlert> out;
  while (st.fetch()) out.push_back(f.row());
  return out;
}

bool PriceAlertRepository::fire(soci::session& s, std::int64_t id, std::int64_t priceCents,
                                std::int64_t nowMs) {
  long long aid = id, price = priceCents, now = nowMs;
  soci::statement st =
      (s.prepare << "UPDATE price_alerts SET fired_at = :t, fired_price_cents = :p "
                    "WHERE id = :i AND fired_at IS NULL",
       soci::use(now), soci::use(price), soci::use(aid));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

}  // namespace aurum::storage
