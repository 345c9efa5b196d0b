// Every JSON request body the API reads: the first byte picks the endpoint, the rest is the body.
// Each reader goes through RequestContext::jsonBody and the shared field helpers of http/types
// (requireString, optionalString, requireInt) and the domain parsers the handlers call
// (parseRole, parseCustodyKind, validateCard, isValidSerial), reading the same fields with the
// same limits as the handlers in api/*.cpp. Anything but AppError is a finding.
#include <cstdint>

#include "domain/card.hpp"
#include "domain/cart_totals.hpp"
#include "domain/custody_chain.hpp"
#include "domain/order_status.hpp"
#include "domain/serialized_item.hpp"
#include "domain/user.hpp"
#include "fuzz_common.hpp"
#include "http/types.hpp"

namespace {

using namespace aurum;
using namespace aurum::http;
namespace json = boost::json;

const json::object& objectField(const json::object& o, const char* field) {
  auto it = o.find(field);
  if (it == o.end() || !it->value().is_object())
    throw domain::validationError(field, std::string(field) + " must be an object");
  return it->value().get_object();
}

void registration(const json::object& b) {  // POST /api/auth/register
  (void)domain::parseRole(requireString(b, "role", 50));
  requireString(b, "firstName", 200), requireString(b, "lastName", 200);
  requireString(b, "email", 320), requireString(b, "password", 1024);
  for (const char* f : {"companyName", "tradingLicense", "businessAddress", "tradingVolume", "businessType",
                        "experience"})
    optionalString(b, f, 500);
}

void login(const json::object& b) { requireString(b, "email", 320), requireString(b, "password", 1024); }

void cartAdd(const json::object& b) {  // POST /api/cart/items
  requireInt(b, "productId", 1, INT64_MAX);
  if (b.contains("quantity")) requireInt(b, "quantity", 1, domain::kMaxLineQuantity);
}

void cartUpdate(const json::object& b) { requireInt(b, "quantity", -1'000'000, domain::kMaxLineQuantity); }

void acceptQuote(const json::object& b) { requireInt(b, "quoteId", 1, INT64_MAX); }

void checkoutConfirm(const json::object& b) {  // POST /api/checkout/confirm
  requireString(b, "clientSecret", 200);
  const auto& c = objectField(b, "card");
  domain::CardInput card{requireString(c, "number"), static_cast<int>(requireInt(c, "expMonth", INT32_MIN, INT32_MAX)),
                         static_cast<int>(requireInt(c, "expYear", INT32_MIN, INT32_MAX)),
                         requireString(c, "cvc"), requireString(c, "name")};
  (void)domain::validateCard(card, 2026, 11);
  const auto& sh = objectField(b, "shipping");
  for (const char* f : {"firstName", "lastName", "address", "city", "state", "zipCode"}) requireString(sh, f);
  optionalString(sh, "country");
}

void custodyEvent(const json::object& o) {  // POST /api/provenance/items/{serial}/events
  (void)domain::parseCustodyKind(requireString(o, "type", 40));
  if (auto it = o.find("timestampMs"); it != o.end() && !it->value().is_null() && !it->value().is_int64())
    throw domain::validationError("timestampMs", "timestampMs must be milliseconds since the epoch");
  requireString(o, "location", 200), requireString(o, "action", 500), requireString(o, "verifiedBy", 200);
}

void itemRegistration(const json::object& b) {  // POST /api/provenance/items
  (void)domain::isValidSerial(requireString(b, "serialNumber", 60));
  requireString(b, "productName", 200), optionalString(b, "type", 10), requireString(b, "metal", 20);
  requireString(b, "refiner", 200), requireString(b, "batch", 100);
  requireInt(b, "year", 1900, 2100);
  requireString(b, "location", 200), requireString(b, "facility", 200);
  optionalString(b, "certifier", 100), optionalString(b, "certificateNumber", 100);
  if (auto it = b.find("history"); it != b.end() && it->value().is_array())
    for (const auto& e : it->value().get_array()) {
      if (!e.is_object()) throw domain::validationError("history", "history must be a list of events");
      custodyEvent(e.get_object());
    }
}

void contact(const json::object& b) {  // POST /api/contact
  requireString(b, "name", 200), requireString(b, "email", 320);
  optionalString(b, "topic", 100), requireString(b, "message", 5000);
}

void report(const json::object& b) { requireString(b, "kind", 10), optionalString(b, "note", 300); }
void transfer(const json::object& b) { requireString(b, "toEmail", 320); }
void orderStatus(const json::object& b) {  // PATCH /api/admin/orders/{id}
  (void)domain::parseOrderStatus(requireString(b, "status", 40));
  optionalString(b, "trackingNumber", 100);
}
void issueReport(const json::object& b) { requireString(b, "serialNumber", 100), requireString(b, "description", 2000); }
void authenticate(const json::object& b) {
  auto it = b.find("approve");
  if (it == b.end() || !it->value().is_bool()) throw domain::validationError("approve", "approve must be true or false");
}

using Reader = void (*)(const json::object&);
constexpr Reader kReaders[] = {registration, login,          cartAdd,  cartUpdate, acceptQuote,
                               checkoutConfirm, custodyEvent, itemRegistration, contact, report,
                               transfer,     orderStatus,    issueReport, authenticate};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  Request req{Verb::post, "/api/fuzz", 11};
  req.body().assign(reinterpret_cast<const char*>(data) + 1, size - 1);
  RequestContext ctx{req, "/api/fuzz", "", {}, std::nullopt, {}, "127.0.0.1", "fuzz"};
  Reader read = kReaders[data[0] % std::size(kReaders)];
  aurum::fuzz::expectOnlyAppError("body reader", [&] { read(ctx.jsonBody()); });
  return 0;
}
