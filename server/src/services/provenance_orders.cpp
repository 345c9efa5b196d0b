#include <algorithm>
#include <cstdio>
#include <ctime>

#include "crypto/token.hpp"
#include "domain/durations.hpp"
#include "domain/error.hpp"
#include "services/provenance_origins.hpp"
#include "services/provenance_service.hpp"
#include "storage/product_repository.hpp"

namespace aurum::services {

using domain::CustodyKind;
using domain::ItemStatus;
using domain::SerializedItem;
namespace prov = storage::provenance;

namespace {
constexpr const char* kDealerLocation = "New York, NY, USA";
constexpr const char* kDealerFacility = "Aurum Trading Desk, Financial District";

int yearOf(std::int64_t ms) {
  std::time_t t = static_cast<std::time_t>(ms / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  return tm.tm_year + 1900;
}

/// "AU-2026-000042-01": metal, year, order (or "R" and stock adjustment) and unit; unique
/// because order and adjustment ids are.
std::string shortfallSerial(const MetalOrigin& o, int year, std::int64_t refId, int unit,
                            const char* tag = "") {
  char buf[56];
  std::snprintf(buf, sizeof buf, "%s-%04d-%s%06lld-%02d", o.code, year, tag,
                static_cast<long long>(refId), unit);
  return buf;
}

/// The sale of a unit allocated to an order: its custody event.
NewCustodyEvent saleEvent(const SerializedItem& item, std::int64_t orderId, std::int64_t now) {
  return {CustodyKind::kSale, now, item.location,
          "Sold on order #" + std::to_string(orderId) + " and reserved for shipping",
          "Aurum order system"};
}

}  // namespace

SerializedItem ProvenanceService::serializeSoldUnit(soci::session& s,
                                                    const domain::Product& product,
                                                    std::int64_t orderId, std::int64_t buyerUserId,
                                                    std::int64_t now) {
  return serializeUnit(s, product, "", orderId, now, std::nullopt, buyerUserId);
}

std::vector<std::string> ProvenanceService::registerStockUnitsIn(soci::session& s,
                                                                 std::int64_t productId,
                                                                 std::int64_t count,
                                                                 std::int64_t adjustmentId,
                                                                 std::int64_t actorUserId) {
  const auto now = clock_.nowMs();
  auto product = storage::ProductRepository::find(s, productId);
  if (!product) throw std::logic_error("serializing a unit of an unknown product");
  std::vector<std::string> serials;
  for (std::int64_t i = 0; i < count; ++i)
    serials.push_back(serializeUnit(s, *product, "R", adjustmentId, now, actorUserId).serialNumber);
  return serials;
}

SerializedItem ProvenanceService::serializeUnit(soci::session& s, const domain::Product& product,
                                                const std::string& tag, std::int64_t refId,
                                                std::int64_t now,
                                                std::optional<std::int64_t> receivedBy,
                                                std::optional<std::int64_t> soldTo) {
  const auto metal = std::string(domain::metalName(product.metal));
  const auto* origin = metalOrigin(metal);
  if (!origin) throw std::logic_error("no origin for metal " + metal);

  SerializedItem item;
  const int year = yearOf(now);
  item.productId = product.id;
  item.productName = product.name;
  item.productType = product.form == "coin" ? "coin" : "bar";
  item.metal = product.metal;
  item.weightMicroOz = product.weightMicroOz;
  item.fineness = product.purity;
  item.refiner = origin->refiner;
  item.batch = std::string(origin->code) + "-" + std::to_string(year) + "-" +
               (tag.empty() ? "S" : tag) + std::to_string(refId);
  item.year = year;
  item.location = kDealerLocation;
  item.facility = kDealerFacility;
  item.certifier = origin->certifier;
  item.certificateValidUntilMs = now + 730 * domain::kDayMs;
  if (product.sellerId) item.dealerUserId = product.sellerId;
  item.status = ItemStatus::kAtDealer;
  item.createdAtMs = now;
  std::optional<std::pair<NewCustodyEvent, EventAuthor>> sale;
  if (soldTo) {  // allocated to order `refId` and sold in the same breath
    sale.emplace(saleEvent(item, refId, now), kSystemAuthor);
    item.status = ItemStatus::kSold;
    item.ownerUserId = soldTo;
    item.orderId = refId;
  }

  // Orders: "AU-2026-000042-01"; stock received on adjustment 42: "AU-2026-R000042-01". A
  // trader may have registered the name already: the insert skips a taken one, and the next is
  // tried (no read of the name first).
  for (int unit = 1;; ++unit) {
    item.serialNumber = tag.empty() ? shortfallSerial(*origin, year, refId, unit)
                                    : shortfallSerial(*origin, year, refId, unit, tag.c_str());
    item.qrCode = "AURUM:" + item.serialNumber + ":" + crypto::randomToken(6);
    item.certificateNumber = std::string(origin->certifier) + "-" + item.serialNumber;
    if (auto id = prov::insertItemUnlessSerialTaken(s, item)) {
      item.id = *id;
      break;
    }
  }
  // The refiner's and certifier's records that came with the unit, then the dealer's receipt:
  // the registry's own registration path. The mine of origin is not known for such units, so
  // no mine event is invented (the supply-chain score shows four of five stages).
  const auto fine = domain::formatFineness(item.fineness);
  const auto where = item.location + " (" + item.facility + ")";
  const auto receipt =
      receivedBy
          ? "Received into the dealer's stock (stock adjustment #" + std::to_string(refId) + ")"
          : "Serialized from dealer stock for order #" + std::to_string(refId);
  insertHistory(
      s, item,
      {{CustodyKind::kRefinery, now - 3, origin->refinery,
        "Refined to " + fine + " fine and cast, batch " + item.batch + " (refiner's record)",
        origin->refiner},
       {CustodyKind::kAssay, now - 2, origin->refinery,
        "Assay certificate: " + fine + " fineness, " + domain::formatOunces(item.weightMicroOz),
        origin->refiner},
       {CustodyKind::kCertification, now - 1, origin->refinery,
        "Certificate " + *item.certificateNumber + " recorded",
        std::string(origin->certifier) + " Good Delivery"},
       {CustodyKind::kDealerReceipt, now, where, receipt,
        receivedBy ? product.sellerName : std::string("Aurum Trading Desk")}},
      // Entered from the seller's stock records, not checked by anyone: the dealer's word (it
      // does not count as physical verification). Stock received by a trader is entered by them.
      EventAuthor{receivedBy, domain::Attestation::kDealer}, now, sale);
  return item;
}

std::vector<std::string> ProvenanceService::allocateToOrderIn(soci::session& s,
                                                              std::int64_t orderId,
                                                              std::int64_t productId, int quantity,
                                                              std::int64_t buyerUserId) {
  std::vector<std::string> serials;
  for (const auto& it : prov::itemsOfOrder(s, orderId))
    if (it.productId == productId) serials.push_back(it.serialNumber);
  const auto product = storage::ProductRepository::find(s, productId);
  return allocateUnitsIn(s, orderId, productId, product ? &*product : nullptr, quantity,
                         buyerUserId, std::move(serials));
}

std::vector<std::string> ProvenanceService::allocateToNewOrderIn(soci::session& s,
                                                                 std::int64_t orderId,
                                                                 const domain::Product& product,
                                                                 int quantity,
                                                                 std::int64_t buyerUserId) {
  return allocateUnitsIn(s, orderId, product.id, &product, quantity, buyerUserId, {});
}

std::vector<std::string> ProvenanceService::allocateUnitsIn(soci::session& s, std::int64_t orderId,
                                                            std::int64_t productId,
                                                            const domain::Product* product,
                                                            int quantity, std::int64_t buyerUserId,
                                                            std::vector<std::string> serials) {
  const auto now = clock_.nowMs();
  auto sell = [&](SerializedItem item) {
    append(s, item, saleEvent(item, orderId, now), kSystemAuthor, now);
    prov::updateItemCustody(s, item.id, ItemStatus::kSold, buyerUserId, item.location,
                            item.facility);
    serials.push_back(item.serialNumber);
  };

  // Only the product's seller's units may go to its buyers.
  std::optional<std::int64_t> sellerId;
  if (product && product->sellerId) sellerId = product->sellerId;
  // Registered units first, oldest first. A claim is a conditional update, so two orders racing
  // for the same unit cannot both get it; the loser looks again.
  while (static_cast<int>(serials.size()) < quantity) {
    int missing = quantity - static_cast<int>(serials.size());
    auto candidates = prov::availableItemsOfProduct(s, productId, sellerId, missing);
    if (candidates.empty()) break;
    for (auto& item : candidates)
      if (prov::claimItemForOrder(s, item.id, orderId)) sell(item);
  }
  // The shortfall: stock the registry has no record of is serialized now, sold to the buyer.
  if (static_cast<int>(serials.size()) < quantity && !product)
    throw std::logic_error("serializing a unit of an unknown product");
  while (static_cast<int>(serials.size()) < quantity)
    serials.push_back(serializeSoldUnit(s, *product, orderId, buyerUserId, now).serialNumber);
  std::sort(serials.begin(), serials.end());  // as OrderRepository::loadDetail lists them
  return serials;
}

void ProvenanceService::recordOrderDeliveredIn(soci::session& s, std::int64_t orderId,
                                               const std::string& place) {
  const auto now = clock_.nowMs();
  const auto where = place.empty() ? std::string("Buyer's address") : place;
  for (const auto& item : prov::itemsOfOrder(s, orderId)) {
    if (item.status != ItemStatus::kSold) continue;
    append(s, item,
           {CustodyKind::kDelivery, now, where,
            "Delivered to the buyer on order #" + std::to_string(orderId), "Insured courier"},
           kSystemAuthor, now);
    prov::updateItemCustody(s, item.id, ItemStatus::kDelivered, item.ownerUserId, where,
                            "Owner's custody");
  }
}

void ProvenanceService::releaseOrderIn(soci::session& s, std::int64_t orderId) {
  const auto now = clock_.nowMs();
  for (const auto& item : prov::itemsOfOrder(s, orderId)) {
    // Conditional on still being a sold unit of this order: shipped or reported items stay as
    // they are, and the buyer never stays owner of a released unit.
    if (!prov::releaseItemFromOrder(s, item.id, orderId)) continue;
    append(s, item,
           {CustodyKind::kDealerReceipt, now, item.location + " (" + item.facility + ")",
            "Returned to dealer stock: order #" + std::to_string(orderId) +
                " cancelled before shipment",
            "Aurum order system"},
           kSystemAuthor, now);
  }
}

}  // namespace aurum::services
