// SQLite's one writer with group commit (docs/architecture.md, "Storage"): concurrent write
// calls queue, and whichever caller holds the writer runs the whole queue in one transaction,
// each call inside its own savepoint, then answers every caller after the commit that holds its
// work.
#include <soci/soci.h>

#include <chrono>
#include <exception>
#include <mutex>
#include <vector>

#include "storage/database.hpp"

namespace aurum::storage {

void Database::runSqliteWrite(const std::function<void(soci::session&)>& fn) {
  PendingWrite mine{&fn, nullptr, false, false, {}};
  // One caller at a time leads: it takes every queued call (its own among them) as a batch. A
  // caller arriving while the writer is busy waits on its own condition: woken once its batch
  // committed (done), or when the leader hands the writer on to it, the first of those queued
  // meanwhile. Nobody else wakes, however many wait.
  {
    std::unique_lock q(queueMutex_);
    queue_.push_back(&mine);
    if (!writerBusy_)
      writerBusy_ = mine.lead = true;
    else
      while (!mine.done && !mine.lead) mine.wake.wait(q);
    if (mine.done) {
      if (mine.error) std::rethrow_exception(mine.error);
      return;
    }
  }
  std::unique_lock writer(writerMutex_);  // uncontended but for releaseCache()
  const auto heldSince = std::chrono::steady_clock::now();
  std::vector<PendingWrite*> batch;
  {
    std::lock_guard q(queueMutex_);
    batch.swap(queue_);
  }
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
  batches_.fetch_add(1, std::memory_order_relaxed);
  transactions_.fetch_add(batch.size(), std::memory_order_relaxed);
  writerBusyMicros_.fetch_add(
      static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::microseconds>(
                                     std::chrono::steady_clock::now() - heldSince)
                                     .count()),
      std::memory_order_relaxed);
  writer.unlock();
  {
    // Notified under the lock: a waiter cannot see done, return and free its condition before.
    std::lock_guard q(queueMutex_);
    for (auto* w : batch) {
      if (commitError) w->error = commitError;
      w->done = true;
      if (w != &mine) w->wake.notify_one();
    }
    if (queue_.empty()) {
      writerBusy_ = false;
    } else {
      queue_.front()->lead = true;
      queue_.front()->wake.notify_one();
    }
  }
  if (mine.error) std::rethrow_exception(mine.error);
}

}  // namespace aurum::storage
