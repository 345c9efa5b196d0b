#pragma once
// The orders a paid checkout places (services/checkout_orders.cpp), shared by the paying half of
// checkout (checkout_payment.cpp). Internal to the services layer.
#include <soci/soci.h>

#include <cstdint>
#include <vector>

#include "domain/checkout.hpp"
#include "domain/notifications.hpp"
#include "domain/order.hpp"
#include "services/checkout_service.hpp"

namespace aurum::services {

/// The paid quote becomes one order per seller (linked by the quote, paid by its one payment):
/// stock already held by the reservation is consumed, each order's ledger journal is posted with
/// its share of shipping and tax (domain/order_split), serials are allocated and the cart
/// emptied, all in the caller's transaction. Orders are created by ascending seller id (house
/// products first), so the first order is stable across replays. `buyer` is the quote's account as
/// read in the caller's transaction; the orders answered are built from what was written, as
/// OrderRepository::find and loadDetail would read them.
std::vector<domain::Order> placeOrders(soci::session& s, const domain::Quote& q,
                                       const domain::User& buyer, const domain::Payment& pay,
                                       domain::QuoteStatus fromStatus,
                                       const domain::ShippingAddress& address, std::int64_t now,
                                       ProvenanceService* provenance,
                                       ComplianceService* compliance);

/// What a confirmation of an already-paid quote answers: the same orders.
PaymentOutcome paidOutcome(soci::session& s, const domain::Quote& q);

}  // namespace aurum::services
