#pragma once
#include <cstdint>
#include <string>

#include "http/types.hpp"

namespace aurum::http {

/// Path parameter `name` of the matched route with %XX escapes decoded; '+' stays a plus (only
/// query strings use it for a space), so serials such as "AB+1" survive.
std::string pathText(const RequestContext& ctx, const char* name);

/// Path parameter `name` as a positive integer id; anything else (letters, sign, zero, overflow,
/// trailing characters) is 404 not_found: no resource has that id.
std::int64_t pathId(const RequestContext& ctx, const char* name);

}  // namespace aurum::http
