// Verification lookups (scans) and issue reports: part of storage/provenance_repository.hpp.
#include <cstdio>

#include "storage/database.hpp"
#include "storage/optional_id.hpp"
#include "storage/provenance_repository.hpp"

namespace aurum::storage::provenance {

void insertScan(soci::session& s, const ScanRecord& l) {
  OptId item(l.itemId), user(l.userId);
  long long at = l.at;
  int score = l.trustScore;
  double lat = l.lat.value_or(0), lon = l.lon.value_or(0);
  soci::indicator latInd = l.lat ? soci::i_ok : soci::i_null,
                  lonInd = l.lon ? soci::i_ok : soci::i_null;
  s << "INSERT INTO provenance_scans (item_id, user_id, query, lat, lon, verdict, trust_score, at) "
       "VALUES (:i, :u, :q, :lat, :lon, :verdict, :t, :at)",
      soci::use(item.value, item.ind), soci::use(user.value, user.ind), soci::use(l.query),
      soci::use(lat, latInd), soci::use(lon, lonInd), soci::use(l.verdict), soci::use(score),
      soci::use(at);
}

std::vector<domain::Scan> scansOfItem(soci::session& s, std::int64_t itemId, std::int64_t sinceMs) {
  std::vector<domain::Scan> out;
  long long id = itemId, since = sinceMs, at = 0, user = 0;
  double lat = 0, lon = 0;
  soci::indicator latInd{}, lonInd{};
  soci::statement st =
      (s.prepare << "SELECT at, user_id, lat, lon FROM provenance_scans WHERE item_id = :i AND "
                    "at >= :s ORDER BY at DESC LIMIT 500",
       soci::use(id), soci::use(since), soci::into(at), soci::into(user), soci::into(lat, latInd),
       soci::into(lon, lonInd));
  st.execute();
  while (st.fetch()) {
    domain::Scan scan{at, user, std::nullopt, std::nullopt};
    if (latInd == soci::i_ok && lonInd == soci::i_ok) {
      scan.lat = lat;
      scan.lon = lon;
    }
    out.push_back(scan);
  }
  return out;
}

namespace {

std::string coarsePlace(double lat, double lon) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%.1f,%.1f", lat, lon);  // about 10 km: never a street
  return buf;
}

std::vector<ScanRecord> selectLookups(soci::session& s, const std::string& where, long long key,
                                      const std::string& search, int limit) {
  std::vector<ScanRecord> out;
  long long id = 0, item = 0, user = 0, at = 0;
  int score = 0;
  double lat = 0, lon = 0;
  std::string query, verdict, serial, name, certifier, facility;
  soci::indicator itemInd{}, latInd{}, lonInd{}, serialInd{}, nameInd{}, certInd{}, facilityInd{};
  std::string like = "%" + search + "%";
  std::string sql =
      "SELECT l.id, l.item_id, l.query, l.user_id, l.lat, l.lon, l.verdict, l.trust_score, l.at, "
      "i.serial_number, i.product_name, i.certifier, i.facility FROM provenance_scans l "
      "LEFT JOIN provenance_items i ON i.id = l.item_id WHERE " +
      where +
      (search.empty() ? std::string()
                      : std::string(" AND (UPPER(i.serial_number) LIKE UPPER(:q1) OR "
                                    "UPPER(i.product_name) LIKE UPPER(:q2))")) +
      " ORDER BY l.at DESC, l.id DESC LIMIT " + std::to_string(limit);
  soci::details::prepare_temp_type p = (s.prepare << sql);
  p, soci::use(key, "k");
  if (!search.empty()) p, soci::use(like, "q1"), soci::use(like, "q2");
  p, soci::into(id), soci::into(item, itemInd), soci::into(query), soci::into(user),
      soci::into(lat, latInd), soci::into(lon, lonInd), soci::into(verdict), soci::into(score),
      soci::into(at), soci::into(serial, serialInd), soci::into(name, nameInd),
      soci::into(certifier, certInd), soci::into(facility, facilityInd);
  soci::statement st(p);
  st.execute();
  while (st.fetch()) {
    ScanRecord l;
    l.id = id;
    if (itemInd == soci::i_ok) l.itemId = item;
    l.query = query;
    l.userId = user;
    if (latInd == soci::i_ok && lonInd == soci::i_ok) {
      l.lat = lat;
      l.lon = lon;
      l.place = coarsePlace(lat, lon);
    }
    l.verdict = verdict;
    l.trustScore = score;
    l.at = at;
    if (serialInd == soci::i_ok) l.serialNumber = serial;
    if (nameInd == soci::i_ok) l.productName = name;
    if (certInd == soci::i_ok) l.certifier = certifier;
    if (facilityInd == soci::i_ok) l.facility = facility;
    out.push_back(std::move(l));
  }
  return out;
}

}  // namespace

std::vector<ScanRecord> lookupsOfUser(soci::session& s, std::int64_t userId, int limit) {
  return selectLookups(s, "l.user_id = :k", userId, "", limit);
}

std::vector<ScanRecord> lookupsOfDealerItems(soci::session& s, std::int64_t dealerId,
                                             const std::string& search, int limit) {
  return selectLookups(s, "i.dealer_user_id = :k", dealerId, search, limit);
}

void insertIssueReport(soci::session& s, const std::string& serial,
                       std::optional<std::int64_t> userId, const std::string& description,
                       std::int64_t nowMs) {
  OptId user(userId);
  long long now = nowMs;
  s << "INSERT INTO verification_issue_reports (serial_number, user_id, description, created_at) "
       "VALUES (:s, :u, :d, :c)",
      soci::use(serial), soci::use(user.value, user.ind), soci::use(description), soci::use(now);
}

}  // namespace aurum::storage::provenance
