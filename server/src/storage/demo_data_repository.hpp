#pragma once
#include <soci/soci.h>

#include <cstdint>
#include <string>
#include <vector>

namespace aurum::storage {

/// Queries behind the production start check and `aurum admin remove-demo-data`.
struct DemoDataRepository {
  /// E-mails of the active admin accounts.
  static std::vector<std::string> activeAdminEmails(soci::session& s);
  /// Removes one account and what belongs only to it: sessions, cart, quotes, payments, orders
  /// with their ledger journals, lookups, the products it sells (kept without a seller and with no
  /// stock where another account's order or quote still names them). Provenance items it owns or
  /// stocks stay in the append-only registry, without owner or dealer. Run inside a transaction.
  static void removeAccount(soci::session& s, std::int64_t userId);
};

}  // namespace aurum::storage
