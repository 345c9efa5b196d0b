#pragma once
#include "services/auth_service.hpp"
#include "services/contact_service.hpp"

namespace aurum::services {

/// Everything the API layer may call, wired once in app/.
struct Services {
  AuthService& auth;
  ContactService& contact;
};

}  // namespace aurum::services
