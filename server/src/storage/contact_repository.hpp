#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "domain/back_office.hpp"

namespace aurum::storage {

using ContactRow = domain::ContactRow;

std::int64_t insertContactRequest(soci::session& s, const std::string& name,
                                  const std::string& email, const std::string& topic,
                                  const std::string& message, std::int64_t nowMs);
/// Newest first; `status` empty: every status.
std::vector<ContactRow> listContactRequests(soci::session& s, const std::string& status);
std::optional<ContactRow> findContactRequest(soci::session& s, std::int64_t id);
void setContactRequestStatus(soci::session& s, std::int64_t id, const std::string& status,
                             std::int64_t nowMs);
}  // namespace aurum::storage
