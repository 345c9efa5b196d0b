#include <spdlog/spdlog.h>

#include <cstdio>
#include <map>

#include "crypto/token.hpp"
#include "domain/durations.hpp"
#include "services/provenance_origins.hpp"
#include "services/provenance_service.hpp"

namespace aurum::services {

using domain::CustodyKind;
using domain::ItemStatus;
namespace prov = storage::provenance;

namespace {
constexpr int kUnitsPerProduct = 3;

struct SeedProduct {
  std::optional<std::int64_t> id;
  std::string name, metal, form;
  std::int64_t weightMicroOz;
  int purity;
  int units;
};

/// Used when the shop catalogue is absent (the registry still has the spec's serials).
std::vector<SeedProduct> fallbackProducts() {
  return {
      {std::nullopt, "1 oz Gold Bar", "gold", "bar", 1'000'000, 9999,
       5},  // 5: the stolen demo unit is the 4th
      {std::nullopt, "10 oz Silver Bar", "silver", "bar", 10'000'000, 9990, kUnitsPerProduct},
      {std::nullopt, "1 oz Platinum Bar", "platinum", "bar", 1'000'000, 9995, kUnitsPerProduct},
      {std::nullopt, "1 oz Palladium Bar", "palladium", "bar", 1'000'000, 9995, kUnitsPerProduct}};
}

std::string serialOf(const MetalOrigin& o, int number) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%s-2024-%06d", o.code, number);
  return buf;
}

}  // namespace

void ProvenanceService::seedDemo(std::optional<std::int64_t> dealerUserId,
                                 std::optional<std::int64_t> ownerUserId) {
  auto existing = db_.read([](soci::session& s) { return prov::countItems(s); });
  if (existing > 0) return;
  std::vector<SeedProduct> products;
  try {
    for (const auto& p : db_.read([](soci::session& s) { return prov::catalogueProducts(s); }))
      products.push_back({p.id, p.name, p.metal, p.form, p.weightMicroOz, p.purity,
                          static_cast<int>(std::clamp<long long>(p.stock, 1, kUnitsPerProduct))});
  } catch (const std::exception& e) {
    spdlog::warn("no shop catalogue to serialize ({}); seeding the registry's own sample products",
                 e.what());
  }
  if (products.empty()) products = fallbackProducts();

  const auto now = clock_.nowMs();
  std::map<std::string, int> perMetal;
  int total = 0;
  db_.write([&](soci::session& s) {
    for (const auto& p : products) {
      const auto* origin = metalOrigin(p.metal);
      if (!origin) continue;
      const auto& o = *origin;
      for (int u = 0; u < p.units; ++u) {
        int k = perMetal[p.metal]++;  // 0-based unit index within the metal
        domain::SerializedItem item;
        item.serialNumber = serialOf(o, o.firstNumber + k);
        item.qrCode = "AURUM:" + item.serialNumber + ":" + crypto::randomToken(6);
        item.productId = p.id;
        item.productName = p.name;
        item.productType = p.form;
        item.metal = domain::parseMetal(p.metal).value_or(
            domain::Metal::kGold);  // origin found: a known metal
        item.weightMicroOz = p.weightMicroOz;
        item.fineness = p.purity;
        item.refiner = o.refiner;
        item.batch = std::string(o.code) + "-2024-B" + std::to_string(100 + k / 5);
        item.year = 2024;
        item.location = "New York, NY, USA";
        item.facility = "Brink's Secure Vault, Manhattan";
        item.certifier = o.certifier;
        item.certificateNumber =
            std::string(o.certifier) + "-" + o.code + "-" + std::to_string(240000 + k * 7);
        // One silver unit carries an expired certificate, so the demo shows a warning.
        bool expired = p.metal == "silver" && k == 1;
        item.certificateValidUntilMs =
            expired ? now - 30 * domain::kDayMs : now + 730 * domain::kDayMs;
        item.dealerUserId = dealerUserId;
        item.status = k % 2 ? ItemStatus::kAtDealer : ItemStatus::kInVault;
        item.createdAtMs = now;
        item.id = prov::insertItem(s, item);

        std::int64_t t0 = now - (420 + 3 * k) * domain::kDayMs;
        auto add = [&](CustodyKind kind, std::int64_t at, std::string loc, std::string action,
                       std::string by) {
          append(s, item, {kind, at, std::move(loc), std::move(action), std::move(by)},
                 kSystemAuthor, now);
        };
        add(CustodyKind::kMine, t0, o.mine, "Ore extracted and lot recorded", o.miner);
        add(CustodyKind::kRefinery, t0 + 21 * domain::kDayMs, o.refinery,
            "Refined to " + domain::formatFineness(p.purity) + " fine and cast, batch " +
                item.batch,
            o.refiner);
        add(CustodyKind::kAssay, t0 + 23 * domain::kDayMs, o.refinery,
            "Fire assay confirmed " + domain::formatFineness(p.purity) + " fineness and " +
                domain::formatOunces(p.weightMicroOz),
            "SGS Assay Laboratory");
        add(CustodyKind::kCertification, t0 + 25 * domain::kDayMs, "London, United Kingdom",
            "Certificate " + *item.certificateNumber + " issued",
            std::string(o.certifier) + " Good Delivery");
        add(CustodyKind::kVaultIntake, t0 + 45 * domain::kDayMs,
            item.location + " (" + item.facility + ")",
            "Received into allocated storage, seal intact", "Brink's Global Services");
        if (k % 3 != 2)
          add(CustodyKind::kInspection, now - (30 + k) * domain::kDayMs,
              item.location + " (" + item.facility + ")",
              "Annual audit: weight, dimensions and seal checked", "Bureau Veritas");
        if (item.status == ItemStatus::kAtDealer) {
          item.location = "New York, NY, USA";
          item.facility = "Aurum Trading Desk, Financial District";
          add(CustodyKind::kDealerReceipt, now - 20 * domain::kDayMs,
              item.location + " (" + item.facility + ")", "Received into dealer stock",
              "Aurum Trading Desk");
        }
        // The second gold unit was sold to the demo client and delivered; the fourth was
        // delivered and then reported stolen.
        if (ownerUserId && p.metal == "gold" && (k == 1 || k == 3)) {
          add(CustodyKind::kSale, now - 12 * domain::kDayMs, item.location,
              "Sold to a client account", "Aurum order system");
          add(CustodyKind::kDelivery, now - 9 * domain::kDayMs, "Brooklyn, NY, USA",
              "Delivered to the buyer, signature obtained", "Insured courier");
          item.status = ItemStatus::kDelivered;
          item.location = "Brooklyn, NY, USA";
          item.facility = "Owner's custody";
          if (k == 3) {
            add(CustodyKind::kReport, now - 2 * domain::kDayMs, item.location,
                "Reported stolen by the owner", "Owner");
            item.status = ItemStatus::kReportedStolen;
          }
          prov::updateItemCustody(s, item.id, item.status, ownerUserId, item.location,
                                  item.facility);
        } else if (item.status == ItemStatus::kAtDealer) {
          prov::updateItemCustody(s, item.id, item.status, std::nullopt, item.location,
                                  item.facility);
        }
        ++total;
      }
    }
  });
  spdlog::info("seeded {} serialized items with custody chains", total);
}

}  // namespace aurum::services
