#pragma once
#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "storage/database.hpp"

namespace aurum::storage {

/// Shares one price feed between the instances that use one PostgreSQL database: exactly one
/// instance, the leader (holder of a session-level advisory lock on its own connection), polls the
/// price source and stores ticks; it announces each tick with NOTIFY inside the tick's
/// transaction, so followers (LISTEN on their own connection) see it once it is committed. When
/// the leader goes away its connection closes, the lock is released, and the next follower to try
/// takes over. SQLite has one instance per file: no relay (makeTickRelay returns null).
class TickRelay {
 public:
  virtual ~TickRelay() = default;
  /// Becomes the leader if nobody is, or confirms this instance still is (its lock connection is
  /// alive). Blocks briefly on the database; call it from the tick thread.
  virtual bool lead() = 0;
  /// Leader: queues `payload` (at most ~7,900 bytes) for followers; sent when `tx` commits.
  virtual void announce(soci::session& tx, const std::string& payload) = 0;
  /// Follower: the announcements received within `timeout` (empty when none came).
  virtual std::vector<std::string> await(std::chrono::milliseconds timeout) = 0;
};

/// A PostgreSQL relay for `db`, or null for SQLite.
std::unique_ptr<TickRelay> makeTickRelay(Database& db);

}  // namespace aurum::storage
