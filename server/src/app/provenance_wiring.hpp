#pragma once
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

#include "services/provenance_service.hpp"
#include "services/verification_service.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::app {

/// The provenance registry and verification services, their demo seed, and the daily Merkle
/// anchoring job.
class ProvenanceParts {
 public:
  ProvenanceParts(storage::Database& db, const util::Clock& clock);
  ~ProvenanceParts();

  /// After migrations and the other seeds (items point at catalogue products): seeds demo
  /// items when `demo` and anchors new events (the signing key comes from app/secrets.hpp).
  void prepare(bool demo);
  /// Anchors new events once a day (at UTC midnight) until stop().
  void startDailyAnchoring();
  void stop();

  services::ProvenanceService& provenance() { return *provenance_; }
  services::VerificationService& verification() { return *verification_; }

 private:
  storage::Database& db_;
  const util::Clock& clock_;
  std::unique_ptr<services::ProvenanceService> provenance_;
  std::unique_ptr<services::VerificationService> verification_;
  std::thread anchor_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
};

}  // namespace aurum::app
