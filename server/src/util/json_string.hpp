#pragma once
#include <string>
#include <string_view>

namespace aurum::util {

/// `s` as a JSON string literal, quotes included: `"` and `\` escaped, \n \r \t short, other
/// control characters as \u00XX, everything else (UTF-8 included) as is. Written by hand so that
/// the bytes never depend on a library's formatting choices (signed certificates hash them) and
/// hot pre-built bodies skip a DOM.
std::string jsonQuoted(std::string_view s);
/// Appends jsonQuoted(s) to `out`.
void appendJsonQuoted(std::string& out, std::string_view s);

}  // namespace aurum::util
