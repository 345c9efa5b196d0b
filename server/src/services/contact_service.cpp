#include "services/contact_service.hpp"

#include "domain/error.hpp"
#include "domain/user.hpp"
#include "storage/contact_repository.hpp"

namespace aurum::services {

std::int64_t ContactService::submit(const ContactRequest& r, const std::string& clientIp) {
  limiter_.check(clientIp);
  ContactRequest clean;
  clean.name = domain::requireName(r.name, "name");
  clean.email = domain::normalizeEmail(r.email);
  clean.topic = r.topic.empty() ? "general" : r.topic.substr(0, 100);
  if (r.message.size() < 10)
    throw domain::validationError("message", "Message must be at least 10 characters");
  if (r.message.size() > 5000)
    throw domain::validationError("message", "Message must be at most 5000 characters");
  clean.message = r.message;
  auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    return storage::insertContactRequest(s, clean.name, clean.email, clean.topic, clean.message,
                                         now);
  });
}

}  // namespace aurum::services
