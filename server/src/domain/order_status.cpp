#include "domain/order_status.hpp"

#include <array>

#include "domain/user_text.hpp"

namespace aurum::domain {

namespace {
constexpr std::array<OrderStatus, 5> kAll{OrderStatus::kPending, OrderStatus::kProcessing,
                                          OrderStatus::kShipped, OrderStatus::kDelivered,
                                          OrderStatus::kCancelled};
}

const char* orderStatusName(OrderStatus s) {
  switch (s) {
    case OrderStatus::kPending:
      return "pending";
    case OrderStatus::kProcessing:
      return "processing";
    case OrderStatus::kShipped:
      return "shipped";
    case OrderStatus::kDelivered:
      return "delivered";
    case OrderStatus::kCancelled:
      return "cancelled";
  }
  return "pending";
}

std::optional<OrderStatus> parseOrderStatus(std::string_view name) {
  for (auto s : kAll)
    if (name == orderStatusName(s)) return s;
  return std::nullopt;
}

bool canTransition(OrderStatus from, OrderStatus to) {
  using S = OrderStatus;
  switch (from) {
    case S::kPending:
      return to == S::kProcessing || to == S::kCancelled;
    case S::kProcessing:
      return to == S::kShipped || to == S::kCancelled;
    case S::kShipped:
      return to == S::kDelivered;
    case S::kDelivered:
    case S::kCancelled:
      return false;
  }
  return false;
}

std::vector<OrderStatus> allowedTransitions(OrderStatus from) {
  std::vector<OrderStatus> out;
  for (auto s : kAll)
    if (canTransition(from, s)) out.push_back(s);
  return out;
}

Message trackingNote(std::string_view number) {
  return Message(userText("Tracking {number}"), {{"number", std::string(number)}});
}

}  // namespace aurum::domain
