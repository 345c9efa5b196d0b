#include "services/checkout_service.hpp"

#include <algorithm>
#include <ctime>

#include "crypto/token.hpp"
#include "domain/cart_totals.hpp"
#include "domain/error.hpp"
#include "domain/ledger.hpp"
#include "domain/money.hpp"
#include "services/in_transaction.hpp"
#include "services/provider_intent.hpp"
#include "storage/checkout_repository.hpp"
#include "storage/ledger_repository.hpp"
#include "storage/order_repository.hpp"
#include "storage/product_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using domain::QuoteStatus;
using storage::CheckoutRepository;

namespace {

CheckoutIntent load(soci::session& s, domain::Quote q, const payments::PaymentProvider& p) {
  auto lines = CheckoutRepository::lines(s, q.id);
  return {std::move(q), std::move(lines), p.name(), p.testMode()};
}

}  // namespace

AppError quoteExpiredError() {
  return AppError(ErrorCode::kConflict, "Your price quote expired; refresh to get a new quote",
                  "quoteId");
}

domain::ShippingAddress validateShipping(domain::ShippingAddress a) {
  auto need = [](std::string& v, const char* field, const domain::Message& required,
                 const domain::Message& tooLong) {
    auto b = v.find_first_not_of(" \t"), e = v.find_last_not_of(" \t");
    v = b == std::string::npos ? "" : v.substr(b, e - b + 1);
    if (v.empty()) throw domain::validationError(std::string("shipping.") + field, required);
    if (v.size() > 200) throw domain::validationError(std::string("shipping.") + field, tooLong);
  };
  using domain::Message;
  need(a.firstName, "firstName", Message("First name is required"),
       Message("First name is too long"));
  need(a.lastName, "lastName", Message("Last name is required"), Message("Last name is too long"));
  need(a.address, "address", Message("Address is required"), Message("Address is too long"));
  need(a.city, "city", Message("City is required"), Message("City is too long"));
  need(a.state, "state", Message("State is required"), Message("State is too long"));
  need(a.zipCode, "zipCode", Message("ZIP code is required"), Message("ZIP code is too long"));
  if (a.country.empty()) a.country = "US";
  if (a.country.size() != 2 || !std::isalpha(static_cast<unsigned char>(a.country[0])) ||
      !std::isalpha(static_cast<unsigned char>(a.country[1])))
    throw domain::validationError("shipping.country",
                                  "Country must be a two-letter code such as US");
  for (auto& c : a.country) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return a;
}

int CheckoutService::expireDue() {
  auto now = clock_.nowMs();
  int n = db_.write([&](soci::session& s) { return CheckoutRepository::expireDue(s, now); });
  if (n) catalogue_.invalidate();
  return n;
}

CheckoutIntent CheckoutService::createIntent(const domain::User& user) {
  const auto now = clock_.nowMs();
  auto intent = db_.write([&](soci::session& s) {
    // The cart's lines with their products, one read.
    auto cart = storage::ProductRepository::linesOfCart(s, user.id);
    if (cart.empty()) throw domain::validationError("cart", "Your cart is empty");
    std::sort(cart.begin(), cart.end(),
              [](auto& a, auto& b) { return a.first.productId < b.first.productId; });
    std::string hash;
    for (const auto& [l, p] : cart)
      hash += std::to_string(l.productId) + ":" + std::to_string(l.quantity) + ":" +
              std::to_string(l.lockedPriceAt(now).value_or(0)) + ";";

    auto latest = CheckoutRepository::latest(s, user.id);
    if (latest) CheckoutRepository::expireIfDue(s, *latest, now);
    if (latest && domain::isLive(latest->status)) {
      if (latest->cartHash == hash) return load(s, *latest, provider_);
      if (CheckoutRepository::transition(s, latest->id, latest->status, QuoteStatus::kSuperseded))
        CheckoutRepository::releaseReservations(s, latest->id);
    }
    std::optional<std::int64_t> previous;
    if (latest && latest->cartHash == hash &&
        (latest->status == QuoteStatus::kExpired || latest->status == QuoteStatus::kDeclined))
      previous = latest->total;

    std::vector<domain::QuoteLine> lines;
    std::vector<domain::PricedLine> priced;
    for (const auto& [l, p] : cart) {
      if (!p.active)  // archived by its seller: the cart line stays until the buyer removes it
        throw AppError(
            ErrorCode::kConflict,
            {"{name} is no longer sold; remove it from your cart to continue", {{"name", p.name}}},
            "cart");
      auto pp = catalogue_.price(p);
      if (pp.spotStale)
        throw AppError(ErrorCode::kUnavailable,
                       {"Live {metal} prices are unavailable right now, so it cannot be sold; try "
                        "again shortly",
                        {{"metal", domain::metalName(p.metal)}}},
                       "cart");
      // A trader's offer locks the unit price until it expires; the premium is what the unit
      // price adds to the metal's value at today's spot (the dealer's margin).
      auto unit = l.lockedPriceAt(now).value_or(pp.priceCents);
      auto metalValue = domain::valueOfMetalCents(pp.spotCents, p.fineWeightMicroOz);
      lines.push_back({p.id, p.name, p.metal, l.quantity, unit, p.fineWeightMicroOz,
                       p.weightMicroOz, std::max<std::int64_t>(0, unit - metalValue)});
      priced.push_back({unit, l.quantity});
    }
    auto totals = domain::computeCartTotals(priced);
    domain::checkPaymentLimits(totals.total);
    if (compliance_)
      ComplianceInTransaction::checkPurchase(*compliance_, s, user.id, totals.total, now);
    domain::Quote q;
    q.userId = user.id;
    // Time-ordered: the secrets' unique index grows at one end (docs/performance.md).
    q.clientSecret = "qt_secret_" + crypto::timeOrderedToken(now);
    q.status = previous && totals.total > *previous ? QuoteStatus::kAcceptance : QuoteStatus::kOpen;
    q.cartHash = hash;
    q.subtotal = totals.subtotal;
    q.shipping = totals.shipping;
    q.tax = totals.tax;
    q.total = totals.total;
    q.previousTotal = previous;
    q.provider = provider_.name();
    // The provider's idempotency reference (provider_intent.hpp), time-ordered like the secret:
    // the quotes' provider_ref index and the attempts' idempotency keys grow at one end.
    q.providerRef = std::string(kPendingIntentPrefix) + crypto::timeOrderedToken(now, 12);
    q.createdAtMs = now;
    q.expiresAtMs = now + kQuoteTtlMs;
    q.id = CheckoutRepository::insertQuote(s, q);
    for (const auto& l : lines) {
      CheckoutRepository::insertLine(s, q.id, l);
      CheckoutRepository::reserve(s, q.id, l.productId, l.quantity, q.expiresAtMs);
    }
    // The stock is taken last, in product order: on PostgreSQL the product's row stays locked
    // from here to the commit, and every buyer of a hot product waits for that lock. Taken
    // first, it was held over the quote's inserts too (a lock convoy: 86 orders/s with 32
    // workers). A shortage throws and rolls the quote back with it.
    // Other buyers' quotes past their time are expired by a periodic sweep (App); one that has
    // not run yet must not make a product look sold out, so a shortage sweeps first.
    bool swept = false;
    for (const auto& l : lines) {
      bool taken = storage::ProductRepository::take(s, l.productId, l.quantity);
      if (!taken && !swept) {
        swept = true;
        if (CheckoutRepository::expireDue(s, now) > 0)
          taken = storage::ProductRepository::take(s, l.productId, l.quantity);
      }
      if (!taken) {
        auto p = storage::ProductRepository::find(s, l.productId);
        auto left = p ? p->stock : 0;
        throw AppError(ErrorCode::kConflict, domain::stockShortage(l.name, left), "quantity");
      }
    }
    return CheckoutIntent{q, lines, provider_.name(), provider_.testMode()};
  });
  catalogue_.invalidate();
  // The provider's intent is created when the buyer confirms (CheckoutService::pay), outside any
  // transaction: a quote that is never paid never reaches the provider.
  return intent;
}

std::optional<CheckoutIntent> CheckoutService::current(const domain::User& user) {
  const auto now = clock_.nowMs();
  return db_.read([&](soci::session& s) -> std::optional<CheckoutIntent> {
    auto q = CheckoutRepository::latest(s, user.id);
    if (!q || !domain::isLive(q->status) || q->expiresAtMs <= now) return std::nullopt;
    return load(s, *q, provider_);
  });
}

CheckoutIntent CheckoutService::acceptQuote(const domain::User& user, std::int64_t quoteId) {
  const auto now = clock_.nowMs();
  std::optional<CheckoutIntent> out;
  bool expired = db_.write([&](soci::session& s) {
    auto q = CheckoutRepository::find(s, quoteId);
    if (!q || q->userId != user.id)
      throw AppError(ErrorCode::kNotFound, "No such quote", "quoteId");
    CheckoutRepository::expireIfDue(s, *q, now);
    if (q->status == QuoteStatus::kExpired) return true;
    if (q->status == QuoteStatus::kAcceptance) {
      CheckoutRepository::transition(s, q->id, QuoteStatus::kAcceptance, QuoteStatus::kOpen);
      q->status = QuoteStatus::kOpen;
    } else if (q->status != QuoteStatus::kOpen) {
      throw AppError(ErrorCode::kConflict, "This quote can no longer be accepted", "quoteId");
    }
    out = load(s, *q, provider_);
    return false;
  });
  if (expired) {
    catalogue_.invalidate();
    throw quoteExpiredError();
  }
  return *out;
}

}  // namespace aurum::services
