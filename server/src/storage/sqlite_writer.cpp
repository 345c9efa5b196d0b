// SQLite's one writer with group commit (docs/architecture.md, "Storage"): concurrent write
// calls queue, and the writer's own thread runs the whole queue in one transaction, each call
// inside its own savepoint, then answers every caller after the commit that holds its work.
#include <soci/soci.h>

#include <chrono>
#include <exception>
#include <mutex>
#include <vector>

#include "storage/database.hpp"

namespace aurum::storage {

void Database::runSqliteWrite(const std::function<void(soci::session&)>& fn) {
  PendingWrite mine{&fn, nullptr, nullptr, false, {}};
  {
    std::unique_lock q(queueMutex_);
    queue_.push_back(&mine);
    if (writerIdle_) {
      writerIdle_ = false;
      writerWake_.notify_one();
    }
    while (!mine.done) mine.wake.wait(q);
    // Woken by the writer (the batch's first caller) or by the caller before it: wakes the next,
    // which cannot have returned yet, since only this sets its done.
    if (mine.next) {
      mine.next->done = true;
      mine.next->wake.notify_one();
    }
  }
  if (mine.error) std::rethrow_exception(mine.error);
}

// One thread runs every batch: under load it takes the next batch as soon as the last committed,
// with no hand-over to another thread, and its caches (SQLite's, the allocator's) stay warm.
void Database::writerLoop() {
  std::vector<PendingWrite*> batch;
  std::unique_lock q(queueMutex_);
  for (;;) {
    while (queue_.empty() && !stopWriter_) {
      writerIdle_ = true;
      writerWake_.wait(q);
    }
    if (queue_.empty()) return;  // stopping, and nothing left to run
    batch.swap(queue_);
    q.unlock();
    runBatch(batch);
    q.lock();
    // The batch's callers wake one another in turn, so the writer makes one wake-up per batch
    // and goes on to the next. Notified under the lock: a caller cannot see done, return and
    // free its condition before.
    for (std::size_t i = 0; i + 1 < batch.size(); ++i) batch[i]->next = batch[i + 1];
    batch.front()->done = true;
    batch.front()->wake.notify_one();
    batch.clear();
  }
}

void Database::runBatch(std::vector<PendingWrite*>& batch) {
  std::lock_guard writer(writerMutex_);  // uncontended but for releaseCache()
  const auto heldSince = std::chrono::steady_clock::now();
  auto& s = *writer_;
  std::exception_ptr commitError;
  try {
    s << "BEGIN IMMEDIATE";
    try {
      for (auto* w : batch) {
        if (batch.size() == 1) {  // alone: no savepoint needed, the transaction is its own
          try {
            (*w->fn)(s);
          } catch (...) {
            w->error = std::current_exception();
          }
          continue;
        }
        s << "SAVEPOINT w";
        try {
          (*w->fn)(s);
          s << "RELEASE w";
        } catch (...) {
          w->error = std::current_exception();
          s << "ROLLBACK TO w";
          s << "RELEASE w";
        }
      }
      if (batch.size() == 1 && batch.front()->error) {
        s << "ROLLBACK";
      } else {
        s << "COMMIT";
      }
    } catch (...) {
      commitError = std::current_exception();
      try {
        s << "ROLLBACK";
      } catch (...) {
      }
    }
  } catch (...) {
    commitError = std::current_exception();
  }
  if (commitError)
    for (auto* w : batch) w->error = commitError;
  batches_.fetch_add(1, std::memory_order_relaxed);
  transactions_.fetch_add(batch.size(), std::memory_order_relaxed);
  writerBusyMicros_.fetch_add(
      static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::microseconds>(
                                     std::chrono::steady_clock::now() - heldSince)
                                     .count()),
      std::memory_order_relaxed);
}

}  // namespace aurum::storage
