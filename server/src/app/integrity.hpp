#pragma once
#include <ostream>

#include "storage/database.hpp"

namespace aurum::app {

/// `aurum check-integrity`: verifies every custody chain against its stored head and that every
/// ledger journal balances per asset; prints a one-line summary (and each problem). Returns the
/// process exit code: 0 when everything holds, 1 otherwise.
int checkIntegrity(storage::Database& db, std::ostream& out);

}  // namespace aurum::app
