#include "storage/wal_writeback.hpp"

#include <fcntl.h>
#include <sqlite3.h>
#include <unistd.h>

#include <utility>

namespace aurum::storage {

namespace {

/// The WAL pages after which the writer checkpoints (copies the WAL into the database file and
/// syncs both) instead of SQLite's 1,000: a page written by many commits in between is copied
/// once, and the checkpoint, which runs in the writer, holds it less per order (checkout: +8-12%
/// orders/s, more on a large database; docs/performance.md). The WAL stays under ~32 MB.
constexpr int kCheckpointPages = 8000;
/// The WAL pages (~1 MB) after which the writer asks the kernel to start writing them to disk.
constexpr int kWritebackPages = 256;

}  // namespace

WalWriteback::WalWriteback(sqlite3* writer, std::string walPath) : path_(std::move(walPath)) {
  sqlite3_wal_hook(writer, &WalWriteback::committed, this);
}

WalWriteback::~WalWriteback() {
  if (fd_ >= 0) ::close(fd_);
}

int WalWriteback::committed(void* self, sqlite3* db, const char* schema, int pages) {
  auto& w = *static_cast<WalWriteback*>(self);
  if (pages >= kCheckpointPages) {
    // As SQLite's own hook: a PASSIVE checkpoint, whose result only delays the next one.
    sqlite3_wal_checkpoint(db, schema);
    w.checkpoints_.fetch_add(1, std::memory_order_relaxed);
    w.startedAt_ = 0;
    return SQLITE_OK;
  }
  if (pages < w.startedAt_) w.startedAt_ = 0;  // the WAL started over
  if (pages - w.startedAt_ < kWritebackPages) return SQLITE_OK;
  w.startedAt_ = pages;
  // The WAL exists once a commit wrote to it; a file of our own to name it to the kernel.
  if (w.fd_ < 0) w.fd_ = ::open(w.path_.c_str(), O_RDONLY | O_CLOEXEC);
  if (w.fd_ >= 0 && ::sync_file_range(w.fd_, 0, 0, SYNC_FILE_RANGE_WRITE) == 0)
    w.writebacks_.fetch_add(1, std::memory_order_relaxed);
  return SQLITE_OK;
}

}  // namespace aurum::storage
