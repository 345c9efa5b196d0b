#pragma once
#include <string>

namespace aurum::domain {

/// Card details as typed by the buyer. Only ever held in memory for one request; the server keeps
/// brand and last four digits, never the number or CVC.
struct CardInput {
  std::string number;  ///< digits, spaces or dashes as typed
  int expMonth = 0;
  int expYear = 0;
  std::string cvc;
  std::string name;
};

bool luhnValid(const std::string& digits);
/// "Visa", "Mastercard", "American Express", "Discover" or "Card".
std::string cardBrand(const std::string& digits);

/// Validates the card, naming the field ("card.number", "card.expMonth", ...) in the error.
/// Returns the number reduced to digits. `year`/`month` are today's, UTC.
std::string validateCard(const CardInput& card, int year, int month);

}  // namespace aurum::domain
