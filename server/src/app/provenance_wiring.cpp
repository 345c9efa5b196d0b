#include "app/provenance_wiring.hpp"

#include <spdlog/spdlog.h>

#include "domain/durations.hpp"
#include "storage/user_repository.hpp"
#include "util/thread_name.hpp"

namespace aurum::app {

namespace {
std::optional<std::int64_t> userIdByEmail(storage::Database& db, const char* email) {
  auto u =
      db.read([&](soci::session& s) { return storage::UserRepository::findByEmail(s, email); });
  if (!u) return std::nullopt;
  return u->user.id;
}
}  // namespace

ProvenanceParts::ProvenanceParts(storage::Database& db, const util::Clock& clock)
    : db_(db),
      clock_(clock),
      provenance_(std::make_unique<services::ProvenanceService>(db, clock)),
      verification_(std::make_unique<services::VerificationService>(db, clock)) {}

ProvenanceParts::~ProvenanceParts() { stop(); }

void ProvenanceParts::prepare(bool demo) {
  // Demo accounts are documented in the README: the trader stocks the items, the client owns two.
  if (demo)
    provenance_->seedDemo(userIdByEmail(db_, "demo.trader@aurum.example"),
                          userIdByEmail(db_, "demo.client@aurum.example"));
  if (auto n = provenance_->anchorNewEvents())
    spdlog::info("anchored {} custody events in a Merkle root", n);
}

void ProvenanceParts::startDailyAnchoring() {
  if (anchor_.joinable()) return;
  anchor_ = std::thread([this] {
    std::unique_lock lock(mutex_);
    while (!stopping_) {
      auto now = clock_.nowMs();
      auto wait = std::chrono::milliseconds(domain::kDayMs - now % domain::kDayMs + 1000);
      if (wake_.wait_for(lock, wait, [this] { return stopping_; })) break;
      lock.unlock();
      try {
        provenance_->anchorNewEvents();
      } catch (const std::exception& e) {
        spdlog::warn("daily Merkle anchoring failed: {}", e.what());
      }
      lock.lock();
    }
  });
  util::nameThread(anchor_, "anchoring");
}

void ProvenanceParts::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (anchor_.joinable()) anchor_.join();
}

}  // namespace aurum::app
