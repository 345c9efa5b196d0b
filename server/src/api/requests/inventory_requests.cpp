#include "api/requests/inventory_requests.hpp"

#include "domain/error.hpp"
#include "domain/inventory.hpp"
#include "http/types.hpp"
#include "util/text.hpp"

namespace aurum::api {

using domain::validationError;
using http::requireInt;
using http::requireString;
namespace json = boost::json;

namespace {

std::string trimmed(const std::string& s) { return std::string(util::trimBlanks(s)); }

bool has(const json::object& o, const char* field) {
  auto it = o.find(field);
  return it != o.end() && !it->value().is_null();
}

std::string readName(const json::object& o) {
  auto name = trimmed(requireString(o, "name", 1000));
  if (name.size() < 2 || name.size() > 120)
    throw validationError("name", "name must be 2 to 120 characters");
  return name;
}

std::string readDescription(const json::object& o) {
  auto d = trimmed(http::optionalString(o, "description", 100'000));
  if (d.size() > 2000)
    throw validationError("description", "description must be at most 2000 characters");
  return d;
}

domain::Metal readMetal(const json::object& o) {
  auto m = domain::parseMetal(requireString(o, "metalType", 100));
  if (!m)
    throw validationError(
        "metalType", {"{field} must be one of {allowed}",
                      {{"field", "metalType"}, {"allowed", "gold, silver, platinum, palladium"}}});
  return *m;
}

std::string readForm(const json::object& o) {
  auto f = requireString(o, "form", 100);
  if (f != "bar" && f != "coin")
    throw validationError("form", {"{field} must be one of {allowed}",
                                   {{"field", "form"}, {"allowed", "bar, coin"}}});
  return f;
}

std::int64_t readWeight(const json::object& o) {
  if (!has(o, "weight"))
    throw validationError("weight", {"{field} is required", {{"field", "weight"}}});
  return readOunces(o.at("weight"), "weight");
}

int readPurity(const json::object& o) {
  return static_cast<int>(requireInt(o, "purity", 1, 10'000));
}

std::int64_t readPremium(const json::object& o) {
  auto it = o.find("premium");
  if (it == o.end() || it->value().is_null())
    throw validationError("premium", {"{field} is required", {{"field", "premium"}}});
  std::optional<std::int64_t> cents;
  if (it->value().is_string()) cents = domain::parseNonNegativeCents(it->value().get_string());
  if (!cents || *cents > 100'000'000'00LL)
    throw validationError(
        "premium",
        "premium must be a decimal string of dollars, 0 or more, with at most 2 decimals");
  return *cents;
}

}  // namespace

std::int64_t readOunces(const json::value& v, const char* field) {
  std::optional<std::int64_t> micros;
  if (v.is_int64())
    micros = v.get_int64() >= 0 && v.get_int64() <= 1'000'000'000
                 ? std::optional<std::int64_t>(v.get_int64() * 1'000'000)
                 : std::nullopt;
  else if (v.is_uint64())
    micros = std::nullopt;
  else if (v.is_double())
    micros = v.get_double() >= 0 ? domain::parseExactMicros(domain::shortestText(v.get_double()))
                                 : std::nullopt;
  else if (v.is_string())
    micros = domain::parseExactMicros(v.get_string());
  if (!micros || *micros <= 0 || *micros > domain::kMaxProductWeightMicroOz)
    throw validationError(
        field, {"{field} must be a positive number of troy ounces, at most 1000, with at "
                "most 6 decimals",
                {{"field", field}}});
  return *micros;
}

ProductCreateRequest parseProductCreateRequest(const json::object& body) {
  ProductCreateRequest r;
  r.name = readName(body);
  r.description = readDescription(body);
  r.metal = readMetal(body);
  r.form = readForm(body);
  r.weightMicroOz = readWeight(body);
  r.purity = readPurity(body);
  r.premiumCents = readPremium(body);
  r.stock = has(body, "stock") ? requireInt(body, "stock", 0, domain::kMaxStock) : 0;
  if (has(body, "sellerId")) r.sellerId = requireInt(body, "sellerId", 1, INT64_MAX);
  return r;
}

ProductUpdateRequest parseProductUpdateRequest(const json::object& body) {
  if (body.contains("stock"))
    throw validationError(
        "stock", {"Stock changes only through {path}", {{"path", "/api/products/{id}/stock"}}});
  ProductUpdateRequest r;
  if (has(body, "name")) r.name = readName(body);
  if (body.contains("description")) r.description = readDescription(body);
  if (has(body, "metalType")) r.metal = readMetal(body);
  if (has(body, "form")) r.form = readForm(body);
  if (has(body, "weight")) r.weightMicroOz = readWeight(body);
  if (has(body, "purity")) r.purity = readPurity(body);
  if (has(body, "premium")) r.premiumCents = readPremium(body);
  if (has(body, "active")) {
    const auto& v = body.at("active");
    if (!v.is_bool())
      throw validationError("active", {"{field} must be true or false", {{"field", "active"}}});
    r.active = v.get_bool();
  }
  return r;
}

StockAdjustmentRequest parseStockAdjustmentRequest(const json::object& body) {
  StockAdjustmentRequest r;
  r.delta = requireInt(body, "delta", -domain::kMaxStock, domain::kMaxStock);
  if (r.delta == 0) throw validationError("delta", "delta must not be 0");
  r.reason = requireString(body, "reason", 100);
  if (!domain::isAdjustmentReason(r.reason))
    throw validationError("reason",
                          {"{field} must be one of {allowed}",
                           {{"field", "reason"}, {"allowed", "received, damaged, correction"}}});
  return r;
}

CompanyUpdateRequest parseCompanyUpdateRequest(const json::object& body) {
  CompanyUpdateRequest r;
  r.companyName = trimmed(requireString(body, "companyName", 1000));
  if (r.companyName.size() < 2 || r.companyName.size() > 200)
    throw validationError("companyName", "companyName must be 2 to 200 characters");
  r.businessAddress = trimmed(http::optionalString(body, "businessAddress", 500));
  r.contactEmail = trimmed(http::optionalString(body, "contactEmail", 254));
  if (!r.contactEmail.empty() && (r.contactEmail.find('@') == std::string::npos ||
                                  r.contactEmail.find(' ') != std::string::npos))
    throw validationError("contactEmail", "contactEmail must be an e-mail address");
  r.phone = trimmed(http::optionalString(body, "phone", 40));
  r.website = trimmed(http::optionalString(body, "website", 300));
  if (!r.website.empty() && r.website.rfind("https://", 0) != 0 &&
      r.website.rfind("http://", 0) != 0)
    throw validationError("website", "website must start with http:// or https://");
  r.description = trimmed(http::optionalString(body, "description", 2000));
  return r;
}

}  // namespace aurum::api
