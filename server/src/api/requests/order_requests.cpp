#include "api/requests/order_requests.hpp"

#include "domain/error.hpp"
#include "http/types.hpp"

namespace aurum::api {

OrderStatusRequest parseOrderStatusRequest(const boost::json::object& body) {
  auto status = domain::parseOrderStatus(http::requireString(body, "status", 40));
  if (!status)
    throw domain::validationError(
        "status", "status must be pending, processing, shipped, delivered or cancelled");
  auto tracking = http::optionalString(body, "trackingNumber", 100);
  return {*status, tracking.empty() ? std::nullopt : std::optional(tracking)};
}

}  // namespace aurum::api
