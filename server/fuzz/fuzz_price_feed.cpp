// The price-feed parser (prices/http_json_source): a provider's JSON answer read at a configured
// path, plus the two configuration parsers. Input: first line = path or spec, rest = answer.
#include <cstdint>
#include <stdexcept>
#include <string>

#include "prices/feed_parse.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace aurum::prices;
  std::string in(reinterpret_cast<const char*>(data), size);
  auto nl = in.find('\n');
  std::string head = in.substr(0, nl);
  std::string body = nl == std::string::npos ? std::string() : in.substr(nl + 1);
  if (auto cents = priceAtPath(body, head); cents && *cents <= 0)
    __builtin_trap();  // never a non-positive price
  for (const char* path : {"XAUUSD", "data.0.gold", "rates.XAU", "0"})
    (void)priceAtPath(body, path);
  try {
    (void)parseFieldMapping(head);
  } catch (const std::invalid_argument&) {
  }
  try {
    (void)parseHeaderList(head);
  } catch (const std::invalid_argument&) {
  }
  return 0;
}
