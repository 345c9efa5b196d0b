#include "domain/money.hpp"

#include <cstdlib>

namespace aurum::domain {

std::int64_t mulDivHalfUp(std::int64_t a, std::int64_t b, std::int64_t d) {
  __int128 p = static_cast<__int128>(a) * b;
  const bool negative = (p < 0) != (d < 0);
  if (p < 0) p = -p;
  __int128 dd = d < 0 ? -static_cast<__int128>(d) : d;
  const __int128 q = (2 * p + dd) / (2 * dd);  // floor(p/d + 1/2): an exact half rounds up
  return static_cast<std::int64_t>(negative ? -q : q);
}

double microOzToOz(std::int64_t microOz) {
  // Division by a power of ten then shortest round-trip printing gives the 6-decimal value.
  return static_cast<double>(microOz) / static_cast<double>(kMicroOzPerOz);
}

MessageArgs withAmountsIn(MessageArgs args, const MessageAmounts& amounts,
                          std::string_view language) {
  for (const auto& [name, cents] : amounts) args.emplace_back(name, formatUsdIn(cents, language));
  return args;
}

}  // namespace aurum::domain
