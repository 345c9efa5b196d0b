#include "util/json_string.hpp"

#include <cstdio>

namespace aurum::util {

void appendJsonQuoted(std::string& out, std::string_view s) {
  out += '"';
  for (unsigned char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}

std::string jsonQuoted(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 2);
  appendJsonQuoted(out, s);
  return out;
}

}  // namespace aurum::util
