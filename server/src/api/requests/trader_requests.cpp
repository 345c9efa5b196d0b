#include "api/requests/trader_requests.hpp"

#include <set>

#include "domain/error.hpp"
#include "http/types.hpp"

namespace aurum::api {

using http::requireInt;

namespace {
std::size_t codePoints(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++n;
  return n;
}
bool blank(const std::string& s) { return s.find_first_not_of(" \t\r\n") == std::string::npos; }
}  // namespace

std::string parseTraderMessageRequest(const boost::json::object& body) {
  auto text = http::requireString(body, "text", 8000);
  if (blank(text)) throw domain::validationError("text", "Write a message");
  if (codePoints(text) > 2000)
    throw domain::validationError("text", "A message is at most 2000 characters");
  return text;
}

std::string parseTraderInviteRequest(const boost::json::object& body) {
  return http::requireString(body, "email", 254);
}

TraderOfferRequest parseTraderOfferRequest(const boost::json::object& body) {
  TraderOfferRequest r;
  r.clientId = requireInt(body, "clientId", 1, INT64_MAX);
  auto it = body.find("lines");
  if (it == body.end() || !it->value().is_array() || it->value().as_array().empty())
    throw domain::validationError("lines", "An offer needs at least one line");
  const auto& lines = it->value().as_array();
  if (lines.size() > 20) throw domain::validationError("lines", "An offer has at most 20 lines");
  std::set<std::int64_t> seen;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const auto prefix = "lines[" + std::to_string(i) + "].";
    if (!lines[i].is_object())
      throw domain::validationError("lines", "Each line needs a productId and a quantity");
    const auto& line = lines[i].as_object();
    auto productField = prefix + "productId", quantityField = prefix + "quantity";
    auto pid = requireInt(line, "productId", 1, INT64_MAX);
    std::int64_t qty = 0;
    try {
      qty = requireInt(line, "quantity", 1, 1000);
    } catch (const domain::AppError&) {
      throw domain::validationError(quantityField, "quantity must be between 1 and 1000");
    }
    if (!seen.insert(pid).second)
      throw domain::validationError(productField, "Each product appears once in an offer");
    r.lines.emplace_back(pid, qty);
  }
  r.note = http::optionalString(body, "note", 2000);
  if (codePoints(r.note) > 500)
    throw domain::validationError("note", "A note is at most 500 characters");
  if (auto h = body.find("expiresInHours"); h != body.end() && !h->value().is_null())
    r.expiresInHours = static_cast<int>(requireInt(body, "expiresInHours", 1, 168));
  return r;
}

}  // namespace aurum::api
