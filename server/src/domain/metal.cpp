#include "domain/metal.hpp"

namespace aurum::domain {

const char* metalName(Metal m) {
  switch (m) {
    case Metal::kGold:
      return "gold";
    case Metal::kSilver:
      return "silver";
    case Metal::kPlatinum:
      return "platinum";
    case Metal::kPalladium:
      return "palladium";
  }
  return "gold";
}

std::optional<Metal> parseMetal(std::string_view name) {
  for (auto m : kAllMetals)
    if (name == metalName(m)) return m;
  return std::nullopt;
}

const char* metalSymbol(Metal m) {
  switch (m) {
    case Metal::kGold:
      return "XAUUSD";
    case Metal::kSilver:
      return "XAGUSD";
    case Metal::kPlatinum:
      return "XPTUSD";
    case Metal::kPalladium:
      return "XPDUSD";
  }
  return "XAUUSD";
}

std::optional<Metal> metalFromSymbol(std::string_view symbol) {
  for (auto m : kAllMetals)
    if (symbol == metalSymbol(m)) return m;
  return std::nullopt;
}

}  // namespace aurum::domain
