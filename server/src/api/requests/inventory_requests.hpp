#pragma once
#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <string>

#include "services/company_service.hpp"
#include "services/inventory_service.hpp"

namespace aurum::api {

/// POST /api/products: a new product with its opening stock (docs/inventory.md).
using ProductCreateRequest = services::NewProduct;
ProductCreateRequest parseProductCreateRequest(const boost::json::object& body);

/// PATCH /api/products/{id}: any of the fields but stock (400 naming stock), plus active.
using ProductUpdateRequest = services::ProductChanges;
ProductUpdateRequest parseProductUpdateRequest(const boost::json::object& body);

/// POST /api/products/{id}/stock.
using StockAdjustmentRequest = services::StockChange;
StockAdjustmentRequest parseStockAdjustmentRequest(const boost::json::object& body);

/// PUT /api/company: the editable fields (registrationNumber and tradingLicense are ignored).
using CompanyUpdateRequest = services::CompanyChanges;
CompanyUpdateRequest parseCompanyUpdateRequest(const boost::json::object& body);

/// A weight in troy ounces given as a JSON number (or its decimal text), exact to 6 decimals,
/// as micro-ounces; validation error naming `field` otherwise.
std::int64_t readOunces(const boost::json::value& v, const char* field);

}  // namespace aurum::api
