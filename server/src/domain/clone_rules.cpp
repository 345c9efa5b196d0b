#include "domain/clone_rules.hpp"

#include <cmath>
#include <cstdlib>

namespace aurum::domain {

namespace {

std::optional<std::pair<double, double>> parseLatLon(const std::string& s) {
  auto comma = s.find(',');
  if (comma == std::string::npos) return std::nullopt;
  char* end = nullptr;
  std::string a = s.substr(0, comma), b = s.substr(comma + 1);
  double lat = std::strtod(a.c_str(), &end);
  if (end == a.c_str() || *end) return std::nullopt;
  double lon = std::strtod(b.c_str(), &end);
  if (end == b.c_str() || *end) return std::nullopt;
  if (std::abs(lat) > 90 || std::abs(lon) > 180) return std::nullopt;
  return std::make_pair(lat, lon);
}

double km(std::pair<double, double> p, std::pair<double, double> q) {
  constexpr double kRad = 3.14159265358979323846 / 180.0;
  double dLat = (q.first - p.first) * kRad, dLon = (q.second - p.second) * kRad;
  double h = std::sin(dLat / 2) * std::sin(dLat / 2) +
             std::cos(p.first * kRad) * std::cos(q.first * kRad) * std::sin(dLon / 2) * std::sin(dLon / 2);
  return 2 * 6371.0 * std::asin(std::sqrt(std::min(1.0, h)));
}

}  // namespace

bool distinctPlaces(const std::string& a, const std::string& b) {
  if (a.empty() || b.empty()) return false;
  auto p = parseLatLon(a), q = parseLatLon(b);
  if (p && q) return km(*p, *q) > kDistinctPlaceKm;
  if (p || q) return false;  // one coordinate, one label: cannot compare
  return a != b;
}

CloneAssessment assessClones(const std::vector<Lookup>& lookups, const CloneFacts& facts) {
  CloneAssessment out;
  bool multi = false, after = false;
  for (std::size_t i = 0; i < lookups.size() && !multi; ++i)
    for (std::size_t j = i + 1; j < lookups.size() && !multi; ++j) {
      const auto &x = lookups[i], &y = lookups[j];
      if (std::llabs(x.atMs - y.atMs) > kCloneWindowMs) continue;
      if (x.viewer != y.viewer && distinctPlaces(x.place, y.place)) multi = true;
    }
  if (facts.deliveredAtMs)
    for (const auto& l : lookups)
      if (l.atMs > *facts.deliveredAtMs && (!facts.ownerViewer || l.viewer != *facts.ownerViewer)) after = true;
  if (multi) out.reasons.push_back("multiple_locations");
  if (after) out.reasons.push_back("scanned_after_delivery");
  out.suspected = multi || after;
  return out;
}

}  // namespace aurum::domain
