#pragma once
#include <boost/json.hpp>
#include <cstdint>

namespace aurum::api {

struct CartAddRequest {
  std::int64_t productId = 0;
  std::int64_t quantity = 1;  ///< absent or null: one
};
/// POST /api/cart/add.
CartAddRequest parseCartAddRequest(const boost::json::object& body);

struct CartQuantityRequest {
  std::int64_t quantity = 0;  ///< zero or less removes the line
};
/// PATCH /api/cart/{id}.
CartQuantityRequest parseCartQuantityRequest(const boost::json::object& body);

}  // namespace aurum::api
