#include "app/env_vars.hpp"

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace aurum::app {

const char* envVar(const char* name) {
  const char* v = std::getenv(name);
  return v && *v ? v : nullptr;
}

long envNumber(const char* name, const char* value, long min, long max) {
  char* end = nullptr;
  long n = std::strtol(value, &end, 10);
  if (*end != '\0' || n < min || n > max)
    throw std::invalid_argument(std::string(name) + " must be a number from " +
                                std::to_string(min) + " to " + std::to_string(max));
  return n;
}

}  // namespace aurum::app
