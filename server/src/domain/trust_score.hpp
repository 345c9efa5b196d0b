#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "domain/custody_chain.hpp"

namespace aurum::domain {

/// Weights from the spec (section 9): certification validity 30, supply-chain completeness 25,
/// chain integrity ("blockchain verification") 20, physical verification 15, history 10.
inline constexpr int kCertificationWeight = 30;
inline constexpr int kSupplyChainWeight = 25;
inline constexpr int kChainIntegrityWeight = 20;
inline constexpr int kPhysicalWeight = 15;
inline constexpr int kHistoryWeight = 10;
/// Points taken off the total when the lookups look like a cloned serial.
inline constexpr int kClonePenalty = 15;
/// Colour bands: green at 90 or more, yellow at 70 or more, red below.
inline constexpr int kGreenBand = 90;
inline constexpr int kYellowBand = 70;

/// The facts a trust score is computed from.
struct TrustInputs {
  std::int64_t nowMs = 0;
  bool hasCertificate = false;
  std::optional<std::int64_t> certificateValidUntilMs;
  std::vector<CustodyKind> eventKinds;  ///< kinds in the item's chain, in order
  /// Kinds of the events attested by the platform or an independent verifier: the only ones the
  /// physical-verification part counts (a dealer's own assay claim is not a check).
  std::vector<CustodyKind> attestedKinds;
  bool chainIntact = true;
  std::optional<std::int64_t> firstEventAtMs;
  std::optional<std::int64_t> lastPhysicalCheckAtMs;  ///< latest assay or inspection
  bool cloneSuspected = false;
};

struct TrustComponent {
  const char* key;  ///< certification, supplyChain, chainIntegrity, physical, history
  int score = 0;
  int max = 0;
  std::string detail;
};

struct TrustScore {
  int total = 0;     ///< 0..100
  const char* band;  ///< green, yellow, red
  std::vector<TrustComponent> components;
  int clonePenalty = 0;
};

/// The supply-chain stages a complete journey shows (mine to a custodian).
inline constexpr std::size_t kSupplyChainStages = 5;

TrustScore computeTrustScore(const TrustInputs& in);
/// green (>= 90), yellow (>= 70) or red.
const char* trustBand(int score);

}  // namespace aurum::domain
