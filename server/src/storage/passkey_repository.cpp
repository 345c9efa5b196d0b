#include "storage/passkey_repository.hpp"

namespace aurum::storage {

namespace {
constexpr const char* kColumns =
    "id, user_id, credential_id, public_key, algorithm, sign_count, name, created_at, last_used_at";

struct RowBinding {
  PasskeyRow row;
  long long id = 0, uid = 0, count = 0, created = 0, used = 0;
  int alg = 0;
  soci::indicator usedInd = soci::i_null;

  PasskeyRow take() {
    row.id = id;
    row.userId = uid;
    row.algorithm = alg;
    row.signCount = count;
    row.createdAtMs = created;
    row.lastUsedAtMs = usedInd == soci::i_ok ? std::optional<std::int64_t>(used) : std::nullopt;
    return row;
  }
};
}  // namespace

std::int64_t PasskeyRepository::insert(soci::session& s, const PasskeyRow& r) {
  long long id = 0, uid = r.userId, count = r.signCount, created = r.createdAtMs;
  int alg = r.algorithm;
  s << "INSERT INTO passkeys (user_id, credential_id, public_key, algorithm, sign_count, name,"
       " created_at) VALUES (:u, :c, :k, :a, :n, :name, :t) RETURNING id",
      soci::use(uid), soci::use(r.credentialId), soci::use(r.publicKey), soci::use(alg),
      soci::use(count), soci::use(r.name), soci::use(created), soci::into(id);
  return id;
}

std::optional<PasskeyRow> PasskeyRepository::findByCredentialId(soci::session& s,
                                                                const std::string& credentialId) {
  RowBinding b;
  s << "SELECT " << kColumns << " FROM passkeys WHERE credential_id = :c", soci::use(credentialId),
      soci::into(b.id), soci::into(b.uid), soci::into(b.row.credentialId),
      soci::into(b.row.publicKey), soci::into(b.alg), soci::into(b.count), soci::into(b.row.name),
      soci::into(b.created), soci::into(b.used, b.usedInd);
  if (!s.got_data()) return std::nullopt;
  return b.take();
}

std::vector<PasskeyRow> PasskeyRepository::listForUser(soci::session& s, std::int64_t userId) {
  long long uid = userId;
  RowBinding b;
  soci::statement st =
      (s.prepare << "SELECT " << kColumns
                 << " FROM passkeys WHERE user_id = :u ORDER BY created_at DESC, id DESC",
       soci::use(uid), soci::into(b.id), soci::into(b.uid), soci::into(b.row.credentialId),
       soci::into(b.row.publicKey), soci::into(b.alg), soci::into(b.count), soci::into(b.row.name),
       soci::into(b.created), soci::into(b.used, b.usedInd));
  st.execute();
  std::vector<PasskeyRow> out;
  while (st.fetch()) out.push_back(b.take());
  return out;
}

int PasskeyRepository::countForUser(soci::session& s, std::int64_t userId) {
  long long uid = userId, n = 0;
  s << "SELECT COUNT(*) FROM passkeys WHERE user_id = :u", soci::use(uid), soci::into(n);
  return static_cast<int>(n);
}

bool PasskeyRepository::remove(soci::session& s, std::int64_t userId, std::int64_t id) {
  long long uid = userId, pid = id;
  soci::statement st = (s.prepare << "DELETE FROM passkeys WHERE id = :i AND user_id = :u",
                        soci::use(pid), soci::use(uid));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

bool PasskeyRepository::recordUse(soci::session& s, std::int64_t id, std::int64_t expectedCount,
                                  std::int64_t newCount, std::int64_t nowMs) {
  long long pid = id, expected = expectedCount, next = newCount, now = nowMs;
  soci::statement st = (s.prepare << "UPDATE passkeys SET sign_count = :n, last_used_at = :t"
                                     " WHERE id = :i AND sign_count = :e",
                        soci::use(next), soci::use(now), soci::use(pid), soci::use(expected));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

void PasskeyRepository::insertChallenge(soci::session& s, const std::string& challengeHash,
                                        const ChallengeRow& r) {
  long long uid = r.userId.value_or(0), expires = r.expiresAtMs;
  soci::indicator uidInd = r.userId ? soci::i_ok : soci::i_null;
  s << "INSERT INTO webauthn_challenges (challenge_hash, user_id, purpose, rp_id, expires_at)"
       " VALUES (:h, :u, :p, :r, :e)",
      soci::use(challengeHash), soci::use(uid, uidInd), soci::use(r.purpose), soci::use(r.rpId),
      soci::use(expires);
}

std::optional<ChallengeRow> PasskeyRepository::consumeChallenge(soci::session& s,
                                                                const std::string& challengeHash,
                                                                std::int64_t nowMs) {
  ChallengeRow r;
  long long uid = 0, expires = 0;
  soci::indicator uidInd = soci::i_null;
  s << "DELETE FROM webauthn_challenges WHERE challenge_hash = :h"
       " RETURNING user_id, purpose, rp_id, expires_at",
      soci::use(challengeHash), soci::into(uid, uidInd), soci::into(r.purpose), soci::into(r.rpId),
      soci::into(expires);
  if (!s.got_data() || expires <= nowMs) return std::nullopt;
  if (uidInd == soci::i_ok) r.userId = uid;
  r.expiresAtMs = expires;
  return r;
}

int PasskeyRepository::purgeChallenges(soci::session& s, std::int64_t nowMs) {
  long long now = nowMs;
  soci::statement st =
      (s.prepare << "DELETE FROM webauthn_challenges WHERE expires_at <= :n", soci::use(now));
  st.execute(true);
  return static_cast<int>(st.get_affected_rows());
}

}  // namespace aurum::storage
