#include "services/trader_service.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "domain/analytics_range.hpp"
#include "domain/client_status.hpp"
#include "domain/durations.hpp"
#include "domain/error.hpp"
#include "domain/language.hpp"
#include "domain/notices.hpp"
#include "domain/user_text.hpp"
#include "storage/account_repository.hpp"
#include "storage/order_repository.hpp"
#include "storage/trader_repository.hpp"
#include "storage/user_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::Role;

namespace {
using domain::kHourMs;

/// The seller whose figures the user sees: its own id, 0 (everything) for an admin.
std::int64_t sellerOf(const domain::User& u) { return u.role == Role::kAdmin ? 0 : u.id; }

std::int64_t average(std::int64_t total, std::int64_t n) {
  return n == 0 ? 0 : (total + n / 2) / n;  // half up, to the cent
}

SalesFigures figures(const storage::SalesTotals& t) {
  return {t.revenueCents, t.orders, average(t.revenueCents, t.orders)};
}

AppError noClient() { return AppError(ErrorCode::kNotFound, "No such client"); }
AppError noOffer() { return AppError(ErrorCode::kNotFound, "No such offer"); }

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

std::vector<TraderClient> clientsIn(soci::session& s, std::int64_t seller, std::int64_t now) {
  std::vector<TraderClient> out;
  for (const auto& r : storage::TraderRepository::clients(s, seller)) {
    domain::ClientActivity a{r.orders, r.totalCents, r.firstOrderMs, r.lastOrderMs,
                             r.inviteAcceptedMs};
    out.push_back({r.id, r.firstName + " " + r.lastName, r.email, r.orders, r.totalCents,
                   r.lastOrderMs, r.kycStatus,
                   domain::clientStatusName(domain::clientStatus(a, now))});
  }
  return out;
}

TraderOffer offerView(const storage::OfferRow& r, std::string sellerName, std::int64_t now) {
  TraderOffer o{r.id,     r.clientId, r.traderId, r.clientName, std::move(sellerName),
                r.status, r.note,     {}};
  // An open offer past its time reads as expired (nothing needs to run to expire it).
  if (o.status == "open" && r.expiresAtMs <= now) o.status = "expired";
  for (const auto& l : r.lines) {
    o.lines.push_back({l.productId, l.name, l.metal, l.quantity, l.unitCents});
    o.totalCents += l.quantity * l.unitCents;
  }
  o.createdAtMs = r.createdAtMs;
  o.expiresAtMs = r.expiresAtMs;
  return o;
}

TraderOffer offerView(soci::session& s, const storage::OfferRow& r, std::int64_t now) {
  return offerView(r, storage::TraderRepository::sellerName(s, r.traderId), now);
}

/// A listing's offers, each seller's name read once (not once per offer).
std::vector<TraderOffer> offerViews(soci::session& s, const std::vector<storage::OfferRow>& rows,
                                    std::int64_t now) {
  std::map<std::int64_t, std::string> names;
  std::vector<TraderOffer> out;
  out.reserve(rows.size());
  for (const auto& r : rows) {
    auto it = names.find(r.traderId);
    if (it == names.end())
      it = names.emplace(r.traderId, storage::TraderRepository::sellerName(s, r.traderId)).first;
    out.push_back(offerView(r, it->second, now));
  }
  return out;
}
}  // namespace

TraderAnalytics TraderService::analytics(const domain::User& user, const std::string& range) {
  const auto now = clock_.nowMs();
  auto period = domain::analyticsPeriod(range, now);
  if (!period) throw domain::validationError("range", "range must be 7d, 30d, 90d or 1y");
  const auto seller = sellerOf(user);
  return db_.readHeavy([&](soci::session& s) {
    using storage::TraderRepository;
    TraderAnalytics a;
    a.range = range;
    a.current = figures(TraderRepository::totals(s, seller, period->startMs, period->endMs));
    a.previous =
        figures(TraderRepository::totals(s, seller, period->previousStartMs, period->startMs));
    std::map<std::string, std::int64_t> metals{
        {"gold", 0}, {"silver", 0}, {"platinum", 0}, {"palladium", 0}};
    for (const auto& [metal, units] :
         TraderRepository::unitsByMetal(s, seller, period->startMs, period->endMs))
      metals[metal] += units;
    for (const char* m : {"gold", "silver", "platinum", "palladium"})
      a.unitsByMetal.emplace_back(m, metals[m]);
    // Day totals from SQL (at most 366 rows), folded into the period's buckets.
    std::vector<std::int64_t> sums(period->buckets.size(), 0);
    for (const auto& [day, revenue] :
         TraderRepository::revenueByDay(s, seller, period->startMs, period->endMs)) {
      const auto at = day * domain::kDayMs;
      for (std::size_t i = 0; i < period->buckets.size(); ++i)
        if (at >= period->buckets[i].startMs && at < period->buckets[i].endMs) {
          sums[i] += revenue;
          break;
        }
    }
    for (std::size_t i = 0; i < sums.size(); ++i)
      a.series.emplace_back(period->buckets[i].label, sums[i]);
    for (const auto& t :
         TraderRepository::topProducts(s, seller, period->startMs, period->endMs, 5))
      a.topProducts.push_back({t.productId, t.name, t.units, t.revenueCents});
    auto [buyers, repeat] = TraderRepository::buyers(s, seller, period->startMs, period->endMs);
    a.repeatClientRate =
        buyers == 0
            ? 0.0
            : std::round(static_cast<double>(repeat) / static_cast<double>(buyers) * 1e4) / 1e4;
    return a;
  });
}

std::vector<TraderClient> TraderService::clients(const domain::User& user,
                                                 const std::string& status, const std::string& q) {
  if (!status.empty() && !domain::parseClientStatus(status))
    throw domain::validationError("status", "status must be premium, active, new or inactive");
  const auto now = clock_.nowMs();
  auto all = db_.readHeavy([&](soci::session& s) { return clientsIn(s, sellerOf(user), now); });
  const auto needle = lower(q);
  std::vector<TraderClient> out;
  for (auto& c : all) {
    if (!status.empty() && c.status != status) continue;
    if (!needle.empty() && lower(c.name).find(needle) == std::string::npos &&
        lower(c.email).find(needle) == std::string::npos)
      continue;
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<domain::Order> TraderService::clientOrders(const domain::User& user,
                                                       std::int64_t clientId) {
  const auto seller = sellerOf(user);
  return db_.read([&](soci::session& s) {
    if (!storage::TraderRepository::isClient(s, seller, clientId)) throw noClient();
    std::vector<domain::Order> out;
    for (auto id : storage::TraderRepository::clientOrderIds(s, seller, clientId))
      if (auto o = storage::OrderRepository::find(s, id)) out.push_back(*o);
    return out;
  });
}

std::int64_t TraderService::message(const domain::User& user, std::int64_t clientId,
                                    const std::string& text) {
  const auto seller = sellerOf(user);
  auto from = db_.read([&](soci::session& s) {
    if (clientId == user.id || !storage::TraderRepository::isClient(s, seller, clientId))
      throw noClient();
    return seller == 0 ? std::string("Aurum") : storage::TraderRepository::sellerName(s, seller);
  });
  auto n = notifications_.notify(domain::traderMessageNotice(clientId, from, text));
  return n ? n->id : 0;
}

TraderInvite TraderService::invite(const domain::User& user, const std::string& rawEmail,
                                   std::string_view language) {
  const auto email = domain::normalizeEmail(rawEmail);
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    using storage::TraderRepository;
    if (TraderRepository::findInvite(s, user.id, email))
      throw AppError(ErrorCode::kConflict, "This e-mail address was already invited", "email");
    storage::InviteRow row{0, user.id, email, now, std::nullopt, std::nullopt};
    // An e-mail that already has an account is recorded like any other: linking it at once would
    // hand any trader another dealer's client (or staff) with their name and KYC state, and the
    // answer would tell whether the address has an account. Such a person becomes this trader's
    // client by buying from it.
    row.id = TraderRepository::insertInvite(s, row);
    // In the inviting trader's language, with the registration page in it (public pages answer
    // under /es/, /fr/, ...).
    const domain::MessageArgs args{
        {"from", TraderRepository::sellerName(s, user.id)},
        {"link", publicOrigin_ + domain::publicPagePath(language, "/register")}};
    const auto subject = notifications_.render(
        domain::Message(domain::userText("Invitation from {from} to Aurum"), args), language);
    const auto body = notifications_.render(
        domain::Message(domain::userText("{from} invites you to open an Aurum account to buy "
                                         "precious metals. Register at {link}"),
                        args),
        language);
    storage::OutboxRepository::enqueue(s, {0, std::nullopt, "email", email, subject, body, 0}, now);
    return TraderInvite{row.id, email, row.acceptedUserId ? "registered" : "pending", now};
  });
}

std::vector<TraderInvite> TraderService::invites(const domain::User& user) {
  return db_.read([&](soci::session& s) {
    std::vector<TraderInvite> out;
    for (const auto& r : storage::TraderRepository::invites(s, user.id))
      out.push_back({r.id, r.email, r.acceptedUserId ? "registered" : "pending", r.createdAtMs});
    return out;
  });
}

TraderDashboard TraderService::dashboard(const domain::User& user) {
  const auto now = clock_.nowMs();
  const auto seller = sellerOf(user);
  const auto monthStart = domain::monthStartMs(now);
  auto status = compliance_.status(user);
  auto snapshot = shop_.catalogue().snapshot();
  TraderDashboard d = db_.read([&](soci::session& s) {
    using storage::TraderRepository;
    TraderDashboard d;
    d.tradingVolumeCents = TraderRepository::totals(s, seller, monthStart, now + 1).revenueCents;
    d.monthlyProfitCents = TraderRepository::premiumMargin(s, seller, monthStart, now + 1);
    for (const auto& c : clientsIn(s, seller, now))
      if (c.status != "inactive") ++d.activeClients;
    for (auto id : TraderRepository::activeProductIds(s, seller)) {
      if (const auto* p = snapshot->find(id))
        d.inventoryValueCents += p->product.stock * p->priceCents;
    }
    for (auto id : TraderRepository::recentOrderIds(s, seller, 5))
      if (auto o = storage::OrderRepository::find(s, id)) d.recentOrders.push_back(*o);
    d.licenseNumber = seller == 0 ? "" : TraderRepository::licenseNumber(s, seller);
    return d;
  });
  d.licenseStatus = user.status == domain::UserStatus::kActive      ? "active"
                    : user.status == domain::UserStatus::kSuspended ? "suspended"
                                                                    : "pending";
  d.complianceStatus = status.amlStatus != "clear" ? status.amlStatus : status.complianceLevel;
  d.kycStatus = user.kycStatus;
  return d;
}

TraderOffer TraderService::createOffer(const domain::User& user, const OfferInput& in) {
  const auto now = clock_.nowMs();
  const auto seller = sellerOf(user);
  auto snapshot = shop_.catalogue().snapshot();
  return db_.write([&](soci::session& s) {
    using storage::TraderRepository;
    if (in.clientId == user.id || !TraderRepository::isClient(s, seller, in.clientId))
      throw noClient();
    auto active = TraderRepository::activeProductIds(s, seller);
    storage::OfferRow row;
    row.traderId = user.id;
    row.clientId = in.clientId;
    row.note = in.note;
    row.createdAtMs = now;
    row.expiresAtMs = now + in.expiresInHours * kHourMs;
    for (std::size_t i = 0; i < in.lines.size(); ++i) {
      const auto [productId, quantity] = in.lines[i];
      const auto field = "lines[" + std::to_string(i) + "].productId";
      const auto* p = snapshot->find(productId);
      if (!p || !std::binary_search(active.begin(), active.end(), productId))
        throw domain::validationError(field.c_str(), "No such product among your active products");
      if (p->spotStale)
        throw AppError(ErrorCode::kConflict, "Prices are stale; try again in a moment", "lines");
      row.lines.push_back({productId, p->product.name, "", quantity, p->priceCents});
    }
    auto id = TraderRepository::insertOffer(s, row);
    return offerView(s, *TraderRepository::findOffer(s, id), now);
  });
}

std::vector<TraderOffer> TraderService::offers(const domain::User& user) {
  const auto now = clock_.nowMs();
  return db_.read([&](soci::session& s) {
    return offerViews(s, storage::TraderRepository::offersOfTrader(s, sellerOf(user)), now);
  });
}

TraderOffer TraderService::cancelOffer(const domain::User& user, std::int64_t offerId) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    using storage::TraderRepository;
    auto r = TraderRepository::findOffer(s, offerId);
    if (!r || (user.role != Role::kAdmin && r->traderId != user.id)) throw noOffer();
    if (r->status != "open" || r->expiresAtMs <= now ||
        !TraderRepository::decideOffer(s, offerId, "cancelled", now))
      throw AppError(ErrorCode::kConflict, "Only an open offer can be cancelled", "status");
    return offerView(s, *TraderRepository::findOffer(s, offerId), now);
  });
}

std::vector<TraderOffer> TraderService::myOffers(const domain::User& client) {
  const auto now = clock_.nowMs();
  return db_.read([&](soci::session& s) {
    return offerViews(s, storage::TraderRepository::openOffersOfClient(s, client.id, now), now);
  });
}

TraderOffer TraderService::acceptOffer(const domain::User& client, std::int64_t offerId) {
  return decide(client, offerId, true);
}

TraderOffer TraderService::declineOffer(const domain::User& client, std::int64_t offerId) {
  return decide(client, offerId, false);
}

TraderOffer TraderService::decide(const domain::User& client, std::int64_t offerId, bool accept) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    using storage::TraderRepository;
    auto r = TraderRepository::findOffer(s, offerId);
    if (!r || r->clientId != client.id) throw noOffer();
    if (r->status != "open" || r->expiresAtMs <= now ||
        !TraderRepository::decideOffer(s, offerId, accept ? "accepted" : "declined", now))
      throw AppError(ErrorCode::kConflict, "This offer is no longer open", "status");
    if (accept)
      for (const auto& l : r->lines)
        TraderRepository::putOfferLineInCart(s, client.id, l.productId, l.quantity, offerId,
                                             l.unitCents, now);
    return offerView(s, *TraderRepository::findOffer(s, offerId), now);
  });
}

}  // namespace aurum::services
