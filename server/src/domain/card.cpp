#include "domain/card.hpp"

#include <cctype>

#include "domain/error.hpp"

namespace aurum::domain {

bool luhnValid(const std::string& digits) {
  int sum = 0;
  bool dbl = false;
  for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
    int d = *it - '0';
    if (dbl) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    dbl = !dbl;
  }
  return !digits.empty() && sum % 10 == 0;
}

std::string cardBrand(const std::string& d) {
  if (d.rfind("4", 0) == 0) return "Visa";
  if (d.size() >= 2) {
    int two = std::stoi(d.substr(0, 2));
    if (two >= 51 && two <= 55) return "Mastercard";
    if (two == 34 || two == 37) return "American Express";
    if (d.size() >= 4) {
      int four = std::stoi(d.substr(0, 4));
      if (four >= 2221 && four <= 2720) return "Mastercard";
      if (four == 6011 || two == 65) return "Discover";
    }
  }
  return "Card";
}

std::string validateCard(const CardInput& card, int year, int month) {
  std::string digits;
  for (char c : card.number) {
    if (std::isdigit(static_cast<unsigned char>(c)))
      digits += c;
    else if (c != ' ' && c != '-')
      throw validationError("card.number", "Card number may contain only digits");
  }
  if (digits.empty()) throw validationError("card.number", "Card number is required");
  if (digits.size() < 12 || digits.size() > 19)
    throw validationError("card.number", "Card number must have 12 to 19 digits");
  if (!luhnValid(digits)) throw validationError("card.number", "Your card number is invalid.");
  if (card.expMonth < 1 || card.expMonth > 12)
    throw validationError("card.expMonth", "Expiry month must be between 1 and 12");
  int y = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (y < year || (y == year && card.expMonth < month))
    throw validationError("card.expYear", "Your card has expired.");
  if (y > year + 30) throw validationError("card.expYear", "Expiry year is too far in the future");
  if (card.cvc.size() < 3 || card.cvc.size() > 4)
    throw validationError("card.cvc", "Security code must be 3 or 4 digits");
  for (char c : card.cvc)
    if (!std::isdigit(static_cast<unsigned char>(c)))
      throw validationError("card.cvc", "Security code must be 3 or 4 digits");
  bool hasName = false;
  for (char c : card.name)
    if (!std::isspace(static_cast<unsigned char>(c))) hasName = true;
  if (!hasName) throw validationError("card.name", "Name on card is required");
  if (card.name.size() > 200) throw validationError("card.name", "Name on card is too long");
  return digits;
}

}  // namespace aurum::domain
