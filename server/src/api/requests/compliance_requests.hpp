#pragma once
#include <boost/json.hpp>
#include <optional>
#include <string>

namespace aurum::api {

/// PATCH /api/auth/user: any of firstName, lastName, email; currentPassword to change the email.
struct ProfileUpdateRequest {
  std::optional<std::string> firstName;
  std::optional<std::string> lastName;
  std::optional<std::string> email;
  std::string currentPassword;
};
ProfileUpdateRequest parseProfileUpdateRequest(const boost::json::object& body);

/// POST /api/admin/kyc/{id}/decision and /api/admin/compliance/reports/{id}/decision:
/// `decision` and an optional `reason` (KYC) or `note` (reports).
struct DecisionRequest {
  std::string decision;
  std::string text;
};
DecisionRequest parseKycDecisionRequest(const boost::json::object& body);
DecisionRequest parseReportDecisionRequest(const boost::json::object& body);

}  // namespace aurum::api
