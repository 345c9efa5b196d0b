#pragma once
#include <cstdint>
#include <optional>
#include <string>

#include "domain/metal.hpp"
#include "domain/verification_status.hpp"

namespace aurum::domain {

/// A bar or coin with its own serial number (the registry's aggregate root).
struct SerializedItem {
  std::int64_t id = 0;
  std::string serialNumber;  ///< upper-case, e.g. AU-2024-001234
  std::string qrCode;
  std::optional<std::int64_t> productId;
  std::string productName;
  std::string productType;  ///< bar or coin
  Metal metal = Metal::kGold;
  std::int64_t weightMicroOz = 0;
  int fineness = 9999;  ///< parts per 10,000
  std::string refiner;
  std::string batch;
  int year = 0;
  std::string location;
  std::string facility;
  std::optional<std::string> certifier;
  std::optional<std::string> certificateNumber;
  std::optional<std::int64_t> certificateValidUntilMs;
  std::optional<std::int64_t> ownerUserId;
  std::optional<std::int64_t> dealerUserId;
  std::optional<std::int64_t> orderId;
  ItemStatus status = ItemStatus::kInVault;
  std::int64_t createdAtMs = 0;
};

/// "1 oz", "0.5 oz", "32.15 oz": the weight as a decimal string of troy ounces.
std::string formatOunces(std::int64_t microOz);
/// "999.9" from 9999 parts per 10,000.
std::string formatFineness(int partsPer10k);
/// Serial numbers: 3 to 40 characters of A-Z, 0-9 and '-', compared upper-case.
bool isValidSerial(std::string_view serial);

}  // namespace aurum::domain
