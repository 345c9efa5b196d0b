#include "util/clock.hpp"

#include <cstdio>
#include <ctime>

namespace aurum::util {

std::int64_t SystemClock::nowMs() const {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

std::string toIso8601(std::int64_t epochMs) {
  std::time_t secs = static_cast<std::time_t>(epochMs / 1000);
  int ms = static_cast<int>(epochMs % 1000);
  if (ms < 0) {
    ms += 1000;
    --secs;
  }
  std::tm tm{};
  gmtime_r(&secs, &tm);
  char buf[96];  // room for any int in each field, so the output is never truncated
  std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900,
                tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, ms);
  return buf;
}

}  // namespace aurum::util
