#pragma once
#include <cstdint>
#include <string>

namespace aurum::domain {

/// A trader's company profile. Registration number and trading licence come from onboarding
/// (the trader application) and are read-only for the trader.
struct Company {
  std::int64_t userId = 0;
  std::string companyName, registrationNumber, tradingLicense, businessAddress, contactEmail, phone,
      website, description, logoUrl;
  std::int64_t updatedAtMs = 0;
};

}  // namespace aurum::domain
