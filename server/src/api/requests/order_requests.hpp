#pragma once
#include <boost/json.hpp>
#include <optional>
#include <string>

#include "domain/order_status.hpp"

namespace aurum::api {

struct OrderStatusRequest {
  domain::OrderStatus status{};
  std::optional<std::string> trackingNumber;  ///< absent or empty: none
};
/// POST /api/orders/{id}/status.
OrderStatusRequest parseOrderStatusRequest(const boost::json::object& body);

}  // namespace aurum::api
