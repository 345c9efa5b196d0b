#pragma once
// The price feed's pure parsers: configuration strings and the provider's JSON answer. Separate
// from the HTTP client (http_json_source) so that tests and the fuzz target need no network code.
#include <boost/json/value.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "domain/metal.hpp"
#include "domain/notifications.hpp"

namespace aurum::prices {

/// Extra request headers, in order: name, value.
using HttpHeaders = std::vector<std::pair<std::string, std::string>>;

/// Parses "XAUUSD=data.gold,XAGUSD=data.silver" into a field map; throws std::invalid_argument.
std::map<domain::Metal, std::string> parseFieldMapping(const std::string& spec);

/// Parses "x-access-token: abc123|Accept-Language: en": `Name: value` items separated by `|`,
/// blanks around names and values ignored. Throws std::invalid_argument naming the item's
/// position, never its text (the values are secrets).
HttpHeaders parseHeaderList(const std::string& spec);

/// Reads one JSON value at `path`; a number is rounded once (half away from zero) to cents, a
/// string is parsed as a decimal. nullopt when missing or not a positive price.
std::optional<std::int64_t> priceAtPath(const std::string& json, const std::string& path);
/// The same on an already parsed document (one parse per answer, however many fields).
std::optional<std::int64_t> priceAtPath(const boost::json::value& doc, const std::string& path);

/// A currency rate at `path`: a number (rounded once to 6 places) or a decimal string with at most
/// 6 places, in micro-units; nullopt when missing or not positive.
std::optional<std::int64_t> rateAtPath(const boost::json::value& doc, const std::string& path);
/// The optional FX fields of a feed document: top-level `USDEUR`, `USDGBP`, `USDJPY` (units per
/// US dollar). nullopt unless all three are usable.
std::optional<domain::FxRates> fxRatesIn(const boost::json::value& doc, std::int64_t nowMs);

}  // namespace aurum::prices
