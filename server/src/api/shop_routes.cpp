#include "api/routes.hpp"
#include "api/shop_json.hpp"

namespace aurum::api {

void registerShopRoutes(http::Router& r, services::Services& s) {
  registerProductRoutes(r, s.shop);
  registerCartRoutes(r, s.shop);
  registerCheckoutRoutes(r, s.shop);
  registerOrderRoutes(r, s.shop);
  registerPortfolioRoutes(r, s.shop);
  registerInventoryRoutes(r, s.shop);
  registerCompanyRoutes(r, s.shop);
}

}  // namespace aurum::api
