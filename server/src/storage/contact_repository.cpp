#include "storage/contact_repository.hpp"

namespace aurum::storage {

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

}  // namespace aurum::storage
