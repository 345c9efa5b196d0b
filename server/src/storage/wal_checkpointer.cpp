#include "storage/wal_checkpointer.hpp"

#include <soci/sqlite3/soci-sqlite3.h>
#include <spdlog/spdlog.h>

namespace aurum::storage {

WalCheckpointer::WalCheckpointer(const std::string& connection, std::chrono::milliseconds interval)
    : session_(soci::sqlite3, connection), interval_(interval), thread_([this] { run(); }) {}

WalCheckpointer::~WalCheckpointer() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void WalCheckpointer::run() {
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, interval_, [this] { return stopping_; })) {
    lock.unlock();
    try {
      session_ << "PRAGMA wal_checkpoint(PASSIVE)";
    } catch (const std::exception& e) {
      // Busy or locked: the next pass (or the writer's backstop) copies what this one could not.
      spdlog::debug("WAL checkpoint skipped: {}", e.what());
    }
    lock.lock();
  }
}

}  // namespace aurum::storage
