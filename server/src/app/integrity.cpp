#include "app/integrity.hpp"

#include "domain/custody_chain.hpp"
#include "storage/integrity_repository.hpp"
#include "storage/provenance_repository.hpp"

namespace aurum::app {

int checkIntegrity(storage::Database& db, std::ostream& out) {
  return db.read([&](soci::session& s) {
    namespace prov = storage::provenance;
    std::size_t chains = 0, broken = 0, events = 0;
    for (const auto& [id, serial] : storage::integrity::allItems(s)) {
      ++chains;
      auto head = prov::loadHead(s, id);
      auto evs = prov::loadEvents(s, id, serial);
      auto check = domain::verifyChain(evs, head ? head->hash : "", head ? head->count : 0);
      events += evs.size();
      if (!check.intact) {
        ++broken;
        out << "custody chain of " << serial << " is broken: " << check.problem << " at event "
            << (check.brokenAt ? std::to_string(*check.brokenAt) : "?") << "\n";
      }
    }
    auto unbalanced = storage::integrity::unbalancedJournalAssets(s);
    auto empty = storage::integrity::journalsWithoutPostings(s);
    auto spending = storage::integrity::purchaseDaysOff(s);
    auto aml = storage::integrity::amlHoursOff(s);
    out << "custody chains: " << chains << " checked (" << events << " events), " << broken
        << " broken; "
        << "ledger: " << unbalanced << " unbalanced journal assets, " << empty
        << " journals without postings; purchase limits: " << spending
        << " account-days whose kept spending differs from their payments; AML monitor: " << aml
        << " account-hours whose kept counts differ from their orders and payments\n";
    return broken == 0 && unbalanced == 0 && empty == 0 && spending == 0 && aml == 0 ? 0 : 1;
  });
}

}  // namespace aurum::app
