#include "services/notification_service.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>

#include "domain/error.hpp"
#include "services/settings_service.hpp"
#include "storage/account_repository.hpp"
#include "util/clock.hpp"

namespace aurum::services {

namespace {
constexpr int kListSize = 50;
constexpr int kMaxSendAttempts = 10;
}  // namespace

void LogSender::send(const OutboxMessage& m) {
  spdlog::info("outbox: {} #{} to {}: {}", m.channel, m.id, m.recipient, m.subject);
}

NotificationService::NotificationService(storage::Database& db, const util::Clock& clock)
    : db_(db), clock_(clock), sender_(std::make_unique<LogSender>()) {}

std::string NotificationService::render(const domain::Message& message,
                                        std::string_view language) const {
  return render_ ? render_(message, language) : domain::formatMessage(message);
}

std::string NotificationService::messageJson(const domain::Notification& n,
                                             std::string_view language) const {
  boost::json::object o{{"id", n.id},
                        {"kind", n.kind},
                        {"title", render(n.titleIn(language), language)},
                        {"body", render(n.bodyIn(language), language)},
                        {"link", n.link},
                        {"createdAt", util::toIso8601(n.createdAtMs)},
                        {"readAt", nullptr}};
  if (n.readAtMs) o["readAt"] = util::toIso8601(*n.readAtMs);
  return boost::json::serialize(boost::json::object{{"type", "notification"}, {"notification", o}});
}

std::optional<RecordedNotification> NotificationService::recordIn(soci::session& s,
                                                                  domain::Notification n) {
  const auto doc = storage::SettingsRepository::find(s, n.userId);
  return recordIn(s, std::move(n), doc);
}

std::optional<RecordedNotification> NotificationService::recordIn(
    soci::session& s, domain::Notification n, const std::optional<std::string>& settingsDoc) {
  const auto settings =
      settingsDoc ? SettingsService::fromDocument(*settingsDoc) : domain::Settings{};
  const auto& on = settings.notifications;
  if (n.kind == "order_status" && !on.orderUpdates) return std::nullopt;
  if (n.kind == "price_alert" && !on.priceAlerts) return std::nullopt;
  n = storage::NotificationRepository::insert(s, std::move(n));
  // The e-mail and the live message in the language the account chose in its settings.
  const auto& language = settings.general.language;
  if (on.email) {
    auto body = render(n.bodyIn(language), language);
    if (!publicOrigin_.empty() && !n.link.empty()) body += "\n\n" + publicOrigin_ + n.link;
    storage::OutboxRepository::enqueueEmailToUser(
        s, n.userId, render(n.titleIn(language), language), body, n.createdAtMs);
  }
  // SMS: accounts have no phone number yet, so nothing is queued (docs/notifications.md).
  RecordedNotification out{n, std::nullopt};
  if (on.push) out.push = NotificationPush{n, language};
  return out;
}

void NotificationService::push(const NotificationPush& p) {
  if (!push_) return;
  try {
    push_(p.notification.userId, messageJson(p.notification, p.language));
  } catch (const std::exception& e) {
    spdlog::warn("notifications: push failed: {}", e.what());
  }
}

std::optional<domain::Notification> NotificationService::notify(domain::Notification n) {
  n.createdAtMs = clock_.nowMs();
  auto recorded = db_.write([&](soci::session& s) { return recordIn(s, std::move(n)); });
  if (!recorded) return std::nullopt;
  if (recorded->push) push(*recorded->push);
  return recorded->notification;
}

NotificationList NotificationService::list(std::int64_t userId) {
  return db_.read([&](soci::session& s) {
    return NotificationList{storage::NotificationRepository::newest(s, userId, kListSize),
                            storage::NotificationRepository::unread(s, userId)};
  });
}

void NotificationService::markRead(std::int64_t userId, std::int64_t id) {
  const auto now = clock_.nowMs();
  bool found = db_.write([&](soci::session& s) {
    return storage::NotificationRepository::markRead(s, userId, id, now);
  });
  if (!found) throw domain::AppError(domain::ErrorCode::kNotFound, "No such notification");
}

void NotificationService::markAllRead(std::int64_t userId) {
  const auto now = clock_.nowMs();
  db_.write(
      [&](soci::session& s) { storage::NotificationRepository::markAllRead(s, userId, now); });
}

int NotificationService::drainOutbox(int limit) {
  auto rows = db_.read([&](soci::session& s) {
    return storage::OutboxRepository::unsent(s, kMaxSendAttempts, limit);
  });
  int sent = 0;
  for (const auto& r : rows) {
    // Never inside a transaction: a slow sender must not hold the writer.
    try {
      sender_->send({r.id, r.channel, r.recipient, r.subject, r.body});
    } catch (const std::exception& e) {
      std::string error = e.what();
      db_.write([&](soci::session& s) { storage::OutboxRepository::markFailed(s, r.id, error); });
      spdlog::warn("outbox: {} #{} not sent (attempt {}): {}", r.channel, r.id, r.attempts + 1,
                   error);
      continue;
    }
    const auto now = clock_.nowMs();
    if (db_.write(
            [&](soci::session& s) { return storage::OutboxRepository::markSent(s, r.id, now); }))
      ++sent;
  }
  return sent;
}

}  // namespace aurum::services
