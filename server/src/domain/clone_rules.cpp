#include "domain/clone_rules.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <set>

namespace aurum::domain {

double distanceKm(double lat1, double lon1, double lat2, double lon2) {
  constexpr double kRad = 3.14159265358979323846 / 180.0;
  double dLat = (lat2 - lat1) * kRad, dLon = (lon2 - lon1) * kRad;
  double h = std::sin(dLat / 2) * std::sin(dLat / 2) + std::cos(lat1 * kRad) *
                                                           std::cos(lat2 * kRad) *
                                                           std::sin(dLon / 2) * std::sin(dLon / 2);
  return 2 * 6371.0 * std::asin(std::sqrt(std::min(1.0, h)));
}

CloneAssessment assessClones(const std::vector<Scan>& scans, const CloneFacts& facts) {
  std::vector<Scan> live;  // recent scans by anyone but a holder
  for (const auto& s : scans) {
    if (s.atMs < facts.nowMs - kCloneWindowMs || s.atMs > facts.nowMs) continue;
    if (std::find(facts.holderUserIds.begin(), facts.holderUserIds.end(), s.userId) !=
        facts.holderUserIds.end())
      continue;
    live.push_back(s);
  }
  std::set<std::int64_t> afterDelivery;
  if (facts.deliveredAtMs)
    for (const auto& s : live)
      if (s.atMs >= *facts.deliveredAtMs) afterDelivery.insert(s.userId);
  bool travel = false;
  for (std::size_t i = 0; i < live.size() && !travel; ++i)
    for (std::size_t j = i + 1; j < live.size() && !travel; ++j) {
      const auto &x = live[i], &y = live[j];
      if (x.userId == y.userId || !x.lat || !x.lon || !y.lat || !y.lon) continue;
      if (std::llabs(x.atMs - y.atMs) > kCloneTravelWindowMs) continue;
      travel = distanceKm(*x.lat, *x.lon, *y.lat, *y.lon) > kCloneTravelKm;
    }
  CloneAssessment out;
  if (static_cast<int>(afterDelivery.size()) >= kCloneDistinctAccounts)
    out.reasons.push_back("many_scanners_after_delivery");
  if (travel) out.reasons.push_back("impossible_travel");
  out.suspected = !out.reasons.empty();
  return out;
}

}  // namespace aurum::domain
