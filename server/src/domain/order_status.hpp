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

/// The note an order's history keeps for a change that set a tracking number: "Tracking <number>".
std::string trackingNote(std::string_view number);
/// A stored history note as a message for the reader's language: the system's own notes ("Order
/// placed", "Payment succeeded", "Cancelled by the buyer") are catalogue entries, a tracking note
/// keeps its number apart, and a note a person wrote matches no entry and reads as written.
Message historyNoteMessage(const std::string& note);

}  // namespace aurum::domain
