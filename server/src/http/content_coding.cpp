#include "http/content_coding.hpp"

#include <boost/algorithm/string/predicate.hpp>

namespace aurum::http {

namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

/// "1", "1.0", "0.5", "0.125" in thousandths; anything else (RFC 9110 `qvalue` grammar) is 0.
int parseQuality(std::string_view q) {
  if (q.empty() || (q[0] != '0' && q[0] != '1')) return 0;
  int whole = q[0] - '0';
  if (q.size() == 1) return whole * 1000;
  if (q[1] != '.' || q.size() > 5) return 0;
  int milli = 0, scale = 100;
  for (char c : q.substr(2)) {
    if (c < '0' || c > '9') return 0;
    milli += (c - '0') * scale;
    scale /= 10;
  }
  return whole == 1 ? (milli == 0 ? 1000 : 0) : milli;
}

/// The q-value of one list item's parameters ("q=0.5"), in thousandths; 1000 when absent.
int itemQuality(std::string_view params) {
  for (std::size_t start = 0; start < params.size();) {
    auto end = params.find(';', start);
    if (end == std::string_view::npos) end = params.size();
    auto p = trimmed(params.substr(start, end - start));
    start = end + 1;
    if (p.size() < 2 || (p[0] != 'q' && p[0] != 'Q') || p[1] != '=') continue;
    return parseQuality(trimmed(p.substr(2)));
  }
  return 1000;
}

}  // namespace

int codingQuality(std::string_view header, std::string_view coding) {
  int viaWildcard = -1;
  for (std::size_t start = 0; start < header.size();) {
    auto end = header.find(',', start);
    if (end == std::string_view::npos) end = header.size();
    auto item = header.substr(start, end - start);
    start = end + 1;
    auto semi = item.find(';');
    auto name = trimmed(item.substr(0, semi));
    auto params = semi == std::string_view::npos ? std::string_view{} : item.substr(semi + 1);
    if (boost::algorithm::iequals(name, coding)) return itemQuality(params);
    if (name == "*") viaWildcard = itemQuality(params);
  }
  return viaWildcard;
}

util::ContentCoding preferredCoding(std::string_view acceptEncoding, bool gzipOffered,
                                    bool brOffered) {
  if (acceptEncoding.empty() || (!gzipOffered && !brOffered)) return util::ContentCoding::kIdentity;
  const int br = brOffered ? codingQuality(acceptEncoding, "br") : -1;
  const int gzip = gzipOffered ? codingQuality(acceptEncoding, "gzip") : -1;
  if (br <= 0 && gzip <= 0) return util::ContentCoding::kIdentity;
  return br >= gzip ? util::ContentCoding::kBrotli : util::ContentCoding::kGzip;
}

std::string_view codingName(util::ContentCoding c) {
  switch (c) {
    case util::ContentCoding::kGzip:
      return "gzip";
    case util::ContentCoding::kBrotli:
      return "br";
    case util::ContentCoding::kIdentity:
      break;
  }
  return "";
}

}  // namespace aurum::http
