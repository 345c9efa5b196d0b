#pragma once
#include <string>

#include "domain/user.hpp"
#include "services/address_rate_limiter.hpp"
#include "storage/contact_repository.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

struct ContactRequest {
  std::string name, email, topic, message;
};

/// Stores "schedule a demo / meeting" requests from the public pages for the sales team, and
/// the admin's inbox of them (status new, answered, closed).
class ContactService {
 public:
  /// At most `perHour` requests per address per hour (a burst as large), counted per process.
  ContactService(storage::Database& db, const util::Clock& clock, double perHour = 10)
      : db_(db),
        clock_(clock),
        limiter_(clock, perHour, perHour / 60,
                 domain::Message("Too many requests from your network; please try again later"),
                 &db, "contact") {}
  /// Throws rate_limited past the per-address rate.
  std::int64_t submit(const ContactRequest& r, const std::string& clientIp);

  /// The admin's inbox, newest first; `status` new, answered, closed or empty (all).
  std::vector<domain::ContactRow> list(const std::string& status);
  /// Moves a request to new, answered or closed (400 naming status otherwise); writes an audit
  /// row in the same transaction.
  domain::ContactRow setStatus(const domain::User& admin, std::int64_t id,
                               const std::string& status, const std::string& ip);
  /// True for new, answered, closed.
  static bool validStatus(std::string_view status);

 private:
  storage::Database& db_;
  const util::Clock& clock_;
  AddressRateLimiter limiter_;
};

}  // namespace aurum::services
