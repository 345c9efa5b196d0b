#include "storage/security_repository.hpp"

namespace aurum::storage {

std::optional<TotpRow> SecurityRepository::findTotp(soci::session& s, std::int64_t userId) {
  long long uid = userId, enabled = 0, last = 0;
  std::string secret;
  soci::indicator enabledInd = soci::i_null;
  s << "SELECT secret, enabled_at, last_step FROM user_totp WHERE user_id = :u", soci::use(uid),
      soci::into(secret), soci::into(enabled, enabledInd), soci::into(last);
  if (!s.got_data()) return std::nullopt;
  TotpRow row{secret, std::nullopt, last};
  if (enabledInd == soci::i_ok) row.enabledAtMs = enabled;
  return row;
}

void SecurityRepository::setupTotp(soci::session& s, std::int64_t userId, const std::string& secret,
                                   std::int64_t nowMs) {
  long long uid = userId, now = nowMs;
  s << "DELETE FROM user_totp WHERE user_id = :u AND enabled_at IS NULL", soci::use(uid);
  s << "INSERT INTO user_totp (user_id, secret, created_at, last_step) VALUES (:u, :s, :n, 0)",
      soci::use(uid), soci::use(secret), soci::use(now);
}

void SecurityRepository::enableTotp(soci::session& s, std::int64_t userId, std::int64_t nowMs,
                                    std::int64_t step) {
  long long uid = userId, now = nowMs, st = step;
  s << "UPDATE user_totp SET enabled_at = :n, last_step = :s WHERE user_id = :u", soci::use(now),
      soci::use(st), soci::use(uid);
}

bool SecurityRepository::useTotpStep(soci::session& s, std::int64_t userId, std::int64_t step) {
  long long uid = userId, st = step;
  soci::statement q =
      (s.prepare << "UPDATE user_totp SET last_step = :s WHERE user_id = :u AND last_step < :s2",
       soci::use(st), soci::use(uid), soci::use(st));
  q.execute(true);
  return q.get_affected_rows() > 0;
}

void SecurityRepository::deleteTotp(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  s << "DELETE FROM user_totp WHERE user_id = :u", soci::use(uid);
}

void SecurityRepository::replaceRecoveryCodes(soci::session& s, std::int64_t userId,
                                              const std::vector<std::string>& hashes,
                                              std::int64_t nowMs) {
  deleteRecoveryCodes(s, userId);
  long long uid = userId, now = nowMs;
  for (const auto& h : hashes)
    s << "INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES (:u, :h, :n)",
        soci::use(uid), soci::use(h), soci::use(now);
}

bool SecurityRepository::useRecoveryCode(soci::session& s, std::int64_t userId,
                                         const std::string& hash, std::int64_t nowMs) {
  long long uid = userId, now = nowMs;
  soci::statement q = (s.prepare << "UPDATE recovery_codes SET used_at = :n"
                                    " WHERE user_id = :u AND code_hash = :h AND used_at IS NULL",
                       soci::use(now), soci::use(uid), soci::use(hash));
  q.execute(true);
  return q.get_affected_rows() > 0;
}

int SecurityRepository::unusedRecoveryCodes(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  int n = 0;
  s << "SELECT COUNT(*) FROM recovery_codes WHERE user_id = :u AND used_at IS NULL", soci::use(uid),
      soci::into(n);
  return n;
}

void SecurityRepository::deleteRecoveryCodes(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  s << "DELETE FROM recovery_codes WHERE user_id = :u", soci::use(uid);
}

int SecurityRepository::countPasskeys(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  int n = 0;
  s << "SELECT COUNT(*) FROM passkeys WHERE user_id = :u", soci::use(uid), soci::into(n);
  return n;
}

void SecurityRepository::insertPending(soci::session& s, const std::string& tokenHash,
                                       std::int64_t userId, std::int64_t nowMs,
                                       std::int64_t expiresAtMs, const std::string& userAgent,
                                       const std::string& ip) {
  long long uid = userId, now = nowMs, exp = expiresAtMs;
  s << "INSERT INTO mfa_pending (token_hash, user_id, created_at, expires_at, attempts,"
       " user_agent, ip) VALUES (:t, :u, :n, :e, 0, :a, :i)",
      soci::use(tokenHash), soci::use(uid), soci::use(now), soci::use(exp), soci::use(userAgent),
      soci::use(ip);
}

std::optional<PendingSignIn> SecurityRepository::findPending(soci::session& s,
                                                             const std::string& tokenHash) {
  long long uid = 0, exp = 0;
  int attempts = 0;
  s << "SELECT user_id, expires_at, attempts FROM mfa_pending WHERE token_hash = :t",
      soci::use(tokenHash), soci::into(uid), soci::into(exp), soci::into(attempts);
  if (!s.got_data()) return std::nullopt;
  return PendingSignIn{uid, exp, attempts};
}

int SecurityRepository::addPendingAttempt(soci::session& s, const std::string& tokenHash) {
  s << "UPDATE mfa_pending SET attempts = attempts + 1 WHERE token_hash = :t", soci::use(tokenHash);
  int attempts = 0;
  s << "SELECT attempts FROM mfa_pending WHERE token_hash = :t", soci::use(tokenHash),
      soci::into(attempts);
  return attempts;
}

void SecurityRepository::deletePending(soci::session& s, const std::string& tokenHash) {
  s << "DELETE FROM mfa_pending WHERE token_hash = :t", soci::use(tokenHash);
}

void SecurityRepository::purgePending(soci::session& s, std::int64_t nowMs) {
  long long now = nowMs;
  s << "DELETE FROM mfa_pending WHERE expires_at < :n", soci::use(now);
}

void SecurityRepository::insertEvent(soci::session& s, std::int64_t userId,
                                     const std::string& event, const std::string& ip,
                                     const std::string& device, const std::string& detail,
                                     std::int64_t atMs) {
  long long uid = userId, at = atMs;
  s << "INSERT INTO security_events (user_id, event, ip, device, detail, at)"
       " VALUES (:u, :e, :i, :d, :x, :a)",
      soci::use(uid), soci::use(event), soci::use(ip), soci::use(device), soci::use(detail),
      soci::use(at);
}

std::vector<SecurityEventRow> SecurityRepository::listEvents(soci::session& s, std::int64_t userId,
                                                             std::int64_t sinceMs, int limit) {
  long long uid = userId, since = sinceMs, id = 0, at = 0;
  SecurityEventRow row;
  soci::statement st =
      (s.prepare << "SELECT id, event, ip, device, detail, at FROM security_events"
                    " WHERE user_id = :u AND at >= :s ORDER BY at DESC, id DESC LIMIT :l",
       soci::use(uid), soci::use(since), soci::use(limit), soci::into(id), soci::into(row.event),
       soci::into(row.ip), soci::into(row.device), soci::into(row.detail), soci::into(at));
  st.execute();
  std::vector<SecurityEventRow> out;
  while (st.fetch()) {
    row.id = id;
    row.atMs = at;
    out.push_back(row);
  }
  return out;
}

void SecurityRepository::purgeEvents(soci::session& s, std::int64_t beforeMs) {
  long long before = beforeMs;
  s << "DELETE FROM security_events WHERE at < :b", soci::use(before);
}

int SecurityRepository::countEvents(soci::session& s, std::int64_t userId, const std::string& event,
                                    std::int64_t sinceMs) {
  long long uid = userId, since = sinceMs;
  int n = 0;
  s << "SELECT COUNT(*) FROM security_events WHERE user_id = :u AND event = :e AND at >= :s",
      soci::use(uid), soci::use(event), soci::use(since), soci::into(n);
  return n;
}

std::pair<int, int> SecurityRepository::priorSignIns(soci::session& s, std::int64_t userId,
                                                     const std::string& device) {
  long long uid = userId;
  int all = 0, same = 0;
  s << "SELECT COUNT(*), COALESCE(SUM(CASE WHEN device = :d THEN 1 ELSE 0 END), 0)"
       " FROM security_events WHERE user_id = :u"
       " AND event IN ('sign_in', 'mfa_verified', 'passkey_sign_in')",
      soci::use(device), soci::use(uid), soci::into(all), soci::into(same);
  return {all, same};
}

int SecurityRepository::ordersInFlight(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  int orders = 0, quotes = 0;
  s << "SELECT COUNT(*) FROM orders WHERE user_id = :u"
       " AND status IN ('pending', 'processing', 'shipped')",
      soci::use(uid), soci::into(orders);
  s << "SELECT COUNT(*) FROM checkout_quotes WHERE user_id = :u"
       " AND status IN ('processing', 'action')",
      soci::use(uid), soci::into(quotes);
  return orders + quotes;
}

void SecurityRepository::eraseAndAnonymise(soci::session& s, std::int64_t userId,
                                           std::int64_t nowMs) {
  long long uid = userId, now = nowMs;
  for (const char* table :
       {"user_totp", "recovery_codes", "passkeys", "mfa_pending", "sessions", "user_settings",
        "notifications", "price_alerts", "user_avatars", "cart_items", "webauthn_challenges"})
    s << std::string("DELETE FROM ") + table + " WHERE user_id = :u", soci::use(uid);
  s << "DELETE FROM outbox WHERE user_id = :u AND sent_at IS NULL", soci::use(uid);
  // What the law keeps (orders, ledger, custody, KYC and reports) stays, without the name.
  s << "UPDATE orders SET ship_first_name = '', ship_last_name = '', ship_address = '',"
       " ship_zip = '' WHERE user_id = :u",
      soci::use(uid);
  s << "UPDATE checkout_quotes SET ship_first_name = NULL, ship_last_name = NULL,"
       " ship_address = NULL, ship_zip = NULL WHERE user_id = :u",
      soci::use(uid);
  // The order history's actor label was the buyer's e-mail (a cancellation, say).
  s << "UPDATE order_status_history SET actor = 'Closed account' WHERE actor_user_id = :u",
      soci::use(uid);
  std::string email = "closed-" + std::to_string(userId) + "@closed.invalid";
  s << "UPDATE users SET email = :e, first_name = 'Closed', last_name = 'account',"
       " profile_image_url = NULL, password_hash = '!', status = 'suspended', closed_at = :n"
       " WHERE id = :u",
      soci::use(email), soci::use(now), soci::use(uid);
}

}  // namespace aurum::storage
