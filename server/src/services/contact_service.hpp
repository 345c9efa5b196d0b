#pragma once
#include <string>

#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

struct ContactRequest {
  std::string name, email, topic, message;
};

/// Stores "schedule a demo / meeting" requests from the public pages for the sales team.
class ContactService {
 public:
  ContactService(storage::Database& db, const util::Clock& clock) : db_(db), clock_(clock) {}
  std::int64_t submit(const ContactRequest& r);

 private:
  storage::Database& db_;
  const util::Clock& clock_;
};

}  // namespace aurum::services
