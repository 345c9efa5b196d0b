#include "domain/custody_chain.hpp"

#include <array>
#include <utility>

#include "domain/sha256.hpp"

namespace aurum::domain {

namespace {

constexpr std::array<std::pair<CustodyKind, const char*>, 11> kKinds{{
    {CustodyKind::kMine, "mine"},
    {CustodyKind::kRefinery, "refinery"},
    {CustodyKind::kAssay, "assay"},
    {CustodyKind::kCertification, "certification"},
    {CustodyKind::kVaultIntake, "vault_intake"},
    {CustodyKind::kDealerReceipt, "dealer_receipt"},
    {CustodyKind::kSale, "sale"},
    {CustodyKind::kDelivery, "delivery"},
    {CustodyKind::kInspection, "inspection"},
    {CustodyKind::kTransfer, "transfer"},
    {CustodyKind::kReport, "report"},
}};

void field(std::string& out, std::string_view v) {
  out += std::to_string(v.size());
  out += ':';
  out += v;
  out += '\n';
}

}  // namespace

const std::string kGenesisHash(64, '0');

const char* custodyKindName(CustodyKind k) {
  for (const auto& [kind, name] : kKinds)
    if (kind == k) return name;
  return "unknown";
}

std::optional<CustodyKind> parseCustodyKind(std::string_view name) {
  for (const auto& [kind, n] : kKinds)
    if (name == n) return kind;
  return std::nullopt;
}

const char* attestationName(Attestation a) {
  switch (a) {
    case Attestation::kDealer:
      return "dealer";
    case Attestation::kPlatform:
      return "platform";
    case Attestation::kIndependent:
      return "independent";
  }
  return "dealer";
}

std::optional<Attestation> parseAttestation(std::string_view name) {
  for (auto a : {Attestation::kDealer, Attestation::kPlatform, Attestation::kIndependent})
    if (name == attestationName(a)) return a;
  return std::nullopt;
}

std::string canonicalEncoding(const CustodyEvent& e) {
  std::string out = "aurum-custody-v1\n";
  field(out, e.serialNumber);
  field(out, std::to_string(e.seq));
  field(out, custodyKindName(e.kind));
  field(out, std::to_string(e.occurredAtMs));
  field(out, e.location);
  field(out, e.action);
  field(out, e.verifiedBy);
  field(out, e.prevHash);
  return out;
}

std::string custodyHash(const CustodyEvent& e) { return sha256Hex(canonicalEncoding(e)); }

void linkEvent(CustodyEvent& next, std::int64_t headSeq, const std::string& headHash) {
  next.seq = headSeq + 1;
  next.prevHash = headSeq == 0 ? kGenesisHash : headHash;
  next.hash = custodyHash(next);
}

ChainCheck verifyChain(const std::vector<CustodyEvent>& events, const std::string& storedHead,
                       std::int64_t storedCount) {
  ChainCheck c;
  std::string prev = kGenesisHash;
  auto fail = [&](std::size_t at, const char* problem) {
    c.intact = false;
    c.brokenAt = at;
    c.problem = problem;
    return c;
  };
  for (std::size_t i = 0; i < events.size(); ++i) {
    const auto& e = events[i];
    // Order matters: a swapped or deleted event shows first as a broken link or a gap, and a
    // changed byte inside an event as a hash that no longer matches its contents.
    if (e.prevHash != prev) return fail(i, "link_broken");
    if (e.seq != static_cast<std::int64_t>(i) + 1) return fail(i, "sequence_gap");
    if (custodyHash(e) != e.hash) return fail(i, "hash_mismatch");
    prev = e.hash;
    c.length = i + 1;
    c.head = e.hash;
  }
  if (static_cast<std::int64_t>(events.size()) != storedCount) {
    auto at = static_cast<std::size_t>(std::min<std::int64_t>(storedCount, events.size()));
    return fail(at, "count_mismatch");
  }
  if (!events.empty() && storedHead != c.head) return fail(events.size() - 1, "head_mismatch");
  if (events.empty() && !storedHead.empty() && storedHead != kGenesisHash)
    return fail(0, "head_mismatch");
  return c;
}

std::string merkleRoot(std::vector<std::string> level) {
  if (level.empty()) return kGenesisHash;
  while (level.size() > 1) {
    std::vector<std::string> up;
    up.reserve((level.size() + 1) / 2);
    for (std::size_t i = 0; i < level.size(); i += 2) {
      const auto& right = i + 1 < level.size() ? level[i + 1] : level[i];
      up.push_back(sha256Hex(level[i] + right));
    }
    level = std::move(up);
  }
  return level.front();
}

void MerkleBuilder::add(std::string leaf) {
  std::size_t level = 0;
  for (; level < pending_.size() && pending_[level]; ++level) {
    leaf = sha256Hex(*pending_[level] + leaf);
    pending_[level].reset();
  }
  if (level == pending_.size()) pending_.emplace_back();
  pending_[level] = std::move(leaf);
  ++count_;
}

// Level by level, merkleRoot's nodes at level k end with at most two that are not inside a
// perfect subtree of 2^(k+1) leaves: pending_[k] (bit k of the count) and the one node the leaves
// after it make at level k (`carry`). Two pair up; one alone on a level of several is paired with
// itself, as merkleRoot pairs the last hash of an odd level.
std::string MerkleBuilder::root() const {
  if (count_ == 0) return kGenesisHash;
  std::optional<std::string> carry;
  std::size_t nodes = count_;
  std::size_t level = 0;
  for (; nodes > 1; ++level, nodes = (nodes + 1) / 2) {
    const auto* left = level < pending_.size() && pending_[level] ? &*pending_[level] : nullptr;
    if (left && carry)
      carry = sha256Hex(*left + *carry);
    else if (left)
      carry = sha256Hex(*left + *left);
    else if (carry)
      carry = sha256Hex(*carry + *carry);
  }
  return carry ? *carry : *pending_[level];
}

}  // namespace aurum::domain
