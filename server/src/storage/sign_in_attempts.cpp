#include "storage/sign_in_attempts.hpp"

namespace aurum::storage {

SignInAttemptRepository::Reservation SignInAttemptRepository::reserve(soci::session& s,
                                                                      const std::string& accountKey,
                                                                      const std::string& addressKey,
                                                                      std::int64_t nowMs,
                                                                      const Limits& limits) {
  // SQLite runs every write transaction under BEGIN IMMEDIATE, so it is already serial. On
  // PostgreSQL (READ COMMITTED) two transactions could each count before the other inserts: a
  // transaction-scoped advisory lock per address key makes count-then-insert atomic; each
  // statement after the wait sees what the previous holder committed.
  if (s.get_backend_name() == "postgresql") {
    const std::string lockName = "aurum-sign-in:" + addressKey;
    s << "SELECT pg_advisory_xact_lock(hashtext(:k))", soci::use(lockName);
  }
  long long since = nowMs - limits.windowMs, now = nowMs;
  int pair = 0, address = 0;
  long long oldestPair = 0, oldestAddress = 0;
  soci::indicator ip = soci::i_null, ia = soci::i_null;
  s << "SELECT COUNT(*), MIN(at) FROM login_failures WHERE account_key = :a AND ip = :i AND at >= "
       ":s",
      soci::use(accountKey), soci::use(addressKey), soci::use(since), soci::into(pair),
      soci::into(oldestPair, ip);
  s << "SELECT COUNT(*), MIN(at) FROM login_failures WHERE ip = :i AND at >= :s",
      soci::use(addressKey), soci::use(since), soci::into(address), soci::into(oldestAddress, ia);
  Reservation r;
  if (pair >= limits.perAccountAddress || address >= limits.perAddress) {
    auto oldest = pair >= limits.perAccountAddress ? oldestPair : oldestAddress;
    r.retryAtMs = oldest + limits.windowMs;
    return r;
  }
  long long id = 0;
  s << "INSERT INTO login_failures (account_key, ip, at) VALUES (:a, :i, :n) RETURNING id",
      soci::use(accountKey), soci::use(addressKey), soci::use(now), soci::into(id);
  r.id = id;
  return r;
}

void SignInAttemptRepository::release(soci::session& s, std::int64_t id) {
  long long i = id;
  s << "DELETE FROM login_failures WHERE id = :i", soci::use(i);
}

void SignInAttemptRepository::clear(soci::session& s, const std::string& accountKey,
                                    const std::string& addressKey) {
  s << "DELETE FROM login_failures WHERE account_key = :a AND ip = :i", soci::use(accountKey),
      soci::use(addressKey);
}

}  // namespace aurum::storage
