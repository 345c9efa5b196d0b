#pragma once
#include <atomic>
#include <cstdint>
#include <string>

struct sqlite3;

namespace aurum::storage {

/// The SQLite writer's WAL hook (SQLite calls it after every commit, with the pages now in the
/// WAL), in place of SQLite's own, which only checkpoints. With `synchronous=NORMAL` a commit
/// writes its pages to the WAL without a sync; the kernel keeps them dirty in memory (until 10%
/// of RAM is dirty or 30 s pass), so the checkpoint's sync of the WAL used to write the whole
/// ~32 MB while the writer waited (~24 ms every 8,000 pages under the checkout bench). Every ~1 MB,
/// the hook starts the write-back of what is dirty (`sync_file_range` with SYNC_FILE_RANGE_WRITE,
/// which does not wait for it, as PostgreSQL's `wal_writer_flush_after` does), so the
/// checkpoint's sync finds it written (~7 ms). Durability is unchanged: the sync still decides.
class WalWriteback {
 public:
  /// Becomes `writer`'s WAL hook; `walPath` is the database file's path followed by "-wal".
  WalWriteback(sqlite3* writer, std::string walPath);
  ~WalWriteback();
  WalWriteback(const WalWriteback&) = delete;
  WalWriteback& operator=(const WalWriteback&) = delete;

  std::uint64_t checkpoints() const { return checkpoints_.load(std::memory_order_relaxed); }
  std::uint64_t writebacks() const { return writebacks_.load(std::memory_order_relaxed); }

 private:
  static int committed(void* self, sqlite3* db, const char* schema, int pages);

  const std::string path_;
  int fd_ = -1;
  int startedAt_ = 0;  // the WAL's pages when write-back last started
  std::atomic<std::uint64_t> checkpoints_{0}, writebacks_{0};
};

}  // namespace aurum::storage
