#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

namespace aurum::storage {

/// Aggregates over a seller's paid orders (every status but cancelled) created in [fromMs, toMs).
/// `sellerId` 0: the whole platform. All sums are SQL aggregates (docs/trader-workspace.md).
struct SalesTotals {
  std::int64_t revenueCents = 0, orders = 0;
};
struct TopProductRow {
  std::int64_t productId = 0;
  std::string name;
  std::int64_t units = 0, revenueCents = 0;
};
struct ClientRow {
  std::int64_t id = 0;
  std::string firstName, lastName, email;
  std::optional<std::string> kycStatus;
  std::int64_t orders = 0, totalCents = 0;
  std::optional<std::int64_t> firstOrderMs, lastOrderMs, inviteAcceptedMs;
};
struct InviteRow {
  std::int64_t id = 0, traderId = 0;
  std::string email;
  std::int64_t createdAtMs = 0;
  std::optional<std::int64_t> acceptedUserId, acceptedAtMs;
};
struct OfferLineRow {
  std::int64_t productId = 0;
  std::string name, metal;
  std::int64_t quantity = 0, unitCents = 0;
};
struct OfferRow {
  std::int64_t id = 0, traderId = 0, clientId = 0;
  std::string clientName, status, note;
  std::int64_t createdAtMs = 0, expiresAtMs = 0;
  std::vector<OfferLineRow> lines;
};

struct TraderRepository {
  // Analytics
  static SalesTotals totals(soci::session& s, std::int64_t sellerId, std::int64_t fromMs,
                            std::int64_t toMs);
  /// (day number since the epoch, revenue cents), days with sales only.
  static std::vector<std::pair<std::int64_t, std::int64_t>> revenueByDay(soci::session& s,
                                                                         std::int64_t sellerId,
                                                                         std::int64_t fromMs,
                                                                         std::int64_t toMs);
  static std::vector<std::pair<std::string, std::int64_t>> unitsByMetal(soci::session& s,
                                                                        std::int64_t sellerId,
                                                                        std::int64_t fromMs,
                                                                        std::int64_t toMs);
  static std::vector<TopProductRow> topProducts(soci::session& s, std::int64_t sellerId,
                                                std::int64_t fromMs, std::int64_t toMs, int limit);
  /// (distinct buyers, buyers with two orders or more).
  static std::pair<std::int64_t, std::int64_t> buyers(soci::session& s, std::int64_t sellerId,
                                                      std::int64_t fromMs, std::int64_t toMs);
  /// Σ premium_cents × quantity of the lines.
  static std::int64_t premiumMargin(soci::session& s, std::int64_t sellerId, std::int64_t fromMs,
                                    std::int64_t toMs);
  /// Newest order ids of the seller (every status).
  static std::vector<std::int64_t> recentOrderIds(soci::session& s, std::int64_t sellerId,
                                                  int limit);
  /// Order ids of `clientId` with the seller, newest first.
  static std::vector<std::int64_t> clientOrderIds(soci::session& s, std::int64_t sellerId,
                                                  std::int64_t clientId);

  // Clients
  /// Buyers of the seller and accounts registered from its invites; `sellerId` 0: every client
  /// account and every buyer.
  static std::vector<ClientRow> clients(soci::session& s, std::int64_t sellerId);
  static bool isClient(soci::session& s, std::int64_t sellerId, std::int64_t userId);
  /// The company name (companies, else the trader application, else the person's name).
  static std::string sellerName(soci::session& s, std::int64_t sellerId);
  /// The trading licence (companies, else the application); empty when none.
  static std::string licenseNumber(soci::session& s, std::int64_t sellerId);
  /// Active products of the seller (all sellers for 0).
  static std::vector<std::int64_t> activeProductIds(soci::session& s, std::int64_t sellerId);

  // Invites
  static std::optional<InviteRow> findInvite(soci::session& s, std::int64_t traderId,
                                             const std::string& email);
  static std::int64_t insertInvite(soci::session& s, const InviteRow& row);
  static std::vector<InviteRow> invites(soci::session& s, std::int64_t traderId);
  /// Marks every open invite of `email` accepted by `userId` (registration).
  static void acceptInvites(soci::session& s, const std::string& email, std::int64_t userId,
                            std::int64_t nowMs);

  // Offers
  static std::int64_t insertOffer(soci::session& s, const OfferRow& offer);
  static std::optional<OfferRow> findOffer(soci::session& s, std::int64_t id);
  /// `traderId` 0: every offer (admin).
  static std::vector<OfferRow> offersOfTrader(soci::session& s, std::int64_t traderId);
  static std::vector<OfferRow> openOffersOfClient(soci::session& s, std::int64_t clientId,
                                                  std::int64_t nowMs);
  /// Moves an open offer to `status`; false when it is no longer open.
  static bool decideOffer(soci::session& s, std::int64_t id, const std::string& status,
                          std::int64_t nowMs);
  /// An accepted offer's line in the client's cart: replaces the client's line of that product
  /// with one keeping the offer and its locked unit price (cart_items.offer_id, locked_unit_cents).
  static void putOfferLineInCart(soci::session& s, std::int64_t userId, std::int64_t productId,
                                 std::int64_t qty, std::int64_t offerId,
                                 std::int64_t lockedUnitCents, std::int64_t nowMs);
};

}  // namespace aurum::storage
