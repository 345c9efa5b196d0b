#pragma once
#include <soci/soci.h>

#include <string>

namespace aurum::storage {
std::int64_t insertContactRequest(soci::session& s, const std::string& name,
                                  const std::string& email, const std::string& topic,
                                  const std::string& message, std::int64_t nowMs);
}  // namespace aurum::storage
