#include "services/checkout_service.hpp"

#include <algorithm>
#include <ctime>

#include "crypto/token.hpp"
#include "domain/cart_totals.hpp"
#include "domain/error.hpp"
#include "domain/ledger.hpp"
#include "domain/money.hpp"
#include "storage/cart_repository.hpp"
#include "storage/ledger_repository.hpp"
#include "storage/order_repository.hpp"
#include "storage/product_repository.hpp"

namespace aurum::services {

using domain::AppError;
using domain::ErrorCode;
using payments::PaymentStatus;
using storage::CheckoutRepository;

namespace {

bool isLive(const std::string& status) { return status == "open" || status == "acceptance" || status == "action"; }

AppError quoteExpired() {
  return AppError(ErrorCode::kConflict, "Your price quote expired; refresh to get a new quote", "quoteId");
}

CheckoutIntent load(soci::session& s, storage::QuoteRow q, const payments::PaymentProvider& p) {
  auto lines = CheckoutRepository::lines(s, q.id);
  return {std::move(q), std::move(lines), p.name(), p.testMode()};
}

/// The paid quote becomes an order: stock already held by the reservation is consumed, the
/// ledger is posted and the cart emptied, all in the caller's transaction.
domain::Order placeOrder(soci::session& s, const storage::QuoteRow& q, const storage::PaymentRow& pay,
                         const std::string& fromStatus, const domain::ShippingAddress& address, std::int64_t now,
                         ProvenanceService* provenance) {
  domain::Order o;
  o.userId = q.userId;
  o.quoteId = q.id;
  o.paymentId = pay.id;
  o.status = domain::OrderStatus::kProcessing;
  o.subtotal = q.subtotal;
  o.shipping = q.shipping;
  o.tax = q.tax;
  o.total = q.total;
  o.paymentMethod = pay.brand + " \xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2\xE2\x80\xA2 " + pay.last4;
  o.address = address;
  o.createdAtMs = o.updatedAtMs = now;
  std::vector<domain::PurchaseLine> ledgerLines;
  for (const auto& l : CheckoutRepository::lines(s, q.id)) {
    auto p = storage::ProductRepository::find(s, l.productId);
    o.lines.push_back({l.productId, p ? p->sellerId : 0, l.name, l.metal, l.quantity, l.unitCents,
                       l.fineWeightMicroOz, p ? p->imageUrl : "", {}});
    ledgerLines.push_back({l.metal, l.fineWeightMicroOz * l.quantity, l.unitCents * l.quantity});
  }
  if (!CheckoutRepository::transition(s, q.id, fromStatus, "paid"))
    throw std::logic_error("quote changed while being paid");
  o.id = storage::OrderRepository::insert(s, o);
  storage::OrderRepository::addHistory(s, o.id, domain::OrderStatus::kPending, 0, "system", "Order placed", now);
  storage::OrderRepository::addHistory(s, o.id, domain::OrderStatus::kProcessing, 0, "system",
                                       "Payment succeeded", now);
  CheckoutRepository::consumeReservations(s, q.id);
  CheckoutRepository::setOrder(s, q.id, o.id);
  CheckoutRepository::setShipping(s, q.id, address);
  storage::LedgerRepository::post(s, q.userId, "purchase", o.id, std::nullopt, "Order #" + std::to_string(o.id),
                                  domain::purchasePostings(q.userId, ledgerLines, q.shipping, q.tax), now);
  storage::CartRepository::clear(s, q.userId);
  // Specific serialized units for every line, committed with the order (or not at all).
  if (provenance)
    for (const auto& l : o.lines)
      provenance->allocateToOrderIn(s, o.id, l.productId, static_cast<int>(l.quantity), q.userId);
  auto full = storage::OrderRepository::find(s, o.id);
  storage::OrderRepository::loadDetail(s, *full);
  return *full;
}

/// What a confirmation of an already-paid quote answers: the same order.
PaymentOutcome paidOutcome(soci::session& s, const storage::QuoteRow& q) {
  PaymentOutcome out;
  out.status = PaymentStatus::kSucceeded;
  auto o = storage::OrderRepository::find(s, q.orderId);
  if (!o) throw std::logic_error("paid quote without order");
  storage::OrderRepository::loadDetail(s, *o);
  if (auto p = CheckoutRepository::findPayment(s, o->paymentId)) out.payment = *p;
  out.order = std::move(o);
  return out;
}

enum class Closed { kNone, kExpired, kDeclined };

struct TxResult {
  Closed closed = Closed::kNone;
  std::string message;
  PaymentOutcome outcome;
};

std::pair<int, int> yearMonthUtc(std::int64_t nowMs) {
  std::time_t t = static_cast<std::time_t>(nowMs / 1000);
  std::tm tm{};
  gmtime_r(&t, &tm);
  return {tm.tm_year + 1900, tm.tm_mon + 1};
}

}  // namespace

domain::ShippingAddress validateShipping(domain::ShippingAddress a) {
  auto need = [](std::string& v, const char* field, const char* label) {
    auto b = v.find_first_not_of(" \t"), e = v.find_last_not_of(" \t");
    v = b == std::string::npos ? "" : v.substr(b, e - b + 1);
    if (v.empty()) throw domain::validationError(std::string("shipping.") + field, std::string(label) + " is required");
    if (v.size() > 200) throw domain::validationError(std::string("shipping.") + field, std::string(label) + " is too long");
  };
  need(a.firstName, "firstName", "First name");
  need(a.lastName, "lastName", "Last name");
  need(a.address, "address", "Address");
  need(a.city, "city", "City");
  need(a.state, "state", "State");
  need(a.zipCode, "zipCode", "ZIP code");
  if (a.country.empty()) a.country = "US";
  if (a.country.size() != 2 || !std::isalpha(static_cast<unsigned char>(a.country[0])) ||
      !std::isalpha(static_cast<unsigned char>(a.country[1])))
    throw domain::validationError("shipping.country", "Country must be a two-letter code such as US");
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
    CheckoutRepository::expireDue(s, now);
    auto cart = storage::CartRepository::list(s, user.id);
    if (cart.empty()) throw domain::validationError("cart", "Your cart is empty");
    std::sort(cart.begin(), cart.end(), [](auto& a, auto& b) { return a.productId < b.productId; });
    std::string hash;
    for (const auto& l : cart) hash += std::to_string(l.productId) + ":" + std::to_string(l.quantity) + ";";

    auto latest = CheckoutRepository::latest(s, user.id);
    if (latest && isLive(latest->status)) {
      if (latest->cartHash == hash) return load(s, *latest, provider_);
      if (CheckoutRepository::transition(s, latest->id, latest->status, "superseded"))
        CheckoutRepository::releaseReservations(s, latest->id);
    }
    std::optional<std::int64_t> previous;
    if (latest && latest->cartHash == hash && (latest->status == "expired" || latest->status == "declined"))
      previous = latest->total;

    std::vector<storage::QuoteLineRow> lines;
    std::vector<domain::PricedLine> priced;
    for (const auto& l : cart) {
      auto p = storage::ProductRepository::find(s, l.productId);
      if (!p) throw AppError(ErrorCode::kConflict, "A product in your cart is no longer sold", "cart");
      auto pp = catalogue_.price(*p);
      if (pp.spotStale)
        throw AppError(ErrorCode::kUnavailable,
                       "Live " + std::string(domain::metalName(p->metal)) +
                           " prices are unavailable right now, so it cannot be sold; try again shortly",
                       "cart");
      lines.push_back({p->id, p->name, p->metal, l.quantity, pp.priceCents, p->fineWeightMicroOz, p->weightMicroOz});
      priced.push_back({pp.priceCents, l.quantity});
    }
    auto totals = domain::computeCartTotals(priced);
    domain::checkPaymentLimits(totals.total);
    for (const auto& l : lines) {
      if (!storage::ProductRepository::take(s, l.productId, l.quantity)) {
        auto p = storage::ProductRepository::find(s, l.productId);
        auto left = p ? p->stock : 0;
        throw AppError(ErrorCode::kConflict,
                       left == 0 ? l.name + " is out of stock"
                                 : "Only " + std::to_string(left) + " units of " + l.name + " are available",
                       "quantity");
      }
    }
    storage::QuoteRow q;
    q.userId = user.id;
    q.clientSecret = "qt_secret_" + crypto::randomToken(24);
    q.status = previous && totals.total > *previous ? "acceptance" : "open";
    q.cartHash = hash;
    q.subtotal = totals.subtotal;
    q.shipping = totals.shipping;
    q.tax = totals.tax;
    q.total = totals.total;
    q.previousTotal = previous;
    q.provider = provider_.name();
    q.providerRef = provider_.createIntent(totals.total, crypto::randomToken(12));
    q.createdAtMs = now;
    q.expiresAtMs = now + kQuoteTtlMs;
    q.id = CheckoutRepository::insertQuote(s, q);
    for (const auto& l : lines) {
      CheckoutRepository::insertLine(s, q.id, l);
      CheckoutRepository::reserve(s, q.id, l.productId, l.quantity, q.expiresAtMs);
    }
    return CheckoutIntent{q, lines, provider_.name(), provider_.testMode()};
  });
  catalogue_.invalidate();
  return intent;
}

std::optional<CheckoutIntent> CheckoutService::current(const domain::User& user) {
  const auto now = clock_.nowMs();
  return db_.read([&](soci::session& s) -> std::optional<CheckoutIntent> {
    auto q = CheckoutRepository::latest(s, user.id);
    if (!q || !isLive(q->status) || q->expiresAtMs <= now) return std::nullopt;
    return load(s, *q, provider_);
  });
}

CheckoutIntent CheckoutService::acceptQuote(const domain::User& user, std::int64_t quoteId) {
  const auto now = clock_.nowMs();
  std::optional<CheckoutIntent> out;
  bool expired = db_.write([&](soci::session& s) {
    CheckoutRepository::expireDue(s, now);
    auto q = CheckoutRepository::find(s, quoteId);
    if (!q || q->userId != user.id) throw AppError(ErrorCode::kNotFound, "No such quote", "quoteId");
    if (q->status == "expired") return true;
    if (q->status == "acceptance") {
      CheckoutRepository::transition(s, q->id, "acceptance", "open");
      q->status = "open";
    } else if (q->status != "open") {
      throw AppError(ErrorCode::kConflict, "This quote can no longer be accepted", "quoteId");
    }
    out = load(s, *q, provider_);
    return false;
  });
  if (expired) {
    catalogue_.invalidate();
    throw quoteExpired();
  }
  return *out;
}

PaymentOutcome CheckoutService::confirm(const domain::User& user, const std::string& clientSecret,
                                        const domain::CardInput& card, const domain::ShippingAddress& address) {
  const auto now = clock_.nowMs();
  auto [year, month] = yearMonthUtc(now);
  const auto digits = domain::validateCard(card, year, month);
  const auto shipTo = validateShipping(address);
  auto r = db_.write([&](soci::session& s) -> TxResult {
    TxResult r;
    CheckoutRepository::expireDue(s, now);
    for (int attempt = 0; attempt < 5; ++attempt) {
      auto q = CheckoutRepository::findBySecret(s, clientSecret);
      if (!q || q->userId != user.id) throw AppError(ErrorCode::kNotFound, "No such payment", "clientSecret");
      if (q->status == "paid") return {Closed::kNone, "", paidOutcome(s, *q)};
      if (q->status == "expired") return {Closed::kExpired, "", {}};
      if (q->status == "acceptance")
        throw AppError(ErrorCode::kConflict, "The price changed: accept the new total of $" +
                                                 domain::formatCents(q->total) + " before paying", "quoteId");
      if (q->status == "action")
        throw AppError(ErrorCode::kConflict, "This payment is waiting for your bank's approval", "clientSecret");
      if (q->status == "processing") continue;
      if (q->status != "open")
        throw AppError(ErrorCode::kConflict, "This checkout is closed; start again from your cart", "quoteId");
      if (!CheckoutRepository::transition(s, q->id, "open", "processing")) continue;  // a concurrent confirm won

      auto res = provider_.confirm(q->providerRef, q->total, digits, card);
      storage::PaymentRow pay{0, q->id, user.id, q->total, now, payments::paymentStatusName(res.status),
                              res.brand, res.last4, res.message, provider_.name()};
      pay.id = CheckoutRepository::insertPayment(s, pay, now);
      if (res.status == PaymentStatus::kSucceeded) {
        r.outcome.status = res.status;
        r.outcome.payment = pay;
        r.outcome.order = placeOrder(s, *q, pay, "processing", shipTo, now, provenance_);
      } else if (res.status == PaymentStatus::kRequiresAction) {
        CheckoutRepository::transition(s, q->id, "processing", "action");
        CheckoutRepository::setShipping(s, q->id, shipTo);
        r.outcome.status = res.status;
        r.outcome.payment = pay;
      } else {
        CheckoutRepository::transition(s, q->id, "processing", "declined");
        CheckoutRepository::releaseReservations(s, q->id);
        r.closed = Closed::kDeclined;
        r.message = res.message;
      }
      return r;
    }
    throw AppError(ErrorCode::kConflict, "This payment is already being processed", "clientSecret");
  });
  catalogue_.invalidate();
  if (r.closed == Closed::kExpired) throw quoteExpired();
  if (r.closed == Closed::kDeclined) throw AppError(ErrorCode::kPaymentDeclined, r.message, "card.number");
  return r.outcome;
}

PaymentOutcome CheckoutService::authenticate(const domain::User& user, std::int64_t paymentId, bool approve) {
  const auto now = clock_.nowMs();
  auto r = db_.write([&](soci::session& s) -> TxResult {
    TxResult r;
    CheckoutRepository::expireDue(s, now);
    auto pay = CheckoutRepository::findPayment(s, paymentId);
    if (!pay || pay->userId != user.id) throw AppError(ErrorCode::kNotFound, "No such payment");
    for (int attempt = 0; attempt < 5; ++attempt) {
      auto q = CheckoutRepository::find(s, pay->quoteId);
      if (q->status == "paid" && q->orderId) return {Closed::kNone, "", paidOutcome(s, *q)};
      if (pay->status != "requires_action")
        throw AppError(ErrorCode::kConflict, "This payment is not waiting for authentication");
      if (q->status == "expired") return {Closed::kExpired, "", {}};
      if (q->status == "processing") continue;
      if (q->status != "action") throw AppError(ErrorCode::kConflict, "This payment is not waiting for authentication");
      if (!CheckoutRepository::transition(s, q->id, "action", "processing")) continue;
      auto res = provider_.authenticate(q->providerRef, approve);
      CheckoutRepository::setPaymentStatus(s, pay->id, payments::paymentStatusName(res.status), res.message, now);
      pay->status = payments::paymentStatusName(res.status);
      if (res.status == PaymentStatus::kSucceeded) {
        r.outcome.status = res.status;
        r.outcome.payment = *pay;
        r.outcome.order = placeOrder(s, *q, *pay, "processing", q->address, now, provenance_);
      } else {
        CheckoutRepository::transition(s, q->id, "processing", "declined");
        CheckoutRepository::releaseReservations(s, q->id);
        r.closed = Closed::kDeclined;
        r.message = res.message.empty() ? "Authentication was not completed." : res.message;
      }
      return r;
    }
    throw AppError(ErrorCode::kConflict, "This payment is already being processed");
  });
  catalogue_.invalidate();
  if (r.closed == Closed::kExpired) throw quoteExpired();
  if (r.closed == Closed::kDeclined) throw AppError(ErrorCode::kPaymentDeclined, r.message);
  return r.outcome;
}

}  // namespace aurum::services
