#include "storage/session_repository.hpp"

namespace aurum::storage {

void SessionRepository::insert(soci::session& s, const SessionRecord& r,
                               const std::string& userAgent, const std::string& ip) {
  long long uid = r.userId, created = r.createdAtMs, seen = r.lastSeenAtMs;
  s << "INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, user_agent, ip)"
       " VALUES (:t, :u, :c, :l, :a, :i)",
      soci::use(r.tokenHash), soci::use(uid), soci::use(created), soci::use(seen),
      soci::use(userAgent), soci::use(ip);
}

std::optional<SessionRecord> SessionRepository::find(soci::session& s,
                                                     const std::string& tokenHash) {
  SessionRecord r;
  long long uid = 0, created = 0, seen = 0;
  soci::indicator ind = soci::i_null;
  s << "SELECT user_id, created_at, last_seen_at FROM sessions WHERE token_hash = :t",
      soci::use(tokenHash), soci::into(uid, ind), soci::into(created), soci::into(seen);
  if (!s.got_data() || ind != soci::i_ok) return std::nullopt;
  r.tokenHash = tokenHash;
  r.userId = uid;
  r.createdAtMs = created;
  r.lastSeenAtMs = seen;
  return r;
}

void SessionRepository::touch(soci::session& s, const std::string& tokenHash, std::int64_t nowMs) {
  long long now = nowMs;
  s << "UPDATE sessions SET last_seen_at = :n WHERE token_hash = :t", soci::use(now),
      soci::use(tokenHash);
}

void SessionRepository::remove(soci::session& s, const std::string& tokenHash) {
  s << "DELETE FROM sessions WHERE token_hash = :t", soci::use(tokenHash);
}

void SessionRepository::removeForUser(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  s << "DELETE FROM sessions WHERE user_id = :u", soci::use(uid);
}

int SessionRepository::purgeExpired(soci::session& s, std::int64_t idleBeforeMs,
                                    std::int64_t createdBeforeMs) {
  long long idle = idleBeforeMs, created = createdBeforeMs;
  soci::statement st =
      (s.prepare << "DELETE FROM sessions WHERE last_seen_at < :i OR created_at < :c",
       soci::use(idle), soci::use(created));
  st.execute(true);
  return static_cast<int>(st.get_affected_rows());
}

}  // namespace aurum::storage

namespace aurum::storage {
void SessionRepository::purgeLoginFailures(soci::session& s, std::int64_t beforeMs) {
  long long before = beforeMs;
  s << "DELETE FROM login_failures WHERE at < :t", soci::use(before);
}
}  // namespace aurum::storage
