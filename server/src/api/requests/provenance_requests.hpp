#pragma once
#include <boost/json.hpp>
#include <optional>
#include <string>

#include "domain/verification_status.hpp"
#include "services/provenance_service.hpp"
#include "services/verification_service.hpp"

namespace aurum::api {

/// POST /api/provenance/items: the item, its product, weight ("1.5" troy ounces), purity
/// ("999.9"), certificate and up to 20 earlier custody events.
services::NewItem parseItemRegistrationRequest(const boost::json::object& body);

/// POST /api/provenance/items/{serial}/events (and each `history` entry of a registration): only
/// the kinds a dealer may enter (not report, transfer, sale or delivery).
services::NewCustodyEvent parseCustodyEventRequest(const boost::json::object& body);

struct ReportRequest {
  domain::ReportKind kind;
  std::string note;
};
/// POST /api/provenance/items/{serial}/report.
ReportRequest parseReportRequest(const boost::json::object& body);

struct TransferRequest {
  std::string toEmail;
};
/// POST /api/provenance/items/{serial}/transfer.
TransferRequest parseTransferRequest(const boost::json::object& body);

struct ScanRequest {
  std::string query;
  services::ScanPlace place;
};
/// POST /api/provenance/scans: query, lat and lon in degrees (optional).
ScanRequest parseScanRequest(const boost::json::object& body);

struct IssueReportRequest {
  std::string serialNumber;
  std::string description;
};
/// POST /api/provenance/issues.
IssueReportRequest parseIssueReportRequest(const boost::json::object& body);

}  // namespace aurum::api
