#pragma once
#include <string_view>

namespace aurum::util {

/// `s` without leading and trailing spaces and tabs (HTTP's optional whitespace, RFC 9110 5.6.3).
inline std::string_view trimBlanks(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace aurum::util
