#pragma once
#include <boost/json.hpp>
#include <string_view>

#include "domain/notifications.hpp"
#include "domain/settings.hpp"
#include "services/account_data_service.hpp"

namespace aurum::api {

/// The whole Settings document, groups and keys in the spec's order.
boost::json::object settingsJson(const domain::Settings& s);
/// The title and body rendered in `language` (the request's).
boost::json::object notificationJson(const domain::Notification& n, std::string_view language);
boost::json::object alertJson(const domain::PriceAlert& a);
/// The AccountExport document ('Export Data').
boost::json::object accountExportJson(const services::AccountExportData& d);

}  // namespace aurum::api
