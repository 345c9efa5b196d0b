// A prepared-statement cache for SQLite under SOCI (docs/decisions/0009-sqlite-statement-cache.md).
//
// SOCI 4.0's SQLite backend prepares every statement again for each use (`sqlite3_prepare_v2`)
// and finalizes it afterwards, so the parser and planner ran for every query of every request.
// This file interposes those two calls (and `sqlite3_close*`) for the whole process: a statement
// "finalized" by SOCI is reset, its bindings cleared, and kept per connection and SQL text; the
// next prepare of the same text on the same connection gets it back instead of a new one. The
// real functions are reached with dlsym(RTLD_NEXT). SQLite re-prepares a cached statement by
// itself when the schema changes (prepare_v2 semantics), so migrations stay correct.
//
// A connection is used by one thread at a time (SOCI sessions), so each connection's cache has
// its own uncontended mutex; the map of connections is read-mostly. AURUM_SQLITE_STATEMENT_CACHE=0
// turns the cache off (the benchmark compares both in one run).
#include "storage/statement_cache.hpp"

#include <dlfcn.h>
#include <link.h>
#include <sqlite3.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "storage/connection_registry.hpp"

namespace {

using PrepareFn = int (*)(sqlite3*, const char*, int, sqlite3_stmt**, const char**);
using FinalizeFn = int (*)(sqlite3_stmt*);
using CloseFn = int (*)(sqlite3*);

template <class F>
F real(const char* name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

PrepareFn realPrepare() {
  static const PrepareFn fn = real<PrepareFn>("sqlite3_prepare_v2");
  return fn;
}
FinalizeFn realFinalize() {
  static const FinalizeFn fn = real<FinalizeFn>("sqlite3_finalize");
  return fn;
}

/// The address range of libsqlite3's code. SQLite calls its own public prepare from inside
/// (sqlite3_exec, sqlite3_get_table) and finalizes those statements internally, never through
/// sqlite3_finalize: such calls bypass the cache, or a statement freed behind its back would be
/// handed out again.
struct CodeRange {
  std::uintptr_t lo = 0, hi = 0;
  bool contains(const void* p) const {
    auto a = reinterpret_cast<std::uintptr_t>(p);
    return a >= lo && a < hi;
  }
};

const CodeRange& sqliteCode() {
  static const CodeRange range = [] {
    CodeRange r;
    Dl_info info{};
    if (!dladdr(reinterpret_cast<void*>(realPrepare()), &info) || !info.dli_fbase) return r;
    struct Ctx {
      const void* base;
      CodeRange* out;
    } ctx{info.dli_fbase, &r};
    dl_iterate_phdr(
        [](dl_phdr_info* i, std::size_t, void* data) -> int {
          auto* c = static_cast<Ctx*>(data);
          std::uintptr_t lo = UINTPTR_MAX, hi = 0;
          for (int k = 0; k < i->dlpi_phnum; ++k) {
            const auto& ph = i->dlpi_phdr[k];
            if (ph.p_type != PT_LOAD) continue;
            lo = std::min<std::uintptr_t>(lo, i->dlpi_addr + ph.p_vaddr);
            hi = std::max<std::uintptr_t>(hi, i->dlpi_addr + ph.p_vaddr + ph.p_memsz);
          }
          if (lo > reinterpret_cast<std::uintptr_t>(c->base) ||
              hi <= reinterpret_cast<std::uintptr_t>(c->base))
            return 0;
          *c->out = {lo, hi};
          return 1;
        },
        &ctx);
    return r;
  }();
  return range;
}

/// Idle statements kept per SQL text and per connection.
constexpr std::size_t kPerText = 4;
constexpr std::size_t kPerConnection = 512;

struct ConnectionCache {
  std::mutex mutex;
  std::unordered_map<std::string, std::vector<sqlite3_stmt*>> idle;
  std::unordered_map<sqlite3_stmt*, std::string> lent;  ///< handed out, by statement
  std::size_t idleCount = 0;
};

struct Registry : aurum::storage::ConnectionRegistry<sqlite3, ConnectionCache> {
  std::atomic<long> hits{0}, misses{0};
  std::atomic<bool> recording{false};
  std::mutex recordedMutex;
  std::vector<std::string> recorded;
};

Registry& registry() {
  static auto* r = new Registry;  // never destroyed: statements may be finalized at exit
  return *r;
}

bool enabled() {
  static const bool on = [] {
    const char* v = std::getenv("AURUM_SQLITE_STATEMENT_CACHE");
    return !(v && std::string_view(v) == "0");
  }();
  return on;
}

ConnectionCache& cacheFor(sqlite3* db) { return registry().cacheFor(db); }

ConnectionCache* existingCacheFor(sqlite3* db) { return registry().existing(db); }

/// Finalizes (for real) every idle statement of `cache`, keeping the ones lent out.
void finalizeIdle(ConnectionCache& cache) {
  for (auto& [text, stmts] : cache.idle)
    for (auto* st : stmts) realFinalize()(st);
  cache.idle.clear();
  cache.idleCount = 0;
}

/// Finalizes (for real) every idle statement of `db` and forgets the connection.
void dropConnection(sqlite3* db) {
  ConnectionCache* cache = registry().forget(db);
  if (!cache) return;
  finalizeIdle(*cache);
  delete cache;
}

}  // namespace

extern "C" {

int sqlite3_prepare_v2(sqlite3* db, const char* sql, int nByte, sqlite3_stmt** out,
                       const char** tail) {
  if ((!enabled() && !registry().recording) || !db || !sql ||
      sqliteCode().contains(__builtin_return_address(0)))
    return realPrepare()(db, sql, nByte, out, tail);
  std::string text = nByte < 0 ? std::string(sql) : std::string(sql, strnlen(sql, nByte));
  if (registry().recording) {
    auto& r = registry();
    std::lock_guard lock(r.recordedMutex);
    r.recorded.push_back(text);
  }
  if (!enabled()) return realPrepare()(db, sql, nByte, out, tail);
  auto& cache = cacheFor(db);
  {
    std::lock_guard lock(cache.mutex);
    if (auto it = cache.idle.find(text); it != cache.idle.end() && !it->second.empty()) {
      *out = it->second.back();
      it->second.pop_back();
      --cache.idleCount;
      if (tail) *tail = sql + text.size();  // only whole statements are cached
      cache.lent.emplace(*out, std::move(text));
      registry().hits.fetch_add(1, std::memory_order_relaxed);
      return SQLITE_OK;
    }
  }
  const char* localTail = nullptr;
  int rc = realPrepare()(db, sql, nByte, out, &localTail);
  if (tail) *tail = localTail;
  registry().misses.fetch_add(1, std::memory_order_relaxed);
  // Only whole single statements are kept: the cached text must be exactly what was compiled.
  if (rc == SQLITE_OK && *out && localTail &&
      std::string_view(localTail).find_first_not_of(" \t\r\n;") == std::string_view::npos) {
    std::lock_guard lock(cache.mutex);
    cache.lent.emplace(*out, std::move(text));
  }
  return rc;
}

int sqlite3_finalize(sqlite3_stmt* st) {
  if (!st) return realFinalize()(st);
  auto* cache = existingCacheFor(sqlite3_db_handle(st));
  if (cache) {
    std::unique_lock lock(cache->mutex);
    if (auto it = cache->lent.find(st); it != cache->lent.end()) {
      std::string text = std::move(it->second);
      cache->lent.erase(it);
      auto& list = cache->idle[text];
      if (list.size() < kPerText && cache->idleCount < kPerConnection) {
        // As good as finalized for the caller: no read lock held, no bindings left.
        int rc = sqlite3_reset(st);
        sqlite3_clear_bindings(st);
        list.push_back(st);
        ++cache->idleCount;
        return rc;
      }
    }
  }
  return realFinalize()(st);
}

int sqlite3_close(sqlite3* db) {
  static const CloseFn fn = real<CloseFn>("sqlite3_close");
  dropConnection(db);
  return fn(db);
}

int sqlite3_close_v2(sqlite3* db) {
  static const CloseFn fn = real<CloseFn>("sqlite3_close_v2");
  dropConnection(db);
  return fn(db);
}

}  // extern "C"

namespace aurum::storage {

StatementCacheStats statementCacheStats() {
  auto& r = registry();
  return {enabled(), r.hits.load(), r.misses.load()};
}

void releaseIdleStatements(sqlite3* db) {
  if (auto* cache = existingCacheFor(db)) {
    std::lock_guard lock(cache->mutex);
    finalizeIdle(*cache);
  }
}

void recordStatements(bool on) {
  auto& r = registry();
  std::lock_guard lock(r.recordedMutex);
  if (on) r.recorded.clear();
  r.recording = on;
}

std::vector<std::string> recordedStatements() {
  auto& r = registry();
  std::lock_guard lock(r.recordedMutex);
  return r.recorded;
}

}  // namespace aurum::storage
