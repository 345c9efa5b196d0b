#include "storage/contact_repository.hpp"

namespace aurum::storage {

namespace {

constexpr const char* kColumns =
    "SELECT id, name, email, topic, message, status, created_at, updated_at FROM contact_requests ";

std::vector<ContactRow> fetch(soci::session& s, const std::string& where, const std::string& text,
                              long long number) {
  ContactRow r;
  long long id = 0, created = 0, updated = 0;
  soci::indicator updatedInd = soci::i_ok;
  soci::details::prepare_temp_type p = (s.prepare << std::string(kColumns) + where);
  if (where.find(":s") != std::string::npos) p, soci::use(text, "s");
  if (where.find(":k") != std::string::npos) p, soci::use(number, "k");
  p, soci::into(id), soci::into(r.name), soci::into(r.email), soci::into(r.topic),
      soci::into(r.message), soci::into(r.status), soci::into(created),
      soci::into(updated, updatedInd);
  soci::statement st(p);
  st.execute();
  std::vector<ContactRow> out;
  while (st.fetch()) {
    ContactRow row = r;
    row.id = id;
    row.createdAtMs = created;
    if (updatedInd == soci::i_ok) row.updatedAtMs = updated;
    out.push_back(std::move(row));
  }
  return out;
}

}  // namespace

std::int64_t insertContactRequest(soci::session& s, const std::string& name,
                                  const std::string& email, const std::string& topic,
                                  const std::string& message, std::int64_t nowMs) {
  long long id = 0, now = nowMs;
  s << "INSERT INTO contact_requests (name, email, topic, message, created_at)"
       " VALUES (:n, :e, :t, :m, :c) RETURNING id",
      soci::use(name), soci::use(email), soci::use(topic), soci::use(message), soci::use(now),
      soci::into(id);
  return id;
}

std::vector<ContactRow> listContactRequests(soci::session& s, const std::string& status) {
  if (status.empty()) return fetch(s, "ORDER BY id DESC", "", 0);
  return fetch(s, "WHERE status = :s ORDER BY id DESC", status, 0);
}

std::optional<ContactRow> findContactRequest(soci::session& s, std::int64_t id) {
  auto rows = fetch(s, "WHERE id = :k", "", id);
  if (rows.empty()) return std::nullopt;
  return rows.front();
}

void setContactRequestStatus(soci::session& s, std::int64_t id, const std::string& status,
                             std::int64_t nowMs) {
  long long cid = id, now = nowMs;
  s << "UPDATE contact_requests SET status = :s, updated_at = :n WHERE id = :k", soci::use(status),
      soci::use(now), soci::use(cid);
}

}  // namespace aurum::storage
