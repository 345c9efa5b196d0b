#pragma once
#include <boost/json.hpp>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace aurum::api {

/// POST /api/trader/clients/{id}/messages: {text} (1..2000 characters).
std::string parseTraderMessageRequest(const boost::json::object& body);
/// POST /api/trader/invites: {email} (normalised by the service).
std::string parseTraderInviteRequest(const boost::json::object& body);

struct TraderOfferRequest {
  std::int64_t clientId = 0;
  std::vector<std::pair<std::int64_t, std::int64_t>> lines;  ///< (productId, quantity)
  std::string note;
  int expiresInHours = 48;
};
/// POST /api/trader/offers: {clientId, lines: [{productId, quantity}] (1..20, products distinct,
/// quantity 1..1000), note? (<= 500 characters), expiresInHours? (1..168, default 48)}.
TraderOfferRequest parseTraderOfferRequest(const boost::json::object& body);

}  // namespace aurum::api
