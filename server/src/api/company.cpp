// The trader's company profile and logo (docs/inventory.md, "Company").
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

std::string_view uploadedFile(const RequestContext& ctx, std::vector<FormPart>& parts);

namespace {

constexpr std::size_t kLogoBodyLimit = domain::kMaxAvatarBytes + 64 * 1024;

json::object companyJson(const domain::Company& c) {
  return {{"companyName", c.companyName},
          {"registrationNumber", c.registrationNumber},
          {"tradingLicense", c.tradingLicense},
          {"businessAddress", c.businessAddress},
          {"contactEmail", c.contactEmail},
          {"phone", c.phone},
          {"website", c.website},
          {"description", c.description},
          {"logoUrl", c.logoUrl},
          {"updatedAt", util::toIso8601(c.updatedAtMs)}};
}

}  // namespace

void registerCompanyRoutes(Router& r, services::Shop& shop) {
  const auto traders = Access::forRoles({Role::kGoldTrader});
  r.add(Verb::get, "/api/company", traders, [&shop](RequestContext& ctx) {
    return jsonResponse(Status::ok, companyJson(shop.companies().get(ctx.requireUser())));
  });

  r.add(Verb::put, "/api/company", traders, [&shop](RequestContext& ctx) {
    auto in = parseCompanyUpdateRequest(ctx.jsonBody());
    return jsonResponse(Status::ok, companyJson(shop.companies().update(ctx.requireUser(), in)));
  });

  r.add(Verb::post, "/api/company/logo", traders,
        [&shop](RequestContext& ctx) {
          std::vector<FormPart> parts;
          auto bytes = uploadedFile(ctx, parts);
          return jsonResponse(Status::ok,
                              companyJson(shop.companies().setLogo(ctx.requireUser(), bytes)));
        },
        {.maxBodyBytes = kLogoBodyLimit, .multipart = true});

  r.add(Verb::get, "/api/companies/{id}/logo", Access::publicRoute(), [&shop](RequestContext& ctx) {
    auto img = shop.companies().logo(pathId(ctx, "id"));
    if (!img) throw AppError(ErrorCode::kNotFound, "No such picture");
    auto res = textResponse(Status::ok, std::move(img->bytes), img->contentType);
    res.set(bhttp::field::cache_control, "public, max-age=31536000, immutable");
    return res;
  });
}

}  // namespace aurum::api
