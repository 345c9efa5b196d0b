#include "domain/lookup_query.hpp"

#include <algorithm>
#include <cctype>

namespace aurum::domain::lookup {

std::string trim(const std::string& s) {
  auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos) return "";
  return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
}

std::string upper(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::toupper(c); });
  return s;
}

bool serialChars(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
  });
}

std::optional<std::string> serialInPayload(const std::string& q) {
  auto up = upper(q);
  if (auto p = up.find("SERIAL="); p != std::string::npos) {
    auto rest = up.substr(p + 7);
    return rest.substr(0, rest.find('&'));
  }
  if (up.rfind("AURUM:", 0) == 0) {
    auto rest = up.substr(6);
    return rest.substr(0, rest.find(':'));
  }
  return std::nullopt;
}

}  // namespace aurum::domain::lookup
