#include "services/contact_service.hpp"

#include "domain/error.hpp"
#include "domain/user.hpp"
#include "services/in_transaction.hpp"
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

bool ContactService::validStatus(std::string_view status) {
  return status == "new" || status == "answered" || status == "closed";
}

namespace {
domain::AppError badStatus() {
  return domain::validationError("status",
                                 {"{field} must be one of {allowed}",
                                  {{"field", "status"}, {"allowed", "new, answered, closed"}}});
}
}  // namespace

std::vector<storage::ContactRow> ContactService::list(const std::string& status) {
  if (!status.empty() && !validStatus(status)) throw badStatus();
  return db_.read([&](soci::session& s) { return storage::listContactRequests(s, status); });
}

storage::ContactRow ContactService::setStatus(const domain::User& admin, std::int64_t id,
                                              const std::string& status, const std::string& ip) {
  if (!validStatus(status)) throw badStatus();
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    auto row = storage::findContactRequest(s, id);
    if (!row) throw domain::AppError(domain::ErrorCode::kNotFound, "No such contact request");
    storage::setContactRequestStatus(s, id, status, now);
    recordAuditIn(s,
                  AuditEntry::by(admin, "contact.status", "contact_request", id,
                                 row->status + " -> " + status, ip),
                  now);
    return *storage::findContactRequest(s, id);
  });
}

}  // namespace aurum::services
