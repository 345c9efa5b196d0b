#pragma once

namespace aurum::app {

/// The value of environment variable `name`, or nullptr when unset or empty.
const char* envVar(const char* name);
/// `value` as a whole number in [min, max]; throws std::invalid_argument naming `name` otherwise.
long envNumber(const char* name, const char* value, long min, long max);

}  // namespace aurum::app
