#include "api/requests/contact_requests.hpp"

#include "http/types.hpp"

namespace aurum::api {

services::ContactRequest parseContactRequest(const boost::json::object& body) {
  return {http::requireString(body, "name", 200), http::requireString(body, "email", 320),
          http::optionalString(body, "topic", 100), http::requireString(body, "message", 5000)};
}

}  // namespace aurum::api
