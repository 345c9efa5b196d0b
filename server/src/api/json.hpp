#pragma once
#include <boost/json.hpp>

#include "domain/user.hpp"

namespace aurum::api {

/// The spec's user shape plus id, status and createdAt.
boost::json::object toJson(const domain::User& u);

}  // namespace aurum::api
