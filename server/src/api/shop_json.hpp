#pragma once
#include <boost/json.hpp>
#include <string_view>

#include "domain/order.hpp"
#include "http/path_params.hpp"
#include "http/router.hpp"
#include "services/shop.hpp"

namespace aurum::api {

boost::json::object toJson(const services::PricedProduct& p, bool withReserved = false);
boost::json::object toJson(const services::CartLineView& l);
boost::json::object toJson(const services::CheckoutIntent& i);
boost::json::object orderSummaryJson(const domain::Order& o);
/// The history's notes and the outcome's message are rendered in `language` (the request's); a note
/// a person wrote reads as written.
boost::json::object orderDetailJson(const domain::Order& o, std::string_view language);
boost::json::object toJson(const services::PaymentOutcome& o, std::string_view language);

/// Runs `fn` under the request's `Idempotency-Key` (if any): a retry gets the first answer back.
http::Response idempotent(http::RequestContext& ctx, services::Shop& shop, const char* scope,
                          const std::function<http::Response()>& fn);

void registerProductRoutes(http::Router& r, services::Shop& shop);
void registerCartRoutes(http::Router& r, services::Shop& shop);
void registerCheckoutRoutes(http::Router& r, services::Shop& shop);
void registerOrderRoutes(http::Router& r, services::Shop& shop);
void registerPortfolioRoutes(http::Router& r, services::Shop& shop);
/// Sellers' products, stock and pictures (api/inventory.cpp).
void registerInventoryRoutes(http::Router& r, services::Shop& shop);
/// The trader's company profile and logo (api/company.cpp).
void registerCompanyRoutes(http::Router& r, services::Shop& shop);

}  // namespace aurum::api
