#pragma once
#include <string>

namespace aurum::services {

/// Where each metal's units come from (illustrative, consistent per metal): used by the demo
/// seed and when the shop serializes a unit of dealer stock the registry has no record of.
struct MetalOrigin {
  const char* code;  ///< serial prefix: AU, AG, PT, PD
  int firstNumber;   ///< so the first seeded unit of each metal is the spec's example serial
  const char* mine;
  const char* miner;
  const char* refinery;
  const char* refiner;
  const char* certifier;
};

/// The origin for a metal name, or null for an unknown metal.
inline const MetalOrigin* metalOrigin(const std::string& metal) {
  static const MetalOrigin kGold{"AU",
                                 1234,
                                 "Kalgoorlie Super Pit, Western Australia",
                                 "KCGM Mine Operations",
                                 "Perth Mint Refinery, Perth, Australia",
                                 "The Perth Mint",
                                 "LBMA"};
  static const MetalOrigin kSilver{"AG",
                                   5678,
                                   "Penasquito Mine, Zacatecas, Mexico",
                                   "Newmont Penasquito",
                                   "Valcambi SA, Balerna, Switzerland",
                                   "Valcambi",
                                   "LBMA"};
  static const MetalOrigin kPlatinum{"PT",
                                     9012,
                                     "Mogalakwena Mine, Limpopo, South Africa",
                                     "Anglo American Platinum",
                                     "PAMP SA, Castel San Pietro, Switzerland",
                                     "PAMP",
                                     "LPPM"};
  static const MetalOrigin kPalladium{"PD",
                                      3456,
                                      "Norilsk Mine, Krasnoyarsk, Russia",
                                      "Nornickel",
                                      "Heraeus Precious Metals, Hanau, Germany",
                                      "Heraeus",
                                      "LPPM"};
  if (metal == "gold") return &kGold;
  if (metal == "silver") return &kSilver;
  if (metal == "platinum") return &kPlatinum;
  if (metal == "palladium") return &kPalladium;
  return nullptr;
}

}  // namespace aurum::services
