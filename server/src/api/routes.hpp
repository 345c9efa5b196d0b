#pragma once
#include <functional>

#include "http/path_params.hpp"
#include "http/router.hpp"
#include "services/services.hpp"

namespace aurum::api {

struct ApiConfig {
  bool demoMode = true;  ///< demo sign-in routes exist only in demo mode
  long sessionCookieMaxAgeSeconds = 7L * 24 * 3600;
};

/// One registration function per resource (STYLE.md).
void registerHealthRoutes(http::Router& r, std::function<bool()> ready);
void registerAuthRoutes(http::Router& r, services::Services& s, const ApiConfig& config);
/// Second factors, sign-in's second step, sessions, password, security log, closure
/// (api/security.cpp).
void registerSecurityRoutes(http::Router& r, services::Services& s, const ApiConfig& config);
/// Passkeys: options, registration, sign-in without a password, list, removal (api/passkeys.cpp).
void registerPasskeyRoutes(http::Router& r, services::Services& s, const ApiConfig& config);
void registerAdminRoutes(http::Router& r, services::Services& s);
void registerContactRoutes(http::Router& r, services::Services& s);
void registerMarketRoutes(http::Router& r, services::Services& s);
void registerVerifyRoutes(http::Router& r, services::Services& s);
void registerProvenanceRoutes(http::Router& r, services::Services& s);
/// Profile, KYC, limits, compliance status and reports (api/compliance.cpp).
void registerComplianceRoutes(http::Router& r, services::Services& s);

/// Settings, notifications and price alerts (api/settings.cpp).
void registerSettingsRoutes(http::Router& r, services::Services& s);
/// 'Export Data' and 'Import Data' (api/account.cpp).
void registerAccountDataRoutes(http::Router& r, services::Services& s);

/// Trader workspace and the client's offers (api/trader.cpp).
void registerTraderRoutes(http::Router& r, services::Services& s);

/// Catalogue, cart, checkout, payments, orders and portfolio (api/products.cpp, cart.cpp, ...).
void registerShopRoutes(http::Router& r, services::Services& s);

/// Every route of the API, in one place, so the route/role test sees the same table as the server.
void registerAllRoutes(http::Router& r, services::Services& s, const ApiConfig& config,
                       std::function<bool()> ready);

}  // namespace aurum::api
