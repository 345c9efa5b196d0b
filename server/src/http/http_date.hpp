#pragma once
#include <ctime>
#include <string_view>

namespace aurum::http {

/// `t` as an HTTP-date (RFC 9110 5.6.7 IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT").
std::string_view formatHttpDate(std::time_t t, char (&buf)[32]);

/// The current time as an HTTP-date for the Date header, formatted once per second per thread
/// (the view stays valid on this thread until the next call).
std::string_view httpDateNow();

}  // namespace aurum::http
