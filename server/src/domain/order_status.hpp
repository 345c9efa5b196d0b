#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "domain/error.hpp"

namespace aurum::domain {

enum class OrderStatus { kPending, kProcessing, kShipped, kDelivered, kCancelled };

const char* orderStatusName(OrderStatus s);
std::optional<OrderStatus> parseOrderStatus(std::string_view name);

/// The transition table: pending → processing | cancelled; processing → shipped | cancelled;
/// shipped → delivered; delivered and cancelled are final. Anything else is refused (409).
bool canTransition(OrderStatus from, OrderStatus to);
std::vector<OrderStatus> allowedTransitions(OrderStatus from);
/// Moving to `to` needs a tracking number (shipped).
inline bool needsTrackingNumber(OrderStatus to) { return to == OrderStatus::kShipped; }

/// The note an order's history keeps for a change that set a tracking number: the template
/// "Tracking {number}" with the number as its argument (stored apart, migration 023).
Message trackingNote(std::string_view number);

}  // namespace aurum::domain
