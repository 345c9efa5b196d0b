#include "storage/backup.hpp"

#include <fcntl.h>
#include <soci/sqlite3/soci-sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <memory>
#include <stdexcept>

namespace aurum::storage {

// SOCI's header declares the SQLite API inside this namespace.
using namespace sqlite_api;

namespace {

struct Closer {
  void operator()(sqlite3* db) const { sqlite3_close_v2(db); }
};

void check(int rc, sqlite3* db, const char* what) {
  if (rc != SQLITE_OK && rc != SQLITE_DONE)
    throw std::runtime_error(std::string(what) + ": " +
                             (db ? sqlite3_errmsg(db) : sqlite3_errstr(rc)));
}

}  // namespace

BackupResult backupSqlite(Database& db, const std::string& file) {
  if (db.backend() != Backend::kSqlite)
    throw std::invalid_argument(
        "aurum backup copies a SQLite database; back up PostgreSQL with pg_basebackup and WAL "
        "archiving (docs/operations.md)");
  const std::string partial = file + ".partial";
  std::remove(partial.c_str());
  // Created 0600 before SQLite opens it: the copy holds what the database holds.
  if (int fd = ::open(partial.c_str(), O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0600); fd >= 0)
    ::close(fd);
  else
    throw std::runtime_error("cannot create " + partial);

  BackupResult result;
  try {
    sqlite3* raw = nullptr;
    int rc = sqlite3_open_v2(partial.c_str(), &raw, SQLITE_OPEN_READWRITE, nullptr);
    std::unique_ptr<sqlite3, Closer> dest(raw);
    check(rc, raw, "open the backup file");
    db.read([&](soci::session& s) {
      auto* source = static_cast<soci::sqlite3_session_backend*>(s.get_backend())->conn_;
      sqlite3_backup* backup = sqlite3_backup_init(dest.get(), "main", source, "main");
      if (!backup) check(sqlite3_errcode(dest.get()), dest.get(), "start the backup");
      // One step over every page: a single read snapshot, so the copy is of one moment.
      int step = sqlite3_backup_step(backup, -1);
      result.pages = sqlite3_backup_pagecount(backup);
      check(sqlite3_backup_finish(backup), dest.get(), "finish the backup");
      check(step, dest.get(), "copy the pages");
    });
    // The copy is a plain rollback-journal file (no -wal to carry along), checked before use.
    check(sqlite3_exec(dest.get(), "PRAGMA journal_mode=DELETE", nullptr, nullptr, nullptr),
          dest.get(), "set the journal mode");
    std::string verdict;
    // sqlite3_exec, not prepare: our own prepare calls go through the statement cache.
    auto first = [](void* out, int, char** values, char**) {
      auto& text = *static_cast<std::string*>(out);
      if (text.empty() && values[0]) text = values[0];
      return 0;
    };
    check(sqlite3_exec(dest.get(), "PRAGMA integrity_check", first, &verdict, nullptr), dest.get(),
          "check the copy");
    if (verdict != "ok")
      throw std::runtime_error("the copy failed its integrity check: " + verdict);
  } catch (...) {
    std::remove(partial.c_str());
    throw;
  }
  if (int fd = ::open(partial.c_str(), O_RDONLY | O_CLOEXEC); fd >= 0) {
    ::fsync(fd);
    ::close(fd);
  }
  if (std::rename(partial.c_str(), file.c_str()) != 0)
    throw std::runtime_error("cannot rename " + partial + " to " + file);
  struct stat st {};
  if (::stat(file.c_str(), &st) == 0) result.bytes = st.st_size;
  return result;
}

}  // namespace aurum::storage
