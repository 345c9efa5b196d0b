#include "api/csv.hpp"
#include "api/shop_json.hpp"
#include "domain/ledger.hpp"
#include "domain/money.hpp"
#include "domain/notifications.hpp"
#include "http/router.hpp"
#include "http/translations.hpp"
#include "util/clock.hpp"

namespace aurum::api {

using namespace aurum::http;
using domain::formatCents;
using domain::microOzToOz;
namespace json = boost::json;

namespace {

json::object holdingJson(const services::Holding& h) {
  return {{"metalType", domain::metalName(h.metal)},
          {"quantity", microOzToOz(h.microOz)},
          {"totalValue", formatCents(h.valueCents)},
          {"costBasis", formatCents(h.costCents)},
          {"gainLoss", formatCents(h.valueCents - h.costCents)},
          {"spotPrice", formatCents(h.spotCents)}};
}

json::object transactionJson(const services::Transaction& t, std::string_view language) {
  json::array metals;
  for (auto [m, q] : t.metals)
    metals.push_back({{"metalType", domain::metalName(m)}, {"quantity", microOzToOz(q)}});
  return {{"id", t.id},
          {"type", t.type},
          {"orderId", t.orderId},
          {"createdAt", util::toIso8601(t.createdAtMs)},
          {"description",
           http::translate(domain::journalDescription(t.type, t.orderId, t.description), language)},
          {"amount", formatCents(t.amountCents)},
          {"metals", std::move(metals)}};
}

/// Percent with two decimals, rounded half up, from integer cents.
std::string percent(std::int64_t part, std::int64_t whole) {
  if (whole == 0) return "0.00";
  return formatCents(domain::mulDivHalfUp(part, 10000, whole));
}

}  // namespace

void registerPortfolioRoutes(Router& r, services::Shop& shop) {
  r.add(Verb::get, "/api/portfolio", Access::signedIn(), [&shop](RequestContext& ctx) {
    json::array out;
    for (const auto& h : shop.portfolio().holdings(ctx.requireUser().id))
      out.push_back(holdingJson(h));
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::get, "/api/portfolio/summary", Access::signedIn(), [&shop](RequestContext& ctx) {
    auto s = shop.portfolio().summary(ctx.requireUser().id);
    json::array allocation, history;
    for (const auto& h : s.holdings)
      allocation.push_back({{"metalType", domain::metalName(h.metal)},
                            {"totalValue", formatCents(h.valueCents)},
                            {"percent", percent(h.valueCents, s.valueCents)}});
    for (const auto& p : s.history)
      history.push_back({{"date", p.date}, {"value", formatCents(p.valueCents)}});
    json::object out{{"totalValue", formatCents(s.valueCents)},
                     {"costBasis", formatCents(s.costCents)},
                     {"gainLoss", formatCents(s.valueCents - s.costCents)},
                     {"gainLossPercent", percent(s.valueCents - s.costCents, s.costCents)},
                     {"itemCount", s.itemCount},
                     {"monthlyPnl", formatCents(s.monthlyPnlCents)},
                     {"allocation", std::move(allocation)},
                     {"historyBasis", s.historyBasis},
                     {"history", std::move(history)}};
    return jsonResponse(Status::ok, out);
  });

  r.add(Verb::get, "/api/portfolio/export.csv", Access::signedIn(), [&shop](RequestContext& ctx) {
    auto uid = ctx.requireUser().id;
    using domain::Message;
    std::string csv = csvHeader({Message("metalType"), Message("quantityOz"), Message("totalValue"),
                                 Message("costBasis"), Message("gainLoss")},
                                ctx.language);
    for (const auto& h : shop.portfolio().holdings(uid))
      csv += std::string(domain::metalName(h.metal)) + "," + domain::formatMicros(h.microOz) + "," +
             formatCents(h.valueCents) + "," + formatCents(h.costCents) + "," +
             formatCents(h.valueCents - h.costCents) + "\r\n";
    csv += "\r\n" + csvHeader({Message("id"), Message("date"), Message("type"), Message("orderId"),
                               Message("amount"), Message("metals")},
                              ctx.language);
    for (const auto& t : shop.portfolio().transactions(uid)) {
      std::string metals;
      for (auto [m, q] : t.metals)
        metals += (metals.empty() ? "" : " ") + std::string(domain::metalName(m)) + ":" +
                  domain::formatMicros(q);
      csv += std::to_string(t.id) + "," + util::toIso8601(t.createdAtMs) + "," + t.type + "," +
             std::to_string(t.orderId) + "," + formatCents(t.amountCents) + "," + csvField(metals) +
             "\r\n";
    }
    return attachmentResponse(std::move(csv), "text/csv; charset=utf-8", "aurum-portfolio.csv");
  });

  r.add(Verb::get, "/api/transactions", Access::signedIn(), [&shop](RequestContext& ctx) {
    json::array out;
    for (const auto& t : shop.portfolio().transactions(ctx.requireUser().id))
      out.push_back(transactionJson(t, ctx.language));
    return jsonResponse(Status::ok, out);
  });
}

}  // namespace aurum::api
