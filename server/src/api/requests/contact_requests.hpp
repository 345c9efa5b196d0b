#pragma once
#include <boost/json.hpp>

#include "services/contact_service.hpp"

namespace aurum::api {

/// POST /api/contact-requests: name, email, topic (optional), message.
services::ContactRequest parseContactRequest(const boost::json::object& body);

}  // namespace aurum::api
