#pragma once
#include <optional>
#include <string>
#include <vector>

#include "domain/custody_chain.hpp"
#include "domain/product.hpp"
#include "domain/serialized_item.hpp"
#include "domain/user.hpp"
#include "storage/database.hpp"
#include "storage/provenance_repository.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// A custody event to append; time defaults to now.
struct NewCustodyEvent {
  domain::CustodyKind kind = domain::CustodyKind::kInspection;
  std::optional<std::int64_t> occurredAtMs;
  std::string location;
  std::string action;
  std::string verifiedBy;
};

/// Who enters an event and how far it is vouched for (docs/provenance.md, "Who may write").
struct EventAuthor {
  std::optional<std::int64_t> userId;  ///< empty: the platform itself (seed, order system)
  domain::Attestation attestation = domain::Attestation::kPlatform;
};
/// Events the platform records on its own (seed, orders): no account, platform-attested.
inline const EventAuthor kSystemAuthor{};
/// A trader's entry is the dealer's own word; an admin's (or an owner action the platform records
/// for its owner) is the platform's.
EventAuthor authorOf(const domain::User& u);

/// What a trader gives to register a new serialized item.
struct NewItem {
  std::string serialNumber;
  std::optional<std::int64_t> productId;
  std::string productName, productType = "bar", metal;
  std::int64_t weightMicroOz = 0;
  int fineness = 9999;
  std::string refiner, batch;
  int year = 0;
  std::string location, facility;
  std::optional<std::string> certifier, certificateNumber;
  std::optional<std::int64_t> certificateValidUntilMs;
  /// Earlier history the trader can vouch for (mine, refinery, assay, ...); a dealer_receipt
  /// at the trader's facility is always appended.
  std::vector<NewCustodyEvent> history;
};

/// The registry: serialized items and their append-only custody chains.
class ProvenanceService {
 public:
  ProvenanceService(storage::Database& db, const util::Clock& clock) : db_(db), clock_(clock) {}

  domain::SerializedItem registerItem(const NewItem& in, const domain::User& by);
  /// Appends an event to the item's chain: only the item's dealer (who registered it, or the seller
  /// of its product) or an admin; another trader gets not_found (the item is not theirs to know
  /// of).
  domain::CustodyEvent recordEvent(const std::string& serial, const NewCustodyEvent& e,
                                   const domain::User& by);

  /// Shop hook: allocates `quantity` in-stock serials of catalogue product `productId` to an
  /// order and records a sale event on each; returns the serials (fewer when stock runs out),
  /// sorted as an order's detail lists them.
  /// Idempotent per (order, product): serials already allocated are returned again.
  std::vector<std::string> allocateToOrder(std::int64_t orderId, std::int64_t productId,
                                           int quantity, std::int64_t buyerUserId);
  /// Shop hook: records delivery of every item of the order to its buyer.
  void recordOrderDelivered(std::int64_t orderId, const std::string& place);

  /// Owner reports their item stolen or lost (`kind`: stolen or lost). The owner and status
  /// checks and the write happen in one transaction (conditional update), so a concurrent
  /// transfer and report cannot both succeed; an item not yet delivered cannot be reported.
  domain::SerializedItem report(const std::string& serial, domain::ReportKind kind,
                                const std::string& note, const domain::User& by);
  /// Owner transfers a delivered item to another account (same one-transaction rule as report).
  domain::SerializedItem transfer(const std::string& serial, const std::string& toEmail,
                                  const domain::User& by);

  /// Items a user may manage: owned (client), stocked (trader), or every trader's (admin, first
  /// 500).
  std::vector<domain::SerializedItem> itemsFor(const domain::User& u);
  domain::SerializedItem requireItem(const std::string& serial);
  /// The item if `by` may work on it: an admin, or the trader whose stock it is (the dealer who
  /// registered it or the seller of its product); else not found, as if it did not exist.
  domain::SerializedItem requireStockItem(const std::string& serial, const domain::User& by);

  /// Records one Merkle root over every event not yet anchored; returns how many it covered.
  long long anchorNewEvents();
  std::vector<domain::MerkleRoot> roots(int limit = 60);

  /// Demo data: a full journey for a few units of every catalogue product (spec serials among
  /// them); does nothing when items exist already.
  void seedDemo(std::optional<std::int64_t> dealerUserId, std::optional<std::int64_t> ownerUserId);

 private:
  friend struct ProvenanceInTransaction;  // services/in_transaction.hpp

  /// The hooks above inside the caller's transaction (the shop's order transaction), so an order
  /// and its serials commit or roll back together. Units the registry lacks are serialized from
  /// the seller's stock first (docs/provenance.md, "Orders and serials").
  std::vector<std::string> allocateToOrderIn(soci::session& s, std::int64_t orderId,
                                             std::int64_t productId, int quantity,
                                             std::int64_t buyerUserId);
  /// The same for an order this transaction has just created (it holds no units yet), with the
  /// product the caller has already read.
  std::vector<std::string> allocateToNewOrderIn(soci::session& s, std::int64_t orderId,
                                                const domain::Product& product, int quantity,
                                                std::int64_t buyerUserId);
  /// Adds units to `serials` (those the order already holds) until it has `quantity`; `product`
  /// is null when the catalogue no longer has it (then only registered units can be sold).
  std::vector<std::string> allocateUnitsIn(soci::session& s, std::int64_t orderId,
                                           std::int64_t productId, const domain::Product* product,
                                           int quantity, std::int64_t buyerUserId,
                                           std::vector<std::string> serials);
  void recordOrderDeliveredIn(soci::session& s, std::int64_t orderId, const std::string& place);
  /// An order cancelled before shipment: each sold item returns to dealer stock (a dealer_receipt
  /// event, since events are append-only), its owner and order cleared.
  void releaseOrderIn(soci::session& s, std::int64_t orderId);

  domain::CustodyEvent append(soci::session& s, const domain::SerializedItem& item,
                              const NewCustodyEvent& e, const EventAuthor& author,
                              std::int64_t now);
  /// Inserts `item` and its history (by `author`, in time order), then `last` by its own author
  /// when given; returns the new id.
  std::int64_t insertWithHistory(
      soci::session& s, domain::SerializedItem& item, std::vector<NewCustodyEvent> history,
      const EventAuthor& author, std::int64_t now,
      const std::optional<std::pair<NewCustodyEvent, EventAuthor>>& last = std::nullopt);
  /// The history part of insertWithHistory, for an item just inserted (its id set).
  void insertHistory(soci::session& s, const domain::SerializedItem& item,
                     std::vector<NewCustodyEvent> history, const EventAuthor& author,
                     std::int64_t now,
                     const std::optional<std::pair<NewCustodyEvent, EventAuthor>>& last);
  /// The item's dealer: the account that registered it or the seller of its catalogue product.
  bool isDealerOf(soci::session& s, const domain::SerializedItem& item, std::int64_t userId);
  /// Registers one unit of a catalogue product the registry has no record of (shortfall),
  /// already sold to `buyerUserId` on order `orderId`: its journey ends in the sale, as a
  /// registered unit's does once allocated (one insert, no claim and append afterwards).
  domain::SerializedItem serializeSoldUnit(soci::session& s, const domain::Product& product,
                                           std::int64_t orderId, std::int64_t buyerUserId,
                                           std::int64_t now);
  /// Stock received by the seller (InventoryService, in the stock change's transaction): `count`
  /// new serials of the product, each with a custody journey ending in the dealer's receipt
  /// entered by `actorUserId`.
  std::vector<std::string> registerStockUnitsIn(soci::session& s, std::int64_t productId,
                                                std::int64_t count, std::int64_t adjustmentId,
                                                std::int64_t actorUserId);
  /// One new unit of a product: serial from `tag` and `refId` (an order, or "R" and a stock
  /// adjustment), received by `receivedBy` (none: the platform from the seller's records); sold
  /// to `soldTo` on order `refId` when given.
  domain::SerializedItem serializeUnit(soci::session& s, const domain::Product& product,
                                       const std::string& tag, std::int64_t refId, std::int64_t now,
                                       std::optional<std::int64_t> receivedBy,
                                       std::optional<std::int64_t> soldTo = std::nullopt);

  storage::Database& db_;
  const util::Clock& clock_;
};

/// Upper-cases and trims a serial; throws a validation error when it is not a serial.
std::string normalizeSerial(const std::string& raw, const char* field = "serialNumber");

}  // namespace aurum::services
