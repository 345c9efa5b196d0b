#include "api/requests/compliance_requests.hpp"

#include "domain/error.hpp"
#include "http/types.hpp"

namespace aurum::api {

namespace {
std::optional<std::string> present(const boost::json::object& body, const char* field,
                                   std::size_t maxLen) {
  auto it = body.find(field);
  if (it == body.end() || it->value().is_null()) return std::nullopt;
  return http::requireString(body, field, maxLen);
}
}  // namespace

ProfileUpdateRequest parseProfileUpdateRequest(const boost::json::object& body) {
  ProfileUpdateRequest r{present(body, "firstName", 100), present(body, "lastName", 100),
                         present(body, "email", 320),
                         http::optionalString(body, "currentPassword", 128)};
  if (!r.firstName && !r.lastName && !r.email)
    throw domain::validationError("firstName", "Send firstName, lastName or email to update");
  return r;
}

DecisionRequest parseKycDecisionRequest(const boost::json::object& body) {
  return {http::requireString(body, "decision", 20), http::optionalString(body, "reason", 500)};
}

DecisionRequest parseReportDecisionRequest(const boost::json::object& body) {
  return {http::requireString(body, "decision", 20), http::optionalString(body, "note", 1000)};
}

}  // namespace aurum::api
