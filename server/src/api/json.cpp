#include "api/json.hpp"

#include "util/clock.hpp"

namespace aurum::api {

boost::json::object toJson(const domain::User& u) {
  boost::json::object o;
  o["id"] = u.id;
  o["email"] = u.email;
  o["firstName"] = u.firstName;
  o["lastName"] = u.lastName;
  o["profileImageUrl"] = u.profileImageUrl ? boost::json::value(*u.profileImageUrl) : nullptr;
  o["role"] = domain::roleName(u.role);
  o["kycStatus"] = u.kycStatus ? boost::json::value(*u.kycStatus) : nullptr;
  o["kycReason"] = u.kycReason ? boost::json::value(*u.kycReason) : nullptr;
  o["amlStatus"] = u.amlStatus;
  o["status"] = domain::userStatusName(u.status);
  o["createdAt"] = util::toIso8601(u.createdAtMs);
  o["mfaEnabled"] = u.mfaEnabled;
  return o;
}

}  // namespace aurum::api
