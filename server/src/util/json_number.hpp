#pragma once
#include <string>
#include <string_view>

namespace aurum::util {

/// Serialized JSON with every number in exponent form written out in plain decimal, digit for
/// digit: `3.2150747E1` → `32.150747`, `1E0` → `1.0`, `5E-1` → `0.5`. Boost.JSON writes every
/// double in exponent form; the value is unchanged (the same digits, the point moved) and stays a
/// double to strict readers (a whole number keeps `.0`). Strings are copied untouched; a number
/// whose exponent is beyond ±30 is left as it is.
std::string plainJsonNumbers(std::string serialized);

}  // namespace aurum::util
