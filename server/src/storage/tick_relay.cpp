#include "storage/tick_relay.hpp"

#include <poll.h>
#include <soci/postgresql/soci-postgresql.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <thread>

namespace aurum::storage {

namespace {

constexpr const char* kChannel = "aurum_price_ticks";
/// Advisory lock key of the price-feed leader ("AURUMFEED" folded into 63 bits); the migration
/// lock uses a different key.
constexpr long long kLeaderLockKey = 0x4155'5255'4D46'4544LL;

class PostgresTickRelay final : public TickRelay {
 public:
  explicit PostgresTickRelay(Database& db) : db_(db) {}

  bool lead() override {
    try {
      if (!connected()) return false;
      if (leader_) {
        int one = 0;
        *conn_ << "SELECT 1", soci::into(one);  // the lock lives as long as this connection does
        return true;
      }
      int got = 0;
      *conn_ << "SELECT CASE WHEN pg_try_advisory_lock(" << kLeaderLockKey << ") THEN 1 ELSE 0 END",
          soci::into(got);
      if (got == 1) {
        leader_ = true;
        *conn_ << "UNLISTEN " << kChannel;
        drain();
      }
      return leader_;
    } catch (const std::exception& e) {
      spdlog::warn("price feed leadership: database connection lost: {}", e.what());
      disconnect();
      return false;
    }
  }

  void announce(soci::session& tx, const std::string& payload) override {
    tx << "SELECT pg_notify('" << kChannel << "', :payload)", soci::use(payload);
  }

  std::vector<std::string> await(std::chrono::milliseconds timeout) override {
    std::vector<std::string> out;
    try {
      if (leader_) return out;
      if (!connected()) {
        // Wait as a listener would, rather than return at once to a caller that loops.
        auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(
            retryAt_ - std::chrono::steady_clock::now());
        std::this_thread::sleep_for(std::clamp(wait, std::chrono::milliseconds(0), timeout));
        return out;
      }
      PGconn* pg = native();
      collect(pg, out);
      if (!out.empty()) return out;
      pollfd fd{PQsocket(pg), POLLIN, 0};
      if (fd.fd < 0) throw std::runtime_error("no socket");
      if (::poll(&fd, 1, static_cast<int>(timeout.count())) > 0) {
        if (PQconsumeInput(pg) == 0) throw std::runtime_error(PQerrorMessage(pg));
        collect(pg, out);
      }
    } catch (const std::exception& e) {
      spdlog::warn("price feed relay: listening connection lost: {}", e.what());
      disconnect();
    }
    return out;
  }

 private:
  bool connected() {
    if (conn_) return true;
    const auto now = std::chrono::steady_clock::now();
    if (now < retryAt_) return false;
    try {
      conn_ = db_.openDedicated();
      *conn_ << "LISTEN " << kChannel;
      backoff_ = std::chrono::milliseconds(0);
      return true;
    } catch (const std::exception& e) {
      // Unreachable (a failover): try again after 100 ms, doubling up to 2 s, not in a loop.
      backoff_ =
          std::clamp(backoff_ * 2, std::chrono::milliseconds(100), std::chrono::milliseconds(2000));
      retryAt_ = now + backoff_;
      spdlog::warn("price feed relay: cannot connect (next try in {} ms): {}", backoff_.count(),
                   e.what());
      conn_.reset();
      return false;
    }
  }

  void disconnect() {
    conn_.reset();  // closing the connection releases the lock, if held
    leader_ = false;
  }

  PGconn* native() {
    return static_cast<soci::postgresql_session_backend*>(conn_->get_backend())->conn_;
  }

  static void collect(PGconn* pg, std::vector<std::string>& out) {
    while (PGnotify* n = PQnotifies(pg)) {
      out.emplace_back(n->extra);
      PQfreemem(n);
    }
  }

  void drain() {
    PGconn* pg = native();
    PQconsumeInput(pg);
    std::vector<std::string> ignored;
    collect(pg, ignored);
  }

  Database& db_;
  std::unique_ptr<soci::session> conn_;
  bool leader_ = false;
  std::chrono::milliseconds backoff_{0};
  std::chrono::steady_clock::time_point retryAt_{};
};

}  // namespace

std::unique_ptr<TickRelay> makeTickRelay(Database& db) {
  if (db.backend() != Backend::kPostgres) return nullptr;
  return std::make_unique<PostgresTickRelay>(db);
}

}  // namespace aurum::storage
