#include "api/requests/provenance_requests.hpp"

#include "domain/error.hpp"
#include "http/types.hpp"

namespace aurum::api {

using http::optionalString;
using http::requireInt;
using http::requireString;
namespace json = boost::json;

namespace {

/// "1.5" troy ounces to micro ounces, at most 6 decimals.
std::int64_t parseOunces(const json::object& o, const char* field) {
  auto it = o.find(field);
  if (it == o.end())
    throw domain::validationError(field, {"{field} is required", {{"field", field}}});
  std::string text;
  if (it->value().is_string())
    text = std::string(it->value().as_string());
  else if (it->value().is_int64())
    text = std::to_string(it->value().as_int64());
  else if (it->value().is_double())
    text = std::to_string(it->value().as_double());
  else
    throw domain::validationError(field,
                                  {"{field} must be a number of troy ounces", {{"field", field}}});
  std::int64_t whole = 0, frac = 0;
  int digits = 0;
  bool dot = false, any = false;
  for (char c : text) {
    if (c == '.' && !dot) {
      dot = true;
      continue;
    }
    if (c < '0' || c > '9')
      throw domain::validationError(
          field, {"{field} must be a number of troy ounces", {{"field", field}}});
    any = true;
    if (!dot)
      whole = whole * 10 + (c - '0');
    else if (digits < 6) {
      frac = frac * 10 + (c - '0');
      ++digits;
    }
    if (whole > 1'000'000)
      throw domain::validationError(field, {"{field} is too large", {{"field", field}}});
  }
  if (!any)
    throw domain::validationError(field,
                                  {"{field} must be a number of troy ounces", {{"field", field}}});
  while (digits++ < 6) frac *= 10;
  return whole * 1'000'000 + frac;
}

/// "999.9" (or 9999) to parts per 10,000.
int parseFineness(const json::object& o) {
  auto it = o.find("purity");
  if (it == o.end()) return 9999;
  if (it->value().is_int64()) return static_cast<int>(it->value().as_int64());
  if (!it->value().is_string())
    throw domain::validationError("purity", "purity must look like 999.9");
  std::string t(it->value().as_string());
  auto dot = t.find('.');
  try {
    int whole = std::stoi(t.substr(0, dot));
    int tenth = dot == std::string::npos || dot + 1 >= t.size() ? 0 : t[dot + 1] - '0';
    return whole * 10 + tenth;
  } catch (...) {
    throw domain::validationError("purity", "purity must look like 999.9");
  }
}

std::optional<std::int64_t> optionalTime(const json::object& o, const char* field) {
  auto it = o.find(field);
  if (it == o.end() || it->value().is_null()) return std::nullopt;
  if (it->value().is_int64()) return it->value().as_int64();
  throw domain::validationError(
      field, {"{field} must be milliseconds since the epoch", {{"field", field}}});
}

std::optional<double> optionalCoordinate(const json::object& o, const char* field) {
  auto it = o.find(field);
  if (it == o.end() || it->value().is_null()) return std::nullopt;
  if (it->value().is_number()) return it->value().to_number<double>();
  throw domain::validationError(field, {"{field} must be a number of degrees", {{"field", field}}});
}

}  // namespace

services::NewCustodyEvent parseCustodyEventRequest(const json::object& o) {
  services::NewCustodyEvent e;
  auto kind = domain::parseCustodyKind(requireString(o, "type", 40));
  if (!kind || *kind == domain::CustodyKind::kReport || *kind == domain::CustodyKind::kTransfer ||
      *kind == domain::CustodyKind::kSale || *kind == domain::CustodyKind::kDelivery)
    throw domain::validationError(
        "type",
        "type must be mine, refinery, assay, certification, vault_intake, "
        "dealer_receipt or inspection");
  e.kind = *kind;
  e.occurredAtMs = optionalTime(o, "timestampMs");
  e.location = requireString(o, "location", 200);
  e.action = requireString(o, "action", 500);
  e.verifiedBy = requireString(o, "verifiedBy", 200);
  return e;
}

services::NewItem parseItemRegistrationRequest(const json::object& body) {
  services::NewItem in;
  in.serialNumber = requireString(body, "serialNumber", 60);
  in.productName = requireString(body, "productName", 200);
  in.productType = optionalString(body, "type", 10);
  in.metal = requireString(body, "metal", 20);
  in.weightMicroOz = parseOunces(body, "weightOz");
  in.fineness = parseFineness(body);
  in.refiner = requireString(body, "refiner", 200);
  in.batch = requireString(body, "batch", 100);
  in.year = static_cast<int>(requireInt(body, "year", 1900, 2100));
  in.location = requireString(body, "location", 200);
  in.facility = requireString(body, "facility", 200);
  if (auto c = optionalString(body, "certifier", 100); !c.empty()) in.certifier = c;
  if (auto c = optionalString(body, "certificateNumber", 100); !c.empty()) in.certificateNumber = c;
  in.certificateValidUntilMs = optionalTime(body, "certificateValidUntilMs");
  if (auto it = body.find("productId"); it != body.end() && it->value().is_int64())
    in.productId = it->value().as_int64();
  if (auto it = body.find("history"); it != body.end()) {
    if (!it->value().is_array())
      throw domain::validationError("history", "history must be a list of events");
    const auto& history = it->value().get_array();
    if (history.size() > 20) throw domain::validationError("history", "at most 20 history events");
    for (const auto& e : history) {
      if (!e.is_object())
        throw domain::validationError("history", "history must be a list of events");
      in.history.push_back(parseCustodyEventRequest(e.get_object()));
    }
  }
  return in;
}

ReportRequest parseReportRequest(const json::object& body) {
  return {domain::parseReportKind(requireString(body, "kind", 10)),
          optionalString(body, "note", 300)};
}

TransferRequest parseTransferRequest(const json::object& body) {
  return {requireString(body, "toEmail", 320)};
}

ScanRequest parseScanRequest(const json::object& body) {
  ScanRequest r;
  r.place = {optionalCoordinate(body, "lat"), optionalCoordinate(body, "lon")};
  r.query = requireString(body, "query", 200);
  return r;
}

IssueReportRequest parseIssueReportRequest(const json::object& body) {
  return {requireString(body, "serialNumber", 100), requireString(body, "description", 2000)};
}

}  // namespace aurum::api
