#include "domain/serialized_item.hpp"

namespace aurum::domain {

std::string formatOunces(std::int64_t microOz) {
  std::string s = std::to_string(microOz / 1'000'000);
  auto frac = microOz % 1'000'000;
  if (frac) {
    std::string f = std::to_string(frac);
    f = std::string(6 - f.size(), '0') + f;
    while (!f.empty() && f.back() == '0') f.pop_back();
    s += "." + f;
  }
  return s + " oz";
}

std::string formatFineness(int p) { return std::to_string(p / 10) + "." + std::to_string(p % 10); }

bool isValidSerial(std::string_view s) {
  if (s.size() < 3 || s.size() > 40) return false;
  for (char c : s)
    if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

}  // namespace aurum::domain
