#pragma once
#include <string_view>

#include "http/types.hpp"

namespace aurum::http {

/// True when the request's Accept-Encoding accepts `coding` (e.g. "gzip"): named, or `*`, with a
/// q-value above zero (RFC 9110 12.5.3; `gzip;q=0` refuses it). Case-insensitive.
bool acceptsCoding(const Request& req, std::string_view coding);

}  // namespace aurum::http
