#include "storage/session_repository.hpp"

namespace aurum::storage {

void SessionRepository::insert(soci::session& s, const SessionRecord& r,
                               const std::string& userAgent, const std::string& ip) {
  long long uid = r.userId, created = r.createdAtMs, seen = r.lastSeenAtMs;
  s << "INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, user_agent, ip,"
       " public_id) VALUES (:t, :u, :c, :l, :a, :i, :p)",
      soci::use(r.tokenHash), soci::use(uid), soci::use(created), soci::use(seen),
      soci::use(userAgent), soci::use(ip), soci::use(r.publicId);
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

std::vector<SessionRow> SessionRepository::listForUser(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  SessionRow row;
  long long created = 0, seen = 0;
  soci::indicator pidInd = soci::i_ok;
  soci::statement st =
      (s.prepare << "SELECT public_id, token_hash, user_agent, ip, created_at, last_seen_at"
                    " FROM sessions WHERE user_id = :u ORDER BY last_seen_at DESC",
       soci::use(uid), soci::into(row.publicId, pidInd), soci::into(row.tokenHash),
       soci::into(row.userAgent), soci::into(row.ip), soci::into(created), soci::into(seen));
  st.execute();
  std::vector<SessionRow> out;
  while (st.fetch()) {
    row.createdAtMs = created;
    row.lastSeenAtMs = seen;
    if (pidInd == soci::i_ok) out.push_back(row);
  }
  return out;
}

bool SessionRepository::removeByPublicId(soci::session& s, std::int64_t userId,
                                         const std::string& publicId) {
  long long uid = userId;
  soci::statement st = (s.prepare << "DELETE FROM sessions WHERE user_id = :u AND public_id = :p",
                        soci::use(uid), soci::use(publicId));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

int SessionRepository::removeOthers(soci::session& s, std::int64_t userId,
                                    const std::string& keepTokenHash) {
  long long uid = userId;
  soci::statement st = (s.prepare << "DELETE FROM sessions WHERE user_id = :u AND token_hash <> :t",
                        soci::use(uid), soci::use(keepTokenHash));
  st.execute(true);
  return static_cast<int>(st.get_affected_rows());
}

bool SessionRepository::knownDevice(soci::session& s, std::int64_t userId,
                                    const std::string& userAgent) {
  long long uid = userId;
  int n = 0;
  s << "SELECT COUNT(*) FROM sessions WHERE user_id = :u AND user_agent = :a", soci::use(uid),
      soci::use(userAgent), soci::into(n);
  return n > 0;
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
