#include "domain/ledger.hpp"

#include "domain/user_text.hpp"

namespace aurum::domain {

std::string customerAccount(std::int64_t userId) { return "customer:" + std::to_string(userId); }

std::string salesAccount(Metal m) { return std::string("dealer:sales:") + metalName(m); }

std::vector<Posting> purchasePostings(std::int64_t userId, const std::vector<PurchaseLine>& lines,
                                      std::int64_t shippingCents, std::int64_t taxCents) {
  std::map<Metal, std::int64_t> metal, sales;
  std::int64_t total = shippingCents + taxCents;
  for (const auto& l : lines) {
    metal[l.metal] += l.fineMicroOz;
    sales[l.metal] += l.lineCents;
    total += l.lineCents;
  }
  std::vector<Posting> out;
  auto add = [&](std::string account, std::string asset, std::int64_t amount) {
    if (amount != 0) out.push_back({std::move(account), std::move(asset), amount});
  };
  for (const auto& [m, q] : metal) {
    add(customerAccount(userId), metalName(m), q);
    add(kDealerInventory, metalName(m), -q);
  }
  add(kCardSettlement, kUsd, -total);
  for (const auto& [m, c] : sales) add(salesAccount(m), kUsd, c);
  add(kDealerShipping, kUsd, shippingCents);
  add(kTaxPayable, kUsd, taxCents);
  return out;
}

std::vector<Posting> reversePostings(const std::vector<Posting>& postings) {
  std::vector<Posting> out;
  out.reserve(postings.size());
  for (const auto& p : postings) out.push_back({p.account, p.asset, -p.amount});
  return out;
}

std::map<std::string, std::int64_t> sumByAsset(const std::vector<Posting>& postings) {
  std::map<std::string, std::int64_t> sums;
  for (const auto& p : postings) sums[p.asset] += p.amount;
  return sums;
}

bool isBalanced(const std::vector<Posting>& postings) {
  for (const auto& [asset, sum] : sumByAsset(postings))
    if (sum != 0) return false;
  return true;
}

Message journalDescription(std::string_view kind, std::int64_t orderId, const std::string& stored) {
  MessageArgs args{{"order", std::to_string(orderId)}};
  if (kind == "purchase") return Message(userText("Order #{order}"), std::move(args));
  if (kind == "cancellation") return Message(userText("Order #{order} cancelled"), std::move(args));
  return Message(stored);
}

}  // namespace aurum::domain
