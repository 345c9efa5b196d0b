#include "api/csv.hpp"
#include "api/provenance_json.hpp"
#include "api/requests/provenance_requests.hpp"
#include "api/routes.hpp"
#include "domain/error.hpp"
#include "util/qr_svg.hpp"

namespace aurum::api {

using namespace aurum::http;
namespace json = boost::json;

namespace {

const auto kTraderRoles = Access::forRoles({domain::Role::kGoldTrader, domain::Role::kAdmin});

}  // namespace

/// The registry: items, custody events, owner actions, trader records and QR labels.
void registerProvenanceRoutes(Router& r, services::Services& s) {
  r.add(Verb::get, "/api/provenance/items", Access::signedIn(), [&s](RequestContext& ctx) {
    json::array out;
    for (const auto& item : s.provenance.itemsFor(ctx.requireUser())) out.push_back(toJson(item));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::post, "/api/provenance/items", kTraderRoles, [&s](RequestContext& ctx) {
    auto in = parseItemRegistrationRequest(ctx.jsonBody());
    auto item = s.provenance.registerItem(in, ctx.requireUser());
    return jsonResponse(Status::created, toJson(item));
  });

  r.add(Verb::post, "/api/provenance/items/{serial}/events", kTraderRoles,
        [&s](RequestContext& ctx) {
          auto in = parseCustodyEventRequest(ctx.jsonBody());
          auto e = s.provenance.recordEvent(pathText(ctx, "serial"), in, ctx.requireUser());
          return jsonResponse(Status::created, toJson(e));
        });

  r.add(Verb::post, "/api/provenance/items/{serial}/report", Access::signedIn(),
        [&s](RequestContext& ctx) {
          auto in = parseReportRequest(ctx.jsonBody());
          auto item =
              s.provenance.report(pathText(ctx, "serial"), in.kind, in.note, ctx.requireUser());
          return jsonResponse(Status::ok, toJson(item));
        });

  r.add(Verb::post, "/api/provenance/items/{serial}/transfer", Access::signedIn(),
        [&s](RequestContext& ctx) {
          auto in = parseTransferRequest(ctx.jsonBody());
          auto item = s.provenance.transfer(pathText(ctx, "serial"), in.toEmail, ctx.requireUser());
          return jsonResponse(Status::ok, toJson(item));
        });

  r.add(Verb::get, "/api/provenance/items/{serial}/qr.svg", kTraderRoles,
        [&s](RequestContext& ctx) {
          // The label carries the item's QR token, which only its dealer (or an admin) may print.
          auto item = s.provenance.requireStockItem(pathText(ctx, "serial"), ctx.requireUser());
          return textResponse(Status::ok, util::qrSvg(item.qrCode, item.serialNumber),
                              "image/svg+xml");
        });

  r.add(Verb::get, "/api/provenance/records", kTraderRoles, [&s](RequestContext& ctx) {
    json::array out;
    for (const auto& row :
         s.verification.recordsFor(ctx.requireUser(), ctx.queryParam("q").value_or("")))
      out.push_back(toJson(row));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::get, "/api/provenance/records.csv", kTraderRoles, [&s](RequestContext& ctx) {
    using domain::Message;
    std::string csv = csvHeader(
        {Message("serialNumber"), Message("productName"), Message("status"), Message("trustScore"),
         Message("certificationBody"), Message("scanDate"), Message("scanLocation")},
        ctx.language);
    for (const auto& row :
         s.verification.recordsFor(ctx.requireUser(), ctx.queryParam("q").value_or(""))) {
      auto j = toJson(row);
      csv += csvField(std::string(j["serialNumber"].as_string())) + "," +
             csvField(row.productName) + "," + csvField(row.verdict) + "," +
             std::to_string(row.trustScore) + "," + csvField(row.certifier) + "," +
             csvField(std::string(j["scanDate"].as_string())) + "," + csvField(row.place) + "\r\n";
    }
    return attachmentResponse(std::move(csv), "text/csv; charset=utf-8",
                              "verification-records.csv");
  });
}

}  // namespace aurum::api
