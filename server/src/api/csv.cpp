#include "api/csv.hpp"

#include "http/translations.hpp"

namespace aurum::api {

std::string csvField(std::string_view value) {
  const bool formula =
      !value.empty() && std::string_view("=+-@\t\r").find(value.front()) != std::string_view::npos;
  const bool quote = formula || value.find_first_of(",\"\n\r") != std::string_view::npos;
  std::string out;
  out.reserve(value.size() + 4);
  if (quote) out += '"';
  if (formula) out += '\'';
  for (char c : value) {
    if (c == '"') out += '"';
    out += c;
  }
  if (quote) out += '"';
  return out;
}

std::string csvHeader(std::initializer_list<domain::Message> columns, std::string_view language) {
  std::string out;
  for (const auto& c : columns) {
    if (!out.empty()) out += ',';
    out += csvField(http::translate(c, language));
  }
  return out + "\r\n";
}

}  // namespace aurum::api
