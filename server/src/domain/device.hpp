#pragma once
#include <string>
#include <string_view>

namespace aurum::domain {

/// "Chrome on Linux", "Safari on iPhone", "Firefox on Windows", ... from a User-Agent header, for
/// the session list and the security log; "Unknown device" when nothing is recognised.
std::string describeDevice(std::string_view userAgent);

}  // namespace aurum::domain
