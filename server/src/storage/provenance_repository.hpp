#pragma once
#include <soci/soci.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "domain/clone_rules.hpp"
#include "domain/custody_chain.hpp"
#include "domain/provenance_records.hpp"
#include "domain/serialized_item.hpp"

namespace aurum::storage {

/// Serialized items and their custody chains. Events are only ever inserted (the database
/// refuses anything else); the head table is updated in the same transaction.
namespace provenance {

std::int64_t insertItem(soci::session& s, const domain::SerializedItem& item);
/// The same, or nullopt (nothing written) when an item already has its serial number.
std::optional<std::int64_t> insertItemUnlessSerialTaken(soci::session& s,
                                                        const domain::SerializedItem& item);
std::optional<domain::SerializedItem> findItemById(soci::session& s, std::int64_t id);
std::optional<domain::SerializedItem> findItemBySerial(soci::session& s,
                                                       const std::string& serialUpper);
/// Exact QR payload (case-insensitive).
std::optional<domain::SerializedItem> findItemByQr(soci::session& s, const std::string& qr);
/// Serials containing `fragment` (upper-case, [A-Z0-9-] only), shortest then alphabetical.
std::vector<domain::SerializedItem> findItemsBySerialFragment(soci::session& s,
                                                              const std::string& fragment,
                                                              int limit);
std::vector<domain::SerializedItem> itemsOwnedBy(soci::session& s, std::int64_t userId);
std::vector<domain::SerializedItem> itemsOfDealer(soci::session& s, std::int64_t userId, int limit);
/// Items of a catalogue product still in stock (in vault or at a dealer) and not allocated,
/// newest first: the first unit of each metal is the spec's walkthrough serial and stays in the
/// vault for as long as other units are left.
/// Only units whose dealer is `sellerId` (the product's seller; none = units without a dealer).
std::vector<domain::SerializedItem> availableItemsOfProduct(soci::session& s,
                                                            std::int64_t productId,
                                                            std::optional<std::int64_t> sellerId,
                                                            int limit);
std::vector<domain::SerializedItem> itemsOfOrder(soci::session& s, std::int64_t orderId);
long long countItems(soci::session& s);
long long countItemsOfProduct(soci::session& s, std::int64_t productId);

void updateItemCustody(soci::session& s, std::int64_t itemId, domain::ItemStatus status,
                       std::optional<std::int64_t> ownerUserId, const std::string& location,
                       const std::string& facility);
void setItemOrder(soci::session& s, std::int64_t itemId, std::optional<std::int64_t> orderId);
/// Gives an in-stock, unallocated item to an order; false when another order took it first (on
/// PostgreSQL the row lock makes a concurrent claim wait, then re-check the condition).
bool claimItemForOrder(soci::session& s, std::int64_t itemId, std::int64_t orderId);

/// Sets status and owner only if the row still has the expected status and owner (none = 0), so a
/// concurrent owner action that got there first makes this one fail instead of being overwritten
/// (on PostgreSQL the row lock makes the second wait, then re-check). False when it changed.
bool changeCustodyIf(soci::session& s, std::int64_t itemId, domain::ItemStatus expectedStatus,
                     std::optional<std::int64_t> expectedOwner, domain::ItemStatus status,
                     std::optional<std::int64_t> ownerUserId);
/// Returns a sold (not yet shipped) unit of `orderId` to dealer stock with no owner; false when it
/// is no longer a sold unit of that order.
bool releaseItemFromOrder(soci::session& s, std::int64_t itemId, std::int64_t orderId);

struct ChainHead {
  std::string hash;
  long long count = 0;
};
std::optional<ChainHead> loadHead(soci::session& s, std::int64_t itemId);
/// Takes the item's row lock (PostgreSQL) and returns its head; an item with no events yet has
/// none.
std::optional<ChainHead> lockHead(soci::session& s, std::int64_t itemId, std::int64_t nowMs);
std::vector<domain::CustodyEvent> loadEvents(soci::session& s, std::int64_t itemId,
                                             const std::string& serial);
/// Inserts a linked event and moves the head. `e` must already carry seq, prevHash and hash.
void appendEvent(soci::session& s, std::int64_t itemId, const domain::CustodyEvent& e,
                 std::optional<std::int64_t> actorUserId, std::int64_t nowMs);
/// The first `events` of an item inserted in the same transaction (already linked, seq 1..n),
/// then its head once: a new item's history without a head lookup per event. Each event's actor
/// is the account that entered it.
void insertHistory(soci::session& s, std::int64_t itemId,
                   const std::vector<domain::CustodyEvent>& events, std::int64_t nowMs);

// Daily Merkle roots.
using domain::MerkleRoot;
/// Makes one anchoring at a time read the last root and insert its own (PostgreSQL: an advisory
/// lock held to the end of the transaction; SQLite's writes are serial already).
void serializeAnchoring(soci::session& s);
long long lastAnchoredEventId(soci::session& s);
/// Each custody event after `afterId`, in id order: its id and hash, one at a time.
void forEachEventHashAfter(soci::session& s, long long afterId,
                           const std::function<void(long long, const std::string&)>& fn);
void insertRoot(soci::session& s, const MerkleRoot& r);
std::vector<MerkleRoot> listRoots(soci::session& s, int limit);

// Scans by signed-in accounts (POST /api/provenance/scans): clone detection, dashboards, records.
using domain::ScanRecord;
void insertScan(soci::session& s, const ScanRecord& l);
/// Scans of one item since `sinceMs`, newest first (at most 500).
std::vector<domain::Scan> scansOfItem(soci::session& s, std::int64_t itemId, std::int64_t sinceMs);
std::vector<ScanRecord> lookupsOfUser(soci::session& s, std::int64_t userId, int limit);
/// Scans of the dealer's items; `search` filters on serial or product name (case-insensitive).
std::vector<ScanRecord> lookupsOfDealerItems(soci::session& s, std::int64_t dealerId,
                                             const std::string& search, int limit);

void insertIssueReport(soci::session& s, const std::string& serial,
                       std::optional<std::int64_t> userId, const std::string& description,
                       std::int64_t nowMs);

// Signing keys.
struct StoredKey {
  std::string publicKey, secretKey;
};
std::optional<StoredKey> findSigningKey(soci::session& s, const std::string& name);
void insertSigningKeyIfAbsent(soci::session& s, const std::string& name, const StoredKey& key,
                              std::int64_t nowMs);

}  // namespace provenance
}  // namespace aurum::storage

namespace aurum::storage::provenance {
/// The catalogue products serialized units are made for (shop migration 003).
struct CatalogueProduct {
  long long id = 0;
  std::string name, metal, form;
  long long weightMicroOz = 0, stock = 0;
  int purity = 0;
};
std::vector<CatalogueProduct> catalogueProducts(soci::session& s);
}  // namespace aurum::storage::provenance

namespace aurum::storage::provenance {
/// Drops the key the database used to hold once it has been exported to the key file.
void deleteSigningKey(soci::session& s, const std::string& name);
}  // namespace aurum::storage::provenance
