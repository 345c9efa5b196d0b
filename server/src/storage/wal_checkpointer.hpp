#pragma once
#include <soci/soci.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace aurum::storage {

/// Copies a SQLite database's write-ahead log back into the database file on its own thread and
/// connection, so the writer's commits never do it (docs/performance.md, "Checkout"). Passive:
/// it never waits for a reader or blocks the writer; what a reader still needs is copied on a
/// later pass. The writer keeps SQLite's automatic checkpoint at a far higher mark, a backstop
/// should this thread fall behind.
class WalCheckpointer {
 public:
  /// `connection`: SOCI's sqlite3 connection string of the database file.
  WalCheckpointer(const std::string& connection, std::chrono::milliseconds interval);
  ~WalCheckpointer();
  WalCheckpointer(const WalCheckpointer&) = delete;
  WalCheckpointer& operator=(const WalCheckpointer&) = delete;

  /// The writer's automatic-checkpoint mark, in pages, while a WalCheckpointer runs.
  static constexpr int kBackstopPages = 16000;

 private:
  void run();

  soci::session session_;
  std::chrono::milliseconds interval_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace aurum::storage
