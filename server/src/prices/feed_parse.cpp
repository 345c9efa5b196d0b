#include "prices/feed_parse.hpp"

#include <algorithm>
#include <boost/beast/core/string.hpp>
#include <boost/json.hpp>
#include <cctype>
#include <cmath>
#include <stdexcept>
#include <string_view>

#include "domain/market.hpp"

namespace aurum::prices {

namespace beast = boost::beast;

namespace {

/// No metal trades anywhere near 10^15 a unit; anything larger is a broken answer, not a price.
constexpr std::int64_t kMaxWholeUnits = 1'000'000'000'000'000;

/// The items of a `sep`-separated list, empty ones included (so positions match what was written).
std::vector<std::string_view> splitList(std::string_view spec, char sep) {
  std::vector<std::string_view> out;
  for (std::size_t start = 0;;) {
    auto end = spec.find(sep, start);
    out.push_back(spec.substr(start, end == std::string_view::npos ? end : end - start));
    if (end == std::string_view::npos) return out;
    start = end + 1;
  }
}

std::string_view trimBlanks(std::string_view s) {
  auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

bool isTokenChar(char c) {  // RFC 9110 tchar
  return std::isalnum(static_cast<unsigned char>(c)) ||
         std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

bool isControlChar(char c) {
  return (static_cast<unsigned char>(c) < 0x20 && c != '\t') || c == 0x7f;
}

}  // namespace

std::map<domain::Metal, std::string> parseFieldMapping(const std::string& spec) {
  std::map<domain::Metal, std::string> out;
  for (auto view : splitList(spec, ',')) {
    std::string item(view);
    if (item.empty()) continue;
    auto eq = item.find('=');
    auto metal =
        eq == std::string::npos ? std::nullopt : domain::metalFromSymbol(item.substr(0, eq));
    if (!metal || eq + 1 >= item.size())
      throw std::invalid_argument("field mapping items look like XAUUSD=path.to.price, got '" +
                                  item + "'");
    out[*metal] = item.substr(eq + 1);
  }
  return out;
}

HttpHeaders parseHeaderList(const std::string& spec) {
  HttpHeaders out;
  auto items = splitList(spec, '|');
  for (std::size_t i = 0; i < items.size(); ++i) {
    auto item = trimBlanks(items[i]);
    if (item.empty()) continue;
    // Messages name the item by position and at most its header name: values are secrets.
    auto where = "AURUM_PRICE_FEED_HEADERS item " + std::to_string(i + 1);
    auto colon = item.find(':');
    if (colon == std::string_view::npos)
      throw std::invalid_argument(where + " is not 'Name: value' (items are separated by '|')");
    auto name = trimBlanks(item.substr(0, colon));
    auto value = trimBlanks(item.substr(colon + 1));
    if (name.empty() || !std::all_of(name.begin(), name.end(), isTokenChar))
      throw std::invalid_argument(where + ": the header name is not a valid HTTP field name");
    where += " (" + std::string(name) + ")";
    if (value.empty()) throw std::invalid_argument(where + " has an empty value");
    if (std::any_of(value.begin(), value.end(), isControlChar))
      throw std::invalid_argument(where + " has a control character in its value");
    for (std::string_view own : {"Host", "Connection", "Content-Length", "Transfer-Encoding"})
      if (beast::iequals(name, own))
        throw std::invalid_argument(where + " is set by the feed client itself");
    out.emplace_back(name, value);
  }
  return out;
}

std::optional<std::int64_t> priceAtPath(const std::string& json, const std::string& path) {
  boost::system::error_code ec;
  auto doc = boost::json::parse(json, ec);
  if (ec) return std::nullopt;
  return priceAtPath(doc, path);
}

namespace {
/// The value at a dot-separated path (numbers index arrays); null when missing.
const boost::json::value* valueAtPath(const boost::json::value& doc, const std::string& path) {
  const boost::json::value* v = &doc;
  for (std::size_t start = 0; start <= path.size();) {
    auto end = path.find('.', start);
    if (end == std::string::npos) end = path.size();
    auto key = path.substr(start, end - start);
    start = end + 1;
    if (v->is_object()) {
      auto* next = v->as_object().if_contains(key);
      if (!next) return nullptr;
      v = next;
    } else if (v->is_array()) {
      char* e = nullptr;
      auto idx = std::strtoul(key.c_str(), &e, 10);
      if (*e || idx >= v->as_array().size()) return nullptr;
      v = &v->as_array()[idx];
    } else {
      return nullptr;
    }
    if (end == path.size()) break;
  }
  return v;
}
}  // namespace

std::optional<std::int64_t> priceAtPath(const boost::json::value& doc, const std::string& path) {
  const boost::json::value* v = valueAtPath(doc, path);
  if (!v) return std::nullopt;
  std::optional<std::int64_t> cents;
  if (v->is_string()) cents = domain::parseDecimalCents(v->as_string());
  // Whole numbers get the same bound as decimals: ×100 must not overflow (found by fuzzing).
  else if (v->is_int64() && v->as_int64() > 0 && v->as_int64() < kMaxWholeUnits)
    cents = v->as_int64() * 100;
  else if (v->is_uint64() && v->as_uint64() < static_cast<std::uint64_t>(kMaxWholeUnits))
    cents = static_cast<std::int64_t>(v->as_uint64()) * 100;
  else if (v->is_double() && std::isfinite(v->as_double()) && v->as_double() < 1e15)
    cents = std::llround(v->as_double() * 100.0);  // the one rounding step for a numeric feed
  if (!cents || *cents <= 0) return std::nullopt;
  return cents;
}

std::optional<std::int64_t> rateAtPath(const boost::json::value& doc, const std::string& path) {
  const boost::json::value* v = valueAtPath(doc, path);
  if (!v) return std::nullopt;
  if (v->is_string()) return domain::parseDecimalMicros(v->as_string());
  double x = 0;
  if (v->is_int64())
    x = static_cast<double>(v->as_int64());
  else if (v->is_uint64())
    x = static_cast<double>(v->as_uint64());
  else if (v->is_double())
    x = v->as_double();
  else
    return std::nullopt;
  if (!std::isfinite(x) || x <= 0 || x > 1e9) return std::nullopt;
  auto micros = std::llround(x * 1e6);  // the one rounding step for a numeric rate
  if (micros <= 0) return std::nullopt;
  return micros;
}

std::optional<domain::FxRates> fxRatesIn(const boost::json::value& doc, std::int64_t nowMs) {
  auto eur = rateAtPath(doc, "USDEUR"), gbp = rateAtPath(doc, "USDGBP"),
       jpy = rateAtPath(doc, "USDJPY");
  if (!eur || !gbp || !jpy) return std::nullopt;
  return domain::FxRates{*eur, *gbp, *jpy, nowMs};
}

}  // namespace aurum::prices
