#pragma once
#include <soci/soci.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "domain/notifications.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// One queued e-mail or SMS, as a sender sees it.
struct OutboxMessage {
  std::int64_t id = 0;
  std::string channel;  ///< email, sms
  std::string recipient, subject, body;
};

/// Delivers the outbox (docs/notifications.md). `send` throws on failure: the row keeps waiting,
/// its attempts counted and the error kept; a row is marked sent only after `send` returned.
class OutboxSender {
 public:
  virtual ~OutboxSender() = default;
  virtual void send(const OutboxMessage& message) = 0;
  virtual std::string name() const = 0;
};

/// The default: one log line per message (recipient and subject, never the body). Nothing leaves
/// the server; the row is marked sent because the configured sender accepted it.
class LogSender final : public OutboxSender {
 public:
  void send(const OutboxMessage& message) override;
  std::string name() const override { return "log"; }
};

struct NotificationList {
  std::vector<domain::Notification> items;  ///< newest 50, newest first
  int unread = 0;
};

/// A stored notification to send to its user's open WebSockets after the commit, in the account's
/// language (rendered and serialized then, not while the transaction holds the writer).
struct NotificationPush {
  domain::Notification notification;
  std::string language;
};

/// What `recordIn` stored, and its push when the settings ask for one.
struct RecordedNotification {
  domain::Notification notification;
  std::optional<NotificationPush> push;
};

/// In-app notifications (stored, then pushed over the user's own WebSockets) and the e-mail/SMS
/// outbox, following the user's notification settings (docs/notifications.md).
class NotificationService {
 public:
  NotificationService(storage::Database& db, const util::Clock& clock);

  /// How a stored notification reaches the user's open WebSockets (App wires the hub). Called
  /// after the commit with the user id and the serialized {"type":"notification",...} message.
  void usePush(std::function<void(std::int64_t userId, std::string message)> push) {
    push_ = std::move(push);
  }
  void useSender(std::unique_ptr<OutboxSender> sender) { sender_ = std::move(sender); }
  /// Renders a stored title or body in a language (App wires the server's catalogues,
  /// http::translate); English, the template filled in, until then.
  using Renderer = std::function<std::string(const domain::Message&, std::string_view language)>;
  void useRenderer(Renderer render) { render_ = std::move(render); }
  /// Where visitors reach the site (app::Config::effectivePublicOrigin): an e-mail ends with the
  /// notification's link made absolute on it. Empty (unknown): e-mails carry no link.
  void usePublicOrigin(std::string origin) { publicOrigin_ = std::move(origin); }
  std::string render(const domain::Message& message, std::string_view language) const;

  /// Stores the notification, queues its e-mail (and SMS when the account has a phone number) and
  /// pushes it, as the user's settings say; the e-mail and the push in the settings' language.
  /// nullopt when the settings switch this kind off (orderUpdates for order_status, priceAlerts for
  /// price_alert). `n`'s title and body are templates over `n.args` (domain/notices.hpp); its
  /// createdAtMs is set here.
  std::optional<domain::Notification> notify(domain::Notification n);
  NotificationList list(std::int64_t userId);
  /// not_found when the user has no such notification.
  void markRead(std::int64_t userId, std::int64_t id);
  void markAllRead(std::int64_t userId);

  /// Sends what waits in the outbox (at most `limit` rows, each tried at most 10 times);
  /// returns how many were sent. Run by the periodic job on the worker pool.
  int drainOutbox(int limit = 100);

  /// {"type":"notification","notification":{...}}, the title and body rendered in `language`.
  std::string messageJson(const domain::Notification& n, std::string_view language) const;

 private:
  friend class AlertService;
  friend struct NotificationInTransaction;
  /// Records `n` (and its outbox rows) in the caller's transaction as the settings allow, with
  /// its push for after the commit when they ask for one.
  std::optional<RecordedNotification> recordIn(soci::session& s, domain::Notification n);
  /// The same with the user's settings document already read (nullopt: none saved).
  std::optional<RecordedNotification> recordIn(soci::session& s, domain::Notification n,
                                               const std::optional<std::string>& settingsDoc);
  void push(const NotificationPush& p);

  storage::Database& db_;
  const util::Clock& clock_;
  std::function<void(std::int64_t, std::string)> push_;
  std::unique_ptr<OutboxSender> sender_;
  Renderer render_;
  std::string publicOrigin_;
};

}  // namespace aurum::services
