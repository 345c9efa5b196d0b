#pragma once
#include <optional>
#include <string_view>
#include <vector>

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

}  // namespace aurum::domain
