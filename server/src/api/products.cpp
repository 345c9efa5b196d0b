#include <atomic>
#include <map>
#include <mutex>

#include "api/shop_json.hpp"
#include "domain/error.hpp"
#include "http/etag.hpp"
#include "http/router.hpp"
#include "util/json_number.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::Role;

namespace {

/// `GET /api/products` bodies for one catalogue snapshot, every metal filter, each serialized and
/// compressed (gzip, br) once.
struct ProductBodies {
  std::uint64_t version = 0;
  std::map<std::string, util::EncodedBody> byFilter;  ///< "" for all metals
};

/// Builds the bodies once per catalogue version; the I/O thread reads the current ones lock-free.
class ProductsCache {
 public:
  /// The bodies for `snap` (built here when they are not yet: on the worker pool).
  std::shared_ptr<const ProductBodies> get(const services::CatalogueSnapshot& snap) {
    if (auto ready = current(snap.version)) return ready;
    std::lock_guard lock(buildMutex_);
    if (auto ready = current(snap.version)) return ready;
    auto out = std::make_shared<ProductBodies>();
    out->version = snap.version;
    std::map<std::string, boost::json::array> arrays;
    for (const auto& p : snap.products) {
      auto o = toJson(p);
      arrays[""].push_back(o);
      arrays[domain::metalName(p.product.metal)].push_back(std::move(o));
    }
    for (auto m : domain::kAllMetals)
      arrays[domain::metalName(m)];  // empty filters still answer []
    for (auto& [k, a] : arrays)
      out->byFilter[k] = util::EncodedBody::of(util::plainJsonNumbers(boost::json::serialize(a)));
    bodies_.store(out);
    return out;
  }
  /// The bodies when they were already built for `version`, else null.
  std::shared_ptr<const ProductBodies> current(std::uint64_t version) const {
    auto b = bodies_.load();
    return b && b->version == version ? b : nullptr;
  }

 private:
  std::mutex buildMutex_;
  std::atomic<std::shared_ptr<const ProductBodies>> bodies_;
};

}  // namespace

void registerProductRoutes(Router& r, services::Shop& shop) {
  auto cache = std::make_shared<ProductsCache>();
  // Answered on the I/O thread from the built bodies while the catalogue snapshot is fresh; a
  // rebuild (database read, serialization, compression) runs on the worker pool.
  r.add(Verb::get, "/api/products", Access::publicRoute(),
        [&shop, cache](RequestContext& ctx) -> Reply {
          std::string filter;
          if (auto m = ctx.queryParam("metalType"); m && !m->empty() && *m != "all") {
            if (!domain::parseMetal(*m))
              throw domain::validationError(
                  "metalType", "metalType must be gold, silver, platinum or palladium");
            filter = *m;
          }
          std::shared_ptr<const ProductBodies> bodies;
          if (!ctx.mayBlock) {
            auto snap = shop.catalogue().freshSnapshot();
            if (snap) bodies = cache->current(snap->version);
            if (!bodies) return Reply::onWorkers();
          } else {
            bodies = cache->get(*shop.catalogue().snapshot());
          }
          const auto& body = bodies->byFilter.at(filter);
          return cachedJsonResponse(ctx.req, {bodies, &body});
        },
        {.nonBlocking = true});

  r.add(Verb::get, "/api/products/{id}", Access::publicRoute(), [&shop](RequestContext& ctx) {
    auto snap = shop.catalogue().snapshot();
    const auto* p = snap->find(pathId(ctx, "id"));
    if (!p) throw domain::AppError(domain::ErrorCode::kNotFound, "No such product");
    return jsonResponse(Status::ok, toJson(*p));
  });
}

}  // namespace aurum::api
