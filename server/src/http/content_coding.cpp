#include "http/content_coding.hpp"

#include <boost/algorithm/string/predicate.hpp>
#include <boost/algorithm/string/trim.hpp>
#include <string>

namespace aurum::http {

namespace {

/// The q-value of one list item's parameters ("q=0.5"); 1 when absent.
bool positiveQuality(std::string_view params) {
  for (std::size_t start = 0; start < params.size();) {
    auto end = params.find(';', start);
    if (end == std::string_view::npos) end = params.size();
    std::string p(params.substr(start, end - start));
    boost::algorithm::trim(p);
    start = end + 1;
    if (p.size() < 2 || (p[0] != 'q' && p[0] != 'Q') || p[1] != '=') continue;
    // q=0, q=0.0, q=0.000: refused; any other digit makes it positive.
    for (char c : p.substr(2))
      if (c >= '1' && c <= '9') return true;
    return false;
  }
  return true;
}

}  // namespace

bool acceptsCoding(const Request& req, std::string_view coding) {
  auto field = req[bhttp::field::accept_encoding];
  std::string_view header(field.data(), field.size());
  bool viaWildcard = false;
  for (std::size_t start = 0; start < header.size();) {
    auto end = header.find(',', start);
    if (end == std::string_view::npos) end = header.size();
    auto item = header.substr(start, end - start);
    start = end + 1;
    auto semi = item.find(';');
    std::string name(item.substr(0, semi));
    boost::algorithm::trim(name);
    auto params = semi == std::string_view::npos ? std::string_view{} : item.substr(semi + 1);
    if (boost::algorithm::iequals(name, coding)) return positiveQuality(params);
    if (name == "*") viaWildcard = positiveQuality(params);
  }
  return viaWildcard;
}

}  // namespace aurum::http
