#pragma once
#include <boost/json.hpp>
#include <string>

#include "services/auth_service.hpp"

namespace aurum::api {

/// POST /api/auth/register: role, names, e-mail, password, and the trader application when
/// companyName or tradingLicense is present.
services::RegisterInput parseRegisterRequest(const boost::json::object& body);

struct LoginRequest {
  std::string email;
  std::string password;
};
/// POST /api/auth/login.
LoginRequest parseLoginRequest(const boost::json::object& body);

}  // namespace aurum::api
