#include <spdlog/spdlog.h>

#include "app/app.hpp"
#include "storage/product_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::app {

namespace {
using domain::Metal;

struct SeedProduct {
  const char* name;
  const char* description;
  Metal metal;
  const char* form;
  long long weightMicroOz;  ///< gross weight
  long long fineMicroOz;    ///< fine metal content (the priced quantity)
  int purity;
  long long premiumCents;
  long long stock;
};

constexpr long long kOz = 1'000'000;
constexpr long long kKilo = 32'150'747;  // troy ounces in 1 kg, in micro-ounces
constexpr long long k100g = 3'215'075;

// Bars are sold by fine content (a "1 oz .9999 bar" holds one troy ounce of fine gold); 22-carat
// coins weigh more than the fine gold they hold.
constexpr SeedProduct kCatalogue[] = {
    {"Gold Bar 1 oz",
     "PAMP Suisse Lady Fortuna 1 oz fine gold bar, .9999, sealed in CertiCard with assay.",
     Metal::kGold, "bar", kOz, kOz, 9999, 5500, 40},
    {"Gold Bar 5 oz", "Valcambi 5 oz cast gold bar, .9999 fine, serial-numbered.", Metal::kGold,
     "bar", 5 * kOz, 5 * kOz, 9999, 17500, 12},
    {"Gold Bar 10 oz", "Argor-Heraeus 10 oz gold bar, .9999 fine, LBMA good delivery refiner.",
     Metal::kGold, "bar", 10 * kOz, 10 * kOz, 9999, 29900, 8},
    {"Gold Bar 100 g", "Heraeus 100 gram minted gold bar, .9999 fine, with certificate.",
     Metal::kGold, "bar", k100g, k100g, 9999, 12900, 15},
    {"Gold Bar 1 kg",
     "Perth Mint 1 kilogram cast gold bar, .9999 fine, serial-numbered with assay.", Metal::kGold,
     "bar", kKilo, kKilo, 9999, 95000, 3},
    {"American Gold Eagle 1 oz",
     "US Mint American Gold Eagle, 22 carat, 1 troy ounce of fine gold.", Metal::kGold, "coin",
     1'090'900, kOz, 9167, 9900, 50},
    {"Canadian Gold Maple Leaf 1 oz",
     "Royal Canadian Mint Gold Maple Leaf, .9999 fine, 1 troy ounce.", Metal::kGold, "coin", kOz,
     kOz, 9999, 7900, 45},
    {"Krugerrand 1 oz", "South African Krugerrand, 22 carat, 1 troy ounce of fine gold.",
     Metal::kGold, "coin", 1'090'900, kOz, 9167, 6900, 30},
    {"Gold Britannia 1 oz", "Royal Mint Gold Britannia, .9999 fine, 1 troy ounce.", Metal::kGold,
     "coin", kOz, kOz, 9999, 7500, 25},
    {"American Gold Eagle 1/2 oz",
     "US Mint American Gold Eagle, 22 carat, half ounce of fine gold.", Metal::kGold, "coin",
     545'450, 500'000, 9167, 6500, 30},
    {"Gold Maple Leaf 1/10 oz", "Royal Canadian Mint Gold Maple Leaf, .9999 fine, one tenth ounce.",
     Metal::kGold, "coin", 100'000, 100'000, 9999, 3500, 80},
    {"Silver Bar 1 oz", "Sunshine Minting 1 oz silver bar, .999 fine, MintMark SI.", Metal::kSilver,
     "bar", kOz, kOz, 9990, 250, 500},
    {"Silver Bar 10 oz", "Johnson Matthey style 10 oz poured silver bar, .999 fine.",
     Metal::kSilver, "bar", 10 * kOz, 10 * kOz, 9990, 1500, 120},
    {"Silver Bar 100 oz", "Royal Canadian Mint 100 oz silver bar, .9999 fine, serial-numbered.",
     Metal::kSilver, "bar", 100 * kOz, 100 * kOz, 9999, 9900, 20},
    {"Silver Bar 1 kg", "Heraeus 1 kilogram silver bar, .999 fine.", Metal::kSilver, "bar", kKilo,
     kKilo, 9990, 4500, 30},
    {"American Silver Eagle 1 oz", "US Mint American Silver Eagle, .999 fine, 1 troy ounce.",
     Metal::kSilver, "coin", kOz, kOz, 9990, 650, 800},
    {"Silver Maple Leaf 1 oz", "Royal Canadian Mint Silver Maple Leaf, .9999 fine, 1 troy ounce.",
     Metal::kSilver, "coin", kOz, kOz, 9999, 450, 600},
    {"Silver Britannia 1 oz", "Royal Mint Silver Britannia, .999 fine, 1 troy ounce.",
     Metal::kSilver, "coin", kOz, kOz, 9990, 400, 400},
    {"Silver Philharmonic 1 oz",
     "Austrian Mint Vienna Philharmonic, .999 fine silver, 1 troy ounce.", Metal::kSilver, "coin",
     kOz, kOz, 9990, 420, 300},
    {"Platinum Bar 1 oz", "Valcambi 1 oz platinum bar, .9995 fine, sealed with assay.",
     Metal::kPlatinum, "bar", kOz, kOz, 9995, 6500, 20},
    {"Platinum Bar 5 oz", "PAMP Suisse 5 oz platinum bar, .9995 fine.", Metal::kPlatinum, "bar",
     5 * kOz, 5 * kOz, 9995, 22500, 6},
    {"Platinum Bar 10 oz", "Johnson Matthey 10 oz platinum bar, .9995 fine, serial-numbered.",
     Metal::kPlatinum, "bar", 10 * kOz, 10 * kOz, 9995, 39900, 4},
    {"American Platinum Eagle 1 oz", "US Mint American Platinum Eagle, .9995 fine, 1 troy ounce.",
     Metal::kPlatinum, "coin", kOz, kOz, 9995, 12500, 15},
    {"Platinum Maple Leaf 1 oz",
     "Royal Canadian Mint Platinum Maple Leaf, .9995 fine, 1 troy ounce.", Metal::kPlatinum, "coin",
     kOz, kOz, 9995, 9900, 12},
    {"Palladium Bar 1 oz", "PAMP Suisse 1 oz palladium bar, .9995 fine, sealed with assay.",
     Metal::kPalladium, "bar", kOz, kOz, 9995, 8500, 15},
    {"Palladium Bar 5 oz", "Valcambi 5 oz palladium bar, .9995 fine.", Metal::kPalladium, "bar",
     5 * kOz, 5 * kOz, 9995, 27500, 5},
    {"Palladium Bar 10 oz", "Valcambi 10 oz palladium bar, .9995 fine, serial-numbered.",
     Metal::kPalladium, "bar", 10 * kOz, 10 * kOz, 9995, 49900, 3},
    {"Palladium Maple Leaf 1 oz",
     "Royal Canadian Mint Palladium Maple Leaf, .9995 fine, 1 troy ounce.", Metal::kPalladium,
     "coin", kOz, kOz, 9995, 13900, 10},
    {"American Palladium Eagle 1 oz", "US Mint American Palladium Eagle, .9995 fine, 1 troy ounce.",
     Metal::kPalladium, "coin", kOz, kOz, 9995, 19900, 8},
    {"Gold Bar 1/2 oz", "Credit Suisse style half-ounce gold bar, .9999 fine, sealed.",
     Metal::kGold, "bar", 500'000, 500'000, 9999, 4500, 25},
};
}  // namespace

void seedDemoCatalogue(storage::Database& db, std::int64_t nowMs) {
  db.write([&](soci::session& s) {
    if (storage::ProductRepository::count(s) > 0) return;
    auto trader = storage::UserRepository::findByEmail(s, "demo.trader@aurum.example");
    for (const auto& p : kCatalogue) {
      domain::Product prod;
      prod.name = p.name;
      prod.description = p.description;
      prod.metal = p.metal;
      prod.form = p.form;
      prod.weightMicroOz = p.weightMicroOz;
      prod.fineWeightMicroOz = p.fineMicroOz;
      prod.purity = p.purity;
      prod.premiumCents = p.premiumCents;
      prod.stock = p.stock;
      prod.sellerId = trader ? trader->user.id : 0;
      prod.imageUrl =
          std::string("/media/products/") + domain::metalName(p.metal) + "-" + p.form + ".svg";
      storage::ProductRepository::insert(s, prod, nowMs);
    }
    spdlog::info("seeded demo catalogue ({} products)", std::size(kCatalogue));
  });
}

}  // namespace aurum::app
