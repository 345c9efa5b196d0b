// Sellers' products: inventory list, creation, edits and archiving, stock adjustments and their
// history, pictures (docs/inventory.md).
#include "domain/inventory.hpp"

#include "api/requests/inventory_requests.hpp"
#include "api/shop_json.hpp"
#include "domain/compliance.hpp"
#include "domain/error.hpp"
#include "http/multipart.hpp"
#include "util/clock.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::AppError;
using domain::ErrorCode;
using domain::Role;
namespace json = boost::json;

/// Pictures are up to 2 MB; the part headers come on top.
constexpr std::size_t kPictureBodyLimit = domain::kMaxAvatarBytes + 64 * 1024;

/// The bytes of the upload's `file` part (multipart/form-data, as `POST /api/auth/user/avatar`).
std::string_view uploadedFile(const RequestContext& ctx, std::vector<FormPart>& parts) {
  auto ct = ctx.req[bhttp::field::content_type];
  if (ct.substr(0, 19) != "multipart/form-data")
    throw AppError(ErrorCode::kUnsupportedMediaType,
                   "Send the file itself as multipart/form-data (field \"file\"), not a link to it",
                   "file");
  parts = parseMultipart(ct, ctx.req.body());
  auto* p = findPart(parts, "file");
  if (!p || !p->filename) throw domain::validationError("file", "file is required");
  return p->body;
}

namespace {

json::object inventoryJson(const services::PricedProduct& p) {
  auto o = toJson(p, true);
  o["active"] = p.product.active;
  o["stockStatus"] = domain::stockStatus(p.product.stock);
  return o;
}

json::object adjustmentJson(const domain::StockAdjustment& a) {
  return {{"id", a.id},
          {"delta", a.delta},
          {"reason", a.reason},
          {"stockAfter", a.stockAfter},
          {"actor", a.actorUserId ? json::value{{"id", a.actorUserId}, {"name", a.actorName}}
                                  : json::value(nullptr)},
          {"createdAt", util::toIso8601(a.createdAtMs)}};
}

const auto kSellers = Access::forRoles({Role::kGoldTrader, Role::kAdmin});

}  // namespace

void registerInventoryRoutes(Router& r, services::Shop& shop) {
  r.add(Verb::get, "/api/products/mine", kSellers, [&shop](RequestContext& ctx) {
    services::InventoryFilter f;
    if (auto q = ctx.queryParam("q")) f.q = std::string(*q);
    if (auto m = ctx.queryParam("metalType"); m && !m->empty() && *m != "all") {
      f.metal = domain::parseMetal(*m);
      if (!f.metal)
        throw domain::validationError("metalType",
                                      "metalType must be gold, silver, platinum or palladium");
    }
    if (auto st = ctx.queryParam("status"); st && !st->empty()) {
      if (*st != "active" && *st != "archived" && *st != "all")
        throw domain::validationError(
            "status", {"{field} must be one of {allowed}",
                       {{"field", "status"}, {"allowed", "active, archived, all"}}});
      f.status = std::string(*st);
    }
    if (auto seller = ctx.queryParam("sellerId"); seller && !seller->empty()) {
      try {
        f.sellerId = std::stoll(std::string(*seller));
      } catch (const std::exception&) {
        throw domain::validationError("sellerId",
                                      {"{field} must be a whole number", {{"field", "sellerId"}}});
      }
    }
    json::array out;
    for (const auto& p : shop.inventory().list(ctx.requireUser(), f))
      out.push_back(inventoryJson(p));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::post, "/api/products", kSellers, [&shop](RequestContext& ctx) {
    auto in = parseProductCreateRequest(ctx.jsonBody());
    return jsonResponse(Status::created,
                        inventoryJson(shop.inventory().create(ctx.requireUser(), in)));
  });

  r.add(Verb::patch, "/api/products/{id}", kSellers, [&shop](RequestContext& ctx) {
    auto in = parseProductUpdateRequest(ctx.jsonBody());
    return jsonResponse(Status::ok, inventoryJson(shop.inventory().update(ctx.requireUser(),
                                                                          pathId(ctx, "id"), in)));
  });

  r.add(Verb::post, "/api/products/{id}/stock", kSellers, [&shop](RequestContext& ctx) {
    auto in = parseStockAdjustmentRequest(ctx.jsonBody());
    auto res = shop.inventory().adjustStock(ctx.requireUser(), pathId(ctx, "id"), in);
    return jsonResponse(Status::ok, json::object{{"product", inventoryJson(res.product)},
                                                 {"adjustment", adjustmentJson(res.adjustment)}});
  });

  r.add(Verb::get, "/api/products/{id}/stock", kSellers, [&shop](RequestContext& ctx) {
    json::array out;
    for (const auto& a : shop.inventory().history(ctx.requireUser(), pathId(ctx, "id")))
      out.push_back(adjustmentJson(a));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::post, "/api/products/{id}/image", kSellers,
        [&shop](RequestContext& ctx) {
          std::vector<FormPart> parts;
          auto bytes = uploadedFile(ctx, parts);
          return jsonResponse(Status::ok, inventoryJson(shop.inventory().setImage(
                                              ctx.requireUser(), pathId(ctx, "id"), bytes)));
        },
        {.maxBodyBytes = kPictureBodyLimit, .multipart = true});

  r.add(Verb::get, "/api/products/{id}/image", Access::publicRoute(), [&shop](RequestContext& ctx) {
    auto img = shop.inventory().image(pathId(ctx, "id"));
    if (!img) throw AppError(ErrorCode::kNotFound, "No such picture");
    auto res = textResponse(Status::ok, std::move(img->bytes), img->contentType);
    // The URL carries the version, so a new picture is a new URL.
    res.set(bhttp::field::cache_control, "public, max-age=31536000, immutable");
    return res;
  });
}

}  // namespace aurum::api
