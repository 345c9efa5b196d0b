#include "storage/user_repository.hpp"

#include "domain/error.hpp"
#include "storage/database.hpp"

namespace aurum::storage {

using domain::User;

namespace {

constexpr const char* kUserColumns =
    "u.id, u.email, u.first_name, u.last_name, u.profile_image_url, u.role, u.kyc_status, "
    "u.status, u.created_at, u.password_hash, u.kyc_reason, u.aml_status, "
    "CASE WHEN EXISTS (SELECT 1 FROM user_totp ut WHERE ut.user_id = u.id"
    " AND ut.enabled_at IS NOT NULL) OR EXISTS (SELECT 1 FROM passkeys pk WHERE pk.user_id = u.id)"
    " THEN 1 ELSE 0 END";

/// Bound outputs for one users row; `toUser` converts after each fetch.
struct UserRow {
  long long id = 0, createdAt = 0;
  int mfa = 0;
  std::string email, firstName, lastName, imageUrl, role, kyc, status, hash, kycReason, aml;
  soci::indicator imageInd = soci::i_ok, kycInd = soci::i_ok, reasonInd = soci::i_ok;

  void bind(soci::details::prepare_temp_type& p) {
    p, soci::into(id), soci::into(email), soci::into(firstName), soci::into(lastName),
        soci::into(imageUrl, imageInd), soci::into(role), soci::into(kyc, kycInd),
        soci::into(status), soci::into(createdAt), soci::into(hash),
        soci::into(kycReason, reasonInd), soci::into(aml), soci::into(mfa);
  }

  User toUser() const {
    User u;
    u.id = id;
    u.email = email;
    u.firstName = firstName;
    u.lastName = lastName;
    if (imageInd == soci::i_ok) u.profileImageUrl = imageUrl;
    u.role = domain::parseRole(role).value_or(domain::Role::kClient);
    if (kycInd == soci::i_ok) u.kycStatus = kyc;
    if (reasonInd == soci::i_ok) u.kycReason = kycReason;
    u.amlStatus = aml;
    u.status = domain::parseUserStatus(status).value_or(domain::UserStatus::kSuspended);
    u.createdAtMs = createdAt;
    u.mfaEnabled = mfa != 0;
    return u;
  }
};

domain::AppError emailTaken() {
  return domain::AppError(domain::ErrorCode::kEmailTaken,
                          "An account with this email already exists", "email");
}

std::optional<UserWithHash> fetchOne(soci::session& s, const std::string& where,
                                     const std::string& key, long long idKey, bool byId) {
  UserRow r;
  std::string sql = std::string("SELECT ") + kUserColumns + " FROM users u WHERE " + where;
  soci::details::prepare_temp_type p = (s.prepare << sql);
  if (byId) {
    p, soci::use(idKey, "k");
  } else {
    p, soci::use(key, "k");
  }
  r.bind(p);
  soci::statement st(p);
  st.execute();
  if (!st.fetch()) return std::nullopt;
  return UserWithHash{r.toUser(), r.hash};
}

}  // namespace

std::int64_t UserRepository::insert(soci::session& s, const NewUser& u) {
  int exists = 0;
  s << "SELECT COUNT(*) FROM users WHERE email = :e", soci::use(u.email), soci::into(exists);
  if (exists) throw emailTaken();
  long long id = 0;
  std::string role = domain::roleName(u.role), status = domain::userStatusName(u.status);
  long long created = u.createdAtMs;
  try {
    s << "INSERT INTO users (email, first_name, last_name, role, status, password_hash, "
         "created_at) "
         "VALUES (:e, :f, :l, :r, :s, :h, :c) RETURNING id",
        soci::use(u.email), soci::use(u.firstName), soci::use(u.lastName), soci::use(role),
        soci::use(status), soci::use(u.passwordHash), soci::use(created), soci::into(id);
  } catch (const soci::soci_error& e) {
    if (isConstraintViolationOn(e, "email")) throw emailTaken();
    throw;
  }
  return id;
}

std::optional<User> UserRepository::findById(soci::session& s, std::int64_t id) {
  auto r = fetchOne(s, "u.id = :k", {}, id, true);
  if (!r) return std::nullopt;
  return r->user;
}

std::optional<UserWithHash> UserRepository::findByEmail(soci::session& s,
                                                        const std::string& email) {
  return fetchOne(s, "u.email = :k", email, 0, false);
}

std::optional<std::pair<SessionRecord, User>> UserRepository::findBySession(
    soci::session& s, const std::string& tokenHash) {
  UserRow r;
  long long created = 0, seen = 0;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kUserColumns +
                        ", se.created_at, se.last_seen_at FROM sessions se JOIN users u ON u.id = "
                        "se.user_id WHERE se.token_hash = :k");
  p, soci::use(tokenHash, "k");
  r.bind(p);
  p, soci::into(created), soci::into(seen);
  soci::statement st(p);
  st.execute();
  if (!st.fetch()) return std::nullopt;
  SessionRecord rec;
  rec.tokenHash = tokenHash;
  rec.userId = r.id;
  rec.createdAtMs = created;
  rec.lastSeenAtMs = seen;
  return std::make_pair(std::move(rec), r.toUser());
}

std::vector<User> UserRepository::list(soci::session& s) {
  UserRow r;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kUserColumns + " FROM users u ORDER BY u.id");
  r.bind(p);
  soci::statement st(p);
  st.execute();
  std::vector<User> out;
  while (st.fetch()) out.push_back(r.toUser());
  return out;
}

void UserRepository::setStatus(soci::session& s, std::int64_t id, domain::UserStatus status) {
  std::string v = domain::userStatusName(status);
  long long key = id;
  s << "UPDATE users SET status = :s WHERE id = :id", soci::use(v), soci::use(key);
}

void UserRepository::setRole(soci::session& s, std::int64_t id, domain::Role role) {
  std::string v = domain::roleName(role);
  long long key = id;
  s << "UPDATE users SET role = :r WHERE id = :id", soci::use(v), soci::use(key);
}

void UserRepository::setPasswordHash(soci::session& s, std::int64_t id, const std::string& hash) {
  long long key = id;
  s << "UPDATE users SET password_hash = :h WHERE id = :id", soci::use(hash), soci::use(key);
}

void UserRepository::insertTraderApplication(soci::session& s, std::int64_t userId,
                                             const domain::TraderApplication& a,
                                             std::int64_t nowMs) {
  long long uid = userId, now = nowMs;
  s << "INSERT INTO trader_applications (user_id, company_name, trading_license, business_address,"
       " trading_volume, business_type, experience, submitted_at)"
       " VALUES (:u, :c, :t, :a, :v, :b, :x, :n)",
      soci::use(uid), soci::use(a.companyName), soci::use(a.tradingLicense),
      soci::use(a.businessAddress), soci::use(a.tradingVolume), soci::use(a.businessType),
      soci::use(a.experience), soci::use(now);
}

std::vector<TraderRecord> UserRepository::listTraders(soci::session& s) {
  UserRow r;
  domain::TraderApplication a;
  long long submitted = 0;
  soci::indicator submittedInd = soci::i_ok;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kUserColumns +
                        ", t.company_name, t.trading_license, t.business_address, t.trading_volume,"
                        " t.business_type, t.experience, t.submitted_at"
                        " FROM users u JOIN trader_applications t ON t.user_id = u.id"
                        " ORDER BY t.submitted_at DESC");
  r.bind(p);
  p, soci::into(a.companyName), soci::into(a.tradingLicense), soci::into(a.businessAddress),
      soci::into(a.tradingVolume), soci::into(a.businessType), soci::into(a.experience),
      soci::into(submitted, submittedInd);
  soci::statement st(p);
  st.execute();
  std::vector<TraderRecord> out;
  while (st.fetch()) out.push_back({r.toUser(), a, submitted});
  return out;
}

void UserRepository::markTraderDecided(soci::session& s, std::int64_t userId, std::int64_t adminId,
                                       std::int64_t nowMs) {
  long long uid = userId, aid = adminId, now = nowMs;
  soci::indicator adminInd = adminId > 0 ? soci::i_ok : soci::i_null;  // 0: approved by an operator
  s << "UPDATE trader_applications SET decided_at = :n, decided_by = :a WHERE user_id = :u",
      soci::use(now), soci::use(aid, adminInd), soci::use(uid);
}

void UserRepository::setKyc(soci::session& s, std::int64_t id,
                            const std::optional<std::string>& status,
                            const std::optional<std::string>& reason) {
  long long uid = id;
  std::string st = status.value_or(""), why = reason.value_or("");
  soci::indicator stInd = status ? soci::i_ok : soci::i_null;
  soci::indicator whyInd = reason ? soci::i_ok : soci::i_null;
  s << "UPDATE users SET kyc_status = :s, kyc_reason = :r WHERE id = :id", soci::use(st, stInd),
      soci::use(why, whyInd), soci::use(uid);
}

void UserRepository::setAmlStatus(soci::session& s, std::int64_t id, const std::string& status) {
  long long uid = id;
  s << "/* aurum pipelined */ UPDATE users SET aml_status = :s WHERE id = :id", soci::use(status),
      soci::use(uid);
}

void UserRepository::setNames(soci::session& s, std::int64_t id, const std::string& firstName,
                              const std::string& lastName) {
  long long uid = id;
  s << "UPDATE users SET first_name = :f, last_name = :l WHERE id = :id", soci::use(firstName),
      soci::use(lastName), soci::use(uid);
}

void UserRepository::setEmail(soci::session& s, std::int64_t id, const std::string& email) {
  long long uid = id, found = 0;
  soci::indicator ind = soci::i_null;
  s << "SELECT id FROM users WHERE email = :e AND id <> :id", soci::into(found, ind),
      soci::use(email), soci::use(uid);
  if (s.got_data() && ind == soci::i_ok) throw emailTaken();
  s << "UPDATE users SET email = :e WHERE id = :id", soci::use(email), soci::use(uid);
}

void UserRepository::setProfileImageUrl(soci::session& s, std::int64_t id, const std::string& url) {
  long long uid = id;
  s << "UPDATE users SET profile_image_url = :u WHERE id = :id", soci::use(url), soci::use(uid);
}

void UserRepository::lockRow(soci::session& s, std::int64_t id, bool postgres) {
  if (!postgres) return;
  long long key = id;
  s << "/* aurum pipelined */ SELECT id FROM users WHERE id = :k FOR UPDATE", soci::use(key);
}

std::optional<UserWithSettings> UserRepository::findWithSettings(soci::session& s,
                                                                 std::int64_t id) {
  UserRow r;
  long long key = id;
  std::string doc;
  soci::indicator docInd = soci::i_null;
  soci::details::prepare_temp_type p =
      (s.prepare << std::string("SELECT ") + kUserColumns +
                        ", us.document FROM users u LEFT JOIN user_settings us ON us.user_id = "
                        "u.id WHERE u.id = :k");
  p, soci::use(key, "k");
  r.bind(p);
  p, soci::into(doc, docInd);
  soci::statement st(p);
  st.execute();
  if (!st.fetch()) return std::nullopt;
  UserWithSettings out{r.toUser(), std::nullopt};
  if (docInd == soci::i_ok) out.settings = doc;
  return out;
}

}  // namespace aurum::storage
