// Serial / QR lookup parsing (domain/lookup_query): what a visitor types or scans into the
// verifier, following the order in which VerificationService::resolve tries the readings.
#include <algorithm>
#include <cstdint>
#include <string>

#include "domain/lookup_query.hpp"
#include "domain/serialized_item.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace aurum::domain;
  std::string raw(reinterpret_cast<const char*>(data), size);
  auto query = lookup::trim(raw);
  if (query.empty() || query.size() > 200) return 0;  // refused before any lookup
  auto up = lookup::upper(query);
  (void)lookup::serialChars(up);
  (void)isValidSerial(up);
  if (auto serial = lookup::serialInPayload(query)) {
    (void)lookup::serialChars(*serial);
    (void)isValidSerial(*serial);
  }
  if (up.size() <= 18 &&
      std::all_of(up.begin(), up.end(), [](char c) { return c >= '0' && c <= '9'; }))
    (void)std::stoll(up);  // resolve() reads an all-digit query of up to 18 digits as an item id
  return 0;
}
