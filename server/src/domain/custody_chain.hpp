#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aurum::domain {

/// Kinds of custody event, in the order a bar usually meets them.
enum class CustodyKind {
  kMine,
  kRefinery,
  kAssay,
  kCertification,
  kVaultIntake,
  kDealerReceipt,
  kSale,
  kDelivery,
  kInspection,
  kTransfer,
  kReport,
};

/// Wire name, e.g. "vault_intake".
const char* custodyKindName(CustodyKind k);
std::optional<CustodyKind> parseCustodyKind(std::string_view name);

/// How far an event is vouched for: `dealer` (entered by the trader who stocks the item,
/// self-attested), `platform` (entered by an Aurum admin or by the platform itself: orders, demo
/// seed, owner actions) or `independent` (imported with a verifier's signature; not creatable yet).
enum class Attestation { kDealer, kPlatform, kIndependent };
const char* attestationName(Attestation a);
std::optional<Attestation> parseAttestation(std::string_view name);
/// Platform or independent: the only attestations the trust score counts as physical verification.
inline bool isThirdPartyAttested(Attestation a) { return a != Attestation::kDealer; }

/// One link of an item's custody chain. `hash` covers every other field plus `prevHash`, so
/// changing, removing, reordering or moving an event to another item breaks the chain.
struct CustodyEvent {
  std::string serialNumber;  ///< the item the event belongs to (hashed: events cannot move)
  std::int64_t seq = 0;      ///< 1-based position in the item's chain
  CustodyKind kind = CustodyKind::kMine;
  std::int64_t occurredAtMs = 0;
  std::string location;
  std::string action;
  std::string verifiedBy;
  std::string prevHash;  ///< hash of the previous event; kGenesisHash for the first
  std::string hash;
  // Not hashed (docs/provenance.md, "Hashing"): stored beside the event, append-only like it.
  std::optional<std::int64_t>
      enteredBy;  ///< account that entered it; empty for system/seeded events
  Attestation attestation = Attestation::kPlatform;
};

/// prevHash of an item's first event: 64 zeros.
extern const std::string kGenesisHash;

/// The exact bytes hashed: a version tag then each field as `<byte length>:<bytes>\n`, so no
/// choice of field contents can make two different events encode alike.
std::string canonicalEncoding(const CustodyEvent& e);
/// SHA-256 hex of canonicalEncoding(e).
std::string custodyHash(const CustodyEvent& e);

/// Fills seq, prevHash and hash of `next` so that it extends a chain ending in `head`.
void linkEvent(CustodyEvent& next, std::int64_t headSeq, const std::string& headHash);

/// Result of checking an item's chain against its separately stored head and count.
struct ChainCheck {
  bool intact = true;
  /// 0-based index of the first event that fails, or the stored count when the tail is missing.
  std::optional<std::size_t> brokenAt;
  /// hash_mismatch, link_broken, sequence_gap, count_mismatch, head_mismatch, or empty.
  std::string problem;
  std::size_t length = 0;  ///< events checked
  std::string head;        ///< hash of the last event checked
};

/// Recomputes every hash in order and compares the chain's end with the stored head and count.
ChainCheck verifyChain(const std::vector<CustodyEvent>& events, const std::string& storedHead,
                       std::int64_t storedCount);

/// Merkle root (SHA-256 of the concatenated hex of each pair, the last hash of an odd level
/// paired with itself) over leaf hashes in order; 64 zeros for no leaves.
std::string merkleRoot(std::vector<std::string> leaves);

/// The same root as merkleRoot, from leaves given one at a time: it holds one hash per level
/// (a perfect subtree waiting for its right sibling), not every leaf.
class MerkleBuilder {
 public:
  void add(std::string leaf);
  std::size_t size() const { return count_; }
  /// merkleRoot of the leaves added so far.
  std::string root() const;

 private:
  std::vector<std::optional<std::string>> pending_;  // [k]: a perfect subtree of 2^k leaves
  std::size_t count_ = 0;
};

}  // namespace aurum::domain
