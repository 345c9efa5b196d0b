#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "domain/error.hpp"
#include "domain/metal.hpp"

namespace aurum::domain {

/// One side of a journal entry: `amount` of `asset` into `account` (negative = out of it).
/// Assets are "USD" (cents) or a metal name (micro troy ounces).
struct Posting {
  std::string account;
  std::string asset;
  std::int64_t amount = 0;
};

inline constexpr const char* kUsd = "USD";
/// The customer's holdings account.
std::string customerAccount(std::int64_t userId);
/// Dealer revenue for one metal: the buyer's cost basis in that metal is what it paid here.
std::string salesAccount(Metal m);
inline constexpr const char* kDealerInventory = "dealer:inventory";
inline constexpr const char* kDealerShipping = "dealer:shipping";
inline constexpr const char* kTaxPayable = "tax:payable";
inline constexpr const char* kCardSettlement = "external:card";

struct PurchaseLine {
  Metal metal = Metal::kGold;
  std::int64_t fineMicroOz = 0;  ///< fine metal for the whole line (unit fine weight × quantity)
  std::int64_t lineCents = 0;
};

/// Balanced postings for a paid order: metal moves from dealer inventory to the customer; the
/// card payment is split into sales per metal, shipping and tax. Zero amounts are omitted.
std::vector<Posting> purchasePostings(std::int64_t userId, const std::vector<PurchaseLine>& lines,
                                      std::int64_t shippingCents, std::int64_t taxCents);
/// The exact reversal of `postings` (postings are never edited, only reversed).
std::vector<Posting> reversePostings(const std::vector<Posting>& postings);
/// Sum per asset; every value is zero for a balanced entry.
std::map<std::string, std::int64_t> sumByAsset(const std::vector<Posting>& postings);
bool isBalanced(const std::vector<Posting>& postings);

/// A journal's description as a message for the reader's language: a purchase is "Order #{order}",
/// a cancellation "Order #{order} cancelled"; any other kind reads as `stored`. Its English
/// rendering is what the journal stores.
Message journalDescription(std::string_view kind, std::int64_t orderId, const std::string& stored);

}  // namespace aurum::domain
