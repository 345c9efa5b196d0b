#pragma once
#include <cstdint>
#include <string>

#include "domain/metal.hpp"

namespace aurum::domain {

/// A catalogue product as stored. Weights are integer micro troy ounces; purity parts per 10,000.
struct Product {
  std::int64_t id = 0;
  std::string name, description;
  Metal metal = Metal::kGold;
  std::string form;  ///< bar | coin
  std::int64_t weightMicroOz = 0;
  std::int64_t fineWeightMicroOz = 0;
  int purity = 0;
  std::int64_t premiumCents = 0;
  std::int64_t stock = 0;     ///< units available (not held by an open checkout)
  std::int64_t reserved = 0;  ///< units held by open checkouts (filled where asked for)
  std::int64_t sellerId = 0;
  std::string imageUrl;
  bool active = true;      ///< false: archived (out of the catalogue, orders kept)
  std::string sellerName;  ///< company name, else the seller's name; "Aurum" for house products
};

}  // namespace aurum::domain
