#pragma once
#include <string>

#include "services/address_rate_limiter.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

struct ContactRequest {
  std::string name, email, topic, message;
};

/// Stores "schedule a demo / meeting" requests from the public pages for the sales team.
class ContactService {
 public:
  /// At most `perHour` requests per address per hour (a burst as large), counted per process.
  ContactService(storage::Database& db, const util::Clock& clock, double perHour = 10)
      : db_(db),
        clock_(clock),
        limiter_(clock, perHour, perHour / 60,
                 domain::Message("Too many requests from your network; please try again later")) {}
  /// Throws rate_limited past the per-address rate.
  std::int64_t submit(const ContactRequest& r, const std::string& clientIp);

 private:
  storage::Database& db_;
  const util::Clock& clock_;
  AddressRateLimiter limiter_;
};

}  // namespace aurum::services
