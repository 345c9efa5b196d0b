#pragma once
#include <cstdint>
#include <string>

#include "domain/back_office.hpp"
#include "domain/notifications.hpp"
#include "domain/order.hpp"

namespace aurum::domain {

/// The notifications each source sends (docs/notifications.md, "Sources"), as stored: the title and
/// body are English templates with named placeholders, the values in `args`, so that every reader
/// gets them in their own language (the API in the request's, the e-mail and the live push in the
/// account's settings). Whole sentences per case, never pieced together. `createdAtMs` is left 0
/// for the caller.

/// An order moved to `status` (a trader's or admin's move, the buyer's cancellation).
Notification orderStatusNotice(std::int64_t userId, std::int64_t orderId, OrderStatus status);
/// A paid order, once: "Order #N placed".
Notification orderPlacedNotice(const Order& order);
/// What became of a cancelled order's refund (domain::buyerToldOfRefund says when); nullopt for a
/// refund still pending.
std::optional<Notification> refundNotice(const QueuedRefund& refund);
/// An admin's decision on a KYC case (status approved, rejected or resubmit); `reason` is the
/// admin's own text and is shown as written.
Notification kycDecisionNotice(std::int64_t userId, const std::string& status,
                               const std::optional<std::string>& reason);
/// A sign-in from a device the account had not used.
Notification newDeviceNotice(std::int64_t userId, const std::string& device, const std::string& ip);
/// A price alert that fired at `priceCents` (per troy ounce, mid).
Notification priceAlertNotice(const PriceAlert& alert, std::int64_t priceCents);
/// A trader's (or Aurum's) message to a client; the text is shown as written.
Notification traderMessageNotice(std::int64_t clientId, const std::string& from,
                                 const std::string& text);

}  // namespace aurum::domain
