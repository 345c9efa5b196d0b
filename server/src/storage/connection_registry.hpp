#pragma once
#include <mutex>
#include <shared_mutex>
#include <unordered_map>

namespace aurum::storage {

/// The per-connection caches of an interposed database library (storage/statement_cache.cpp for
/// SQLite, storage/pg_statement_cache.cpp for PostgreSQL), keyed by the library's connection
/// handle. Read-mostly: a connection's cache is found under a shared lock, and made or forgotten
/// under an exclusive one. A cache is never moved, so a reference to it stays valid until
/// `forget`.
template <class Handle, class Cache>
class ConnectionRegistry {
 public:
  /// `handle`'s cache, made on its first use.
  Cache& cacheFor(Handle* handle) {
    {
      std::shared_lock lock(mutex_);
      if (auto it = caches_.find(handle); it != caches_.end()) return *it->second;
    }
    std::unique_lock lock(mutex_);
    auto& slot = caches_[handle];
    if (!slot) slot = new Cache;
    return *slot;
  }

  /// `handle`'s cache, or null when it has none.
  Cache* existing(Handle* handle) {
    std::shared_lock lock(mutex_);
    auto it = caches_.find(handle);
    return it == caches_.end() ? nullptr : it->second;
  }

  /// Takes `handle`'s cache out of the registry (null when it has none); the caller owns it.
  Cache* forget(Handle* handle) {
    std::unique_lock lock(mutex_);
    auto it = caches_.find(handle);
    if (it == caches_.end()) return nullptr;
    Cache* cache = it->second;
    caches_.erase(it);
    return cache;
  }

 private:
  std::shared_mutex mutex_;
  std::unordered_map<Handle*, Cache*> caches_;
};

}  // namespace aurum::storage
