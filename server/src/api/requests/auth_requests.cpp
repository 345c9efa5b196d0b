#include "api/requests/auth_requests.hpp"

#include "http/types.hpp"

namespace aurum::api {

using http::optionalString;
using http::requireString;

namespace {

std::optional<domain::TraderApplication> traderFields(const boost::json::object& body) {
  if (body.find("companyName") == body.end() && body.find("tradingLicense") == body.end())
    return std::nullopt;
  domain::TraderApplication a;
  a.companyName = optionalString(body, "companyName", 200);
  a.tradingLicense = optionalString(body, "tradingLicense", 100);
  a.businessAddress = optionalString(body, "businessAddress", 500);
  a.tradingVolume = optionalString(body, "tradingVolume", 100);
  a.businessType = optionalString(body, "businessType", 100);
  a.experience = optionalString(body, "experience", 100);
  return a;
}

}  // namespace

services::RegisterInput parseRegisterRequest(const boost::json::object& body) {
  services::RegisterInput in;
  in.role = requireString(body, "role", 50);
  in.firstName = requireString(body, "firstName", 200);
  in.lastName = requireString(body, "lastName", 200);
  in.email = requireString(body, "email", 320);
  in.password = requireString(body, "password", 1024);
  in.trader = traderFields(body);
  return in;
}

LoginRequest parseLoginRequest(const boost::json::object& body) {
  return {requireString(body, "email", 320), requireString(body, "password", 1024)};
}

}  // namespace aurum::api
