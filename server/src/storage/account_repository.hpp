#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "domain/notifications.hpp"

namespace aurum::storage {

/// user_settings: one JSON document per user (validated by domain/settings before it is stored).
struct SettingsRepository {
  static std::optional<std::string> find(soci::session& s, std::int64_t userId);
  static void save(soci::session& s, std::int64_t userId, const std::string& document,
                   std::int64_t nowMs);
};

/// The in-app notification list.
struct NotificationRepository {
  static domain::Notification insert(soci::session& s, domain::Notification n);
  /// The newest `limit`, newest first.
  static std::vector<domain::Notification> newest(soci::session& s, std::int64_t userId, int limit);
  static int unread(soci::session& s, std::int64_t userId);
  /// False when the user has no such notification (already read counts as found).
  static bool markRead(soci::session& s, std::int64_t userId, std::int64_t id, std::int64_t nowMs);
  static void markAllRead(soci::session& s, std::int64_t userId, std::int64_t nowMs);
};

/// One e-mail or SMS waiting for the sender.
struct OutboxRow {
  std::int64_t id = 0;
  std::optional<std::int64_t> userId;
  std::string channel;  ///< email, sms
  std::string recipient, subject, body;
  int attempts = 0;
};

struct OutboxRepository {
  static void enqueue(soci::session& s, const OutboxRow& row, std::int64_t nowMs);
  /// An e-mail to the account's own address (none queued when it has none).
  static void enqueueEmailToUser(soci::session& s, std::int64_t userId, const std::string& subject,
                                 const std::string& body, std::int64_t nowMs);
  /// Unsent rows with fewer than `maxAttempts` attempts, oldest first.
  static std::vector<OutboxRow> unsent(soci::session& s, int maxAttempts, int limit);
  /// Only if still unsent (another instance may have sent it): false otherwise.
  static bool markSent(soci::session& s, std::int64_t id, std::int64_t nowMs);
  static void markFailed(soci::session& s, std::int64_t id, const std::string& error);
};

/// Price alerts. Firing is conditional on `fired_at IS NULL`, so each fires once across instances.
struct PriceAlertRepository {
  static domain::PriceAlert insert(soci::session& s, domain::PriceAlert a);
  /// Newest first.
  static std::vector<domain::PriceAlert> forUser(soci::session& s, std::int64_t userId);
  static int activeCount(soci::session& s, std::int64_t userId);
  static bool remove(soci::session& s, std::int64_t userId, std::int64_t id);
  /// Every active alert the prices reach, in one indexed query: `prices` holds a mid (cents)
  /// per metal.
  static std::vector<domain::PriceAlert> reached(
      soci::session& s, const std::vector<std::pair<domain::Metal, std::int64_t>>& prices);
  /// Marks the alert fired; false when it already was.
  static bool fire(soci::session& s, std::int64_t id, std::int64_t priceCents, std::int64_t nowMs);
};

}  // namespace aurum::storage
