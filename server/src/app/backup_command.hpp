#pragma once
#include <ostream>
#include <string>

namespace aurum::app {

/// `aurum backup FILE`: an online copy of the SQLite database at `databaseUrl`
/// (storage/backup.hpp), reported on `out`. Straight to the database: a backup neither migrates nor
/// seeds what it copies.
int backupDatabase(const std::string& databaseUrl, const std::string& file, std::ostream& out);

}  // namespace aurum::app
