#include <map>
#include <mutex>

#include "api/shop_json.hpp"
#include "domain/error.hpp"
#include "http/etag.hpp"
#include "http/router.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::Role;

namespace {

/// `GET /api/products` bodies serialized (and gzipped) once per catalogue snapshot, for every
/// metal filter.
class ProductsCache {
 public:
  using Body = http::CachedJson;
  std::shared_ptr<const std::map<std::string, Body>> get(const services::CatalogueSnapshot& snap) {
    std::lock_guard lock(mutex_);
    if (bodies_ && version_ == snap.version) return bodies_;
    auto out = std::make_shared<std::map<std::string, Body>>();
    std::map<std::string, boost::json::array> arrays;
    for (const auto& p : snap.products) {
      auto o = toJson(p);
      arrays[""].push_back(o);
      arrays[domain::metalName(p.product.metal)].push_back(std::move(o));
    }
    for (auto m : domain::kAllMetals)
      arrays[domain::metalName(m)];  // empty filters still answer []
    for (auto& [k, a] : arrays) {
      (*out)[k] = Body::of(boost::json::serialize(a));
    }
    bodies_ = std::move(out);
    version_ = snap.version;
    return bodies_;
  }

 private:
  std::mutex mutex_;
  std::uint64_t version_ = 0;
  std::shared_ptr<const std::map<std::string, Body>> bodies_;
};

}  // namespace

void registerProductRoutes(Router& r, services::Shop& shop) {
  auto cache = std::make_shared<ProductsCache>();
  r.add(Verb::get, "/api/products", Access::publicRoute(), [&shop, cache](RequestContext& ctx) {
    std::string filter;
    if (auto m = ctx.queryParam("metalType"); m && !m->empty() && *m != "all") {
      if (!domain::parseMetal(*m))
        throw domain::validationError("metalType",
                                      "metalType must be gold, silver, platinum or palladium");
      filter = *m;
    }
    auto bodies = cache->get(*shop.catalogue().snapshot());
    const auto& body = bodies->at(filter);
    return cachedJsonResponse(ctx.req, body);
  });

  r.add(Verb::get, "/api/products/{id}", Access::publicRoute(), [&shop](RequestContext& ctx) {
    auto snap = shop.catalogue().snapshot();
    const auto* p = snap->find(pathId(ctx, "id"));
    if (!p) throw domain::AppError(domain::ErrorCode::kNotFound, "No such product");
    return jsonResponse(Status::ok, toJson(*p));
  });
}

}  // namespace aurum::api
