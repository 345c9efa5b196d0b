#pragma once
#include "services/account_services.hpp"
#include "services/admin_service.hpp"
#include "services/auth_service.hpp"
#include "services/compliance_service.hpp"
#include "services/contact_service.hpp"
#include "services/market_service.hpp"
#include "services/passkey_service.hpp"
#include "services/provenance_service.hpp"
#include "services/security_service.hpp"
#include "services/shop.hpp"
#include "services/trader_service.hpp"
#include "services/verification_service.hpp"

namespace aurum::services {

/// Everything the API layer may call, wired once in app/.
struct Services {
  AuthService& auth;
  ContactService& contact;
  MarketService& market;  ///< live prices, candles; also the SpotPrices every pricing reader uses
  ProvenanceService& provenance;      ///< serialized items and custody chains
  VerificationService& verification;  ///< public lookups, trust scores, certificates
  Shop& shop;                         ///< catalogue, cart, checkout, orders, portfolio
  ComplianceService& compliance;      ///< profile, KYC, limits, AML, reports
  SecurityService& security;          ///< second factors, sessions, password, security log, closure
  PasskeyService& passkeys;           ///< WebAuthn credentials: registration, assertions
  AccountServices& account;           ///< settings, notifications, price alerts, data export/import
  AdminService& admin;                ///< admin console: dashboard, users, traders, audit log
  TraderService& trader;  ///< trader workspace: analytics, clients, invites, dashboard, offers
};

}  // namespace aurum::services
