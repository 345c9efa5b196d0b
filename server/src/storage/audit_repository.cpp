#include "storage/audit_repository.hpp"

namespace aurum::storage {

std::int64_t AuditRepository::insert(soci::session& s, const AuditRow& r) {
  long long id = 0, actor = r.actorUserId.value_or(0), target = r.targetId.value_or(0), at = r.atMs;
  soci::indicator actorInd = r.actorUserId ? soci::i_ok : soci::i_null;
  soci::indicator targetInd = r.targetId ? soci::i_ok : soci::i_null;
  s << "INSERT INTO admin_audit (actor_user_id, actor_email, action, target_type, target_id,"
       " detail, ip, at) VALUES (:a, :e, :act, :tt, :ti, :d, :ip, :at) RETURNING id",
      soci::use(actor, actorInd), soci::use(r.actorEmail), soci::use(r.action),
      soci::use(r.targetType), soci::use(target, targetInd), soci::use(r.detail), soci::use(r.ip),
      soci::use(at), soci::into(id);
  return id;
}

std::vector<AuditRow> AuditRepository::list(soci::session& s, int limit, std::int64_t beforeId) {
  long long id = 0, actor = 0, target = 0, at = 0,
            before = beforeId > 0 ? beforeId : 9'000'000'000'000'000'000LL;
  int lim = limit;
  soci::indicator actorInd = soci::i_ok, targetInd = soci::i_ok;
  std::string email, action, targetType, detail, ip;
  soci::statement st =
      (s.prepare << "SELECT id, actor_user_id, actor_email, action, target_type, target_id, detail,"
                    " ip, at FROM admin_audit WHERE id < :b ORDER BY id DESC LIMIT :l",
       soci::use(before), soci::use(lim), soci::into(id), soci::into(actor, actorInd),
       soci::into(email), soci::into(action), soci::into(targetType), soci::into(target, targetInd),
       soci::into(detail), soci::into(ip), soci::into(at));
  st.execute();
  std::vector<AuditRow> out;
  while (st.fetch()) {
    AuditRow r;
    r.id = id;
    if (actorInd == soci::i_ok) r.actorUserId = actor;
    r.actorEmail = email;
    r.action = action;
    r.targetType = targetType;
    if (targetInd == soci::i_ok) r.targetId = target;
    r.detail = detail;
    r.ip = ip;
    r.atMs = at;
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace aurum::storage
