#include "app/backup_command.hpp"

#include "storage/backup.hpp"

namespace aurum::app {

int backupDatabase(const std::string& databaseUrl, const std::string& file, std::ostream& out) {
  auto db = storage::Database::open(databaseUrl, 1);
  auto copied = storage::backupSqlite(*db, file);
  out << "backed up " << databaseUrl << " to " << file << " (" << copied.pages << " pages, "
      << copied.bytes << " bytes, integrity ok)\n";
  return 0;
}

}  // namespace aurum::app
