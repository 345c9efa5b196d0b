#pragma once
#include <boost/json.hpp>

#include "domain/notifications.hpp"
#include "domain/settings.hpp"
#include "services/account_data_service.hpp"

namespace aurum::api {

/// PUT /api/settings: any subset of the groups and keys of Settings. Group and key names and
/// values are checked by domain::mergeSettings (400 naming `group.key`).
domain::SettingsPatch parseSettingsPatch(const boost::json::object& body);

struct PriceAlertRequest {
  domain::Metal metal = domain::Metal::kGold;
  domain::AlertDirection direction = domain::AlertDirection::kAbove;
  std::int64_t priceCents = 0;
};
/// POST /api/alerts: metalType, direction (above|below), price ("2100.00": 2 places, > 0).
/// `prefix` names the fields of an alert inside a larger document ("alerts.0.").
PriceAlertRequest parsePriceAlertRequest(const boost::json::object& body,
                                         const std::string& prefix = "");

/// POST /api/account/import: an export file (format aurum-account-export, version 1). Its
/// settings are validated in full against the defaults; its active alerts are read like
/// POST /api/alerts; every other section is ignored.
services::AccountImport parseAccountImport(const boost::json::object& body);

}  // namespace aurum::api
