#include "http/http_date.hpp"

#include <cstdio>

namespace aurum::http {

std::string_view formatHttpDate(std::time_t t, char (&buf)[32]) {
  static constexpr const char* kDays[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
  static constexpr const char* kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  std::tm tm{};
  gmtime_r(&t, &tm);
  int n = std::snprintf(buf, sizeof buf, "%s, %02d %s %04d %02d:%02d:%02d GMT", kDays[tm.tm_wday],
                        tm.tm_mday, kMonths[tm.tm_mon], tm.tm_year + 1900, tm.tm_hour, tm.tm_min,
                        tm.tm_sec);
  return {buf, static_cast<std::size_t>(n)};
}

std::string_view httpDateNow() {
  thread_local std::time_t cachedAt = -1;
  thread_local char buf[32];
  thread_local std::string_view cached;
  const auto now = std::time(nullptr);
  if (now != cachedAt) {
    cached = formatHttpDate(now, buf);
    cachedAt = now;
  }
  return cached;
}

}  // namespace aurum::http
