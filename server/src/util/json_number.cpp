#include "util/json_number.hpp"

#include <cstdlib>

namespace aurum::util {

namespace {

bool isNumberChar(char c) {
  return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E';
}

/// `token` is one JSON number; appends it to `out` in plain decimal when it has an exponent.
void appendPlain(std::string& out, std::string_view token) {
  const auto e = token.find_first_of("eE");
  if (e == std::string_view::npos) {
    out += token;
    return;
  }
  std::string_view mantissa = token.substr(0, e);
  const int exponent = std::atoi(std::string(token.substr(e + 1)).c_str());
  if (exponent > 30 || exponent < -30) {
    out += token;
    return;
  }
  const bool negative = !mantissa.empty() && mantissa.front() == '-';
  if (negative) mantissa.remove_prefix(1);
  std::string digits;
  int point = static_cast<int>(mantissa.size());  // the point's position within `digits`
  for (std::size_t i = 0; i < mantissa.size(); ++i) {
    if (mantissa[i] == '.')
      point = static_cast<int>(i);
    else
      digits += mantissa[i];
  }
  point += exponent;
  // Leading zeros of the integer part and trailing zeros of the fraction say nothing.
  while (digits.size() > 1 && digits.front() == '0' && point > 1) {
    digits.erase(0, 1);
    --point;
  }
  while (!digits.empty() && digits.back() == '0' && static_cast<int>(digits.size()) > point)
    digits.pop_back();
  std::string plain;
  if (point <= 0) {
    plain = "0." + std::string(static_cast<std::size_t>(-point), '0') + digits;
  } else if (point >= static_cast<int>(digits.size())) {
    // A whole number keeps a fractional digit: it was a double, and strict readers (Boost.JSON's
    // as_double, typed decoders) tell "1" from "1.0".
    plain = digits + std::string(static_cast<std::size_t>(point) - digits.size(), '0') + ".0";
  } else {
    plain = digits.substr(0, static_cast<std::size_t>(point)) + "." +
            digits.substr(static_cast<std::size_t>(point));
  }
  if (negative && plain != "0.0") out += '-';
  out += plain;
}

}  // namespace

std::string plainJsonNumbers(std::string serialized) {
  // Most bodies hold no double: one pass finds none and the string is handed back as it came.
  bool exponent = false;
  for (std::size_t i = 1; i < serialized.size() && !exponent; ++i)
    exponent = (serialized[i] == 'E' || serialized[i] == 'e') && serialized[i - 1] >= '0' &&
               serialized[i - 1] <= '9';
  if (!exponent) return serialized;
  const std::string_view json = serialized;
  std::string out;
  out.reserve(json.size());
  bool inString = false;
  for (std::size_t i = 0; i < json.size();) {
    const char c = json[i];
    if (inString) {
      out += c;
      if (c == '\\' && i + 1 < json.size()) {
        out += json[i + 1];
        i += 2;
        continue;
      }
      if (c == '"') inString = false;
      ++i;
    } else if (c == '"') {
      inString = true;
      out += c;
      ++i;
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      std::size_t end = i + 1;
      while (end < json.size() && isNumberChar(json[end])) ++end;
      appendPlain(out, json.substr(i, end - i));
      i = end;
    } else {
      out += c;
      ++i;
    }
  }
  return out;
}

}  // namespace aurum::util
