// The JSON body parsers the handlers call (api/requests): every bad field is a validation_error
// naming that field; a good body gives the values the service receives.
#include <gtest/gtest.h>

#include "../support/field_at_fault.hpp"
#include "api/requests/auth_requests.hpp"
#include "api/requests/cart_requests.hpp"
#include "api/requests/checkout_requests.hpp"
#include "api/requests/contact_requests.hpp"
#include "api/requests/order_requests.hpp"
#include "api/requests/provenance_requests.hpp"
#include "domain/error.hpp"

using namespace aurum;
using namespace aurum::api;

namespace {

boost::json::object body(std::string_view text) { return boost::json::parse(text).as_object(); }

/// Runs `parse` on `text` and returns the field named by the validation error it must throw.
template <class Parse>
std::string rejectedField(Parse parse, std::string_view text) {
  SCOPED_TRACE(text);
  return aurum::testing::rejectedField([&] { parse(body(text)); });
}

constexpr const char* kRegister =
    R"({"role":"client","firstName":"Ann","lastName":"Lee","email":"ann@example.com","password":"correct horse battery"})";
constexpr const char* kShipping =
    R"("shipping":{"firstName":"Ann","lastName":"Lee","address":"1 Main St","city":"NYC","state":"NY","zipCode":"10001"})";
constexpr const char* kEvent =
    R"({"type":"assay","location":"Bern","action":"Assayed","verifiedBy":"SGS"})";
constexpr const char* kItem =
    R"({"serialNumber":"AUR-1","productName":"Bar","metal":"gold","weightOz":"1.5","purity":"999.9","refiner":"PAMP",)"
    R"("batch":"B1","year":2024,"location":"Zurich","facility":"Vault 1"})";

}  // namespace

TEST(RegisterRequest, ReadsTheAccountAndTraderApplication) {
  auto in = parseRegisterRequest(body(kRegister));
  EXPECT_EQ(in.email, "ann@example.com");
  EXPECT_FALSE(in.trader);
  auto trader = parseRegisterRequest(body(
      R"({"role":"gold_trader","firstName":"A","lastName":"B","email":"t@x.io","password":"p","companyName":"Co"})"));
  ASSERT_TRUE(trader.trader);
  EXPECT_EQ(trader.trader->companyName, "Co");
}

TEST(RegisterRequest, NamesTheBadField) {
  EXPECT_EQ(rejectedField(parseRegisterRequest,
                          R"({"firstName":"A","lastName":"B","email":"e","password":"p"})"),
            "role");
  EXPECT_EQ(
      rejectedField(parseRegisterRequest,
                    R"({"role":"client","firstName":1,"lastName":"B","email":"e","password":"p"})"),
      "firstName");
  auto longEmail =
      std::string(R"({"role":"client","firstName":"A","lastName":"B","password":"p","email":")") +
      std::string(321, 'a') + "\"}";
  EXPECT_EQ(rejectedField(parseRegisterRequest, longEmail), "email");
  EXPECT_EQ(
      rejectedField(
          parseRegisterRequest,
          R"({"role":"gold_trader","firstName":"A","lastName":"B","email":"e","password":"p","companyName":7})"),
      "companyName");
}

TEST(LoginRequest, NamesTheBadField) {
  EXPECT_EQ(parseLoginRequest(body(R"({"email":"a@b.c","password":"pw"})")).password, "pw");
  EXPECT_EQ(rejectedField(parseLoginRequest, R"({"password":"pw"})"), "email");
  EXPECT_EQ(rejectedField(parseLoginRequest, R"({"email":"a@b.c","password":["pw"]})"), "password");
}

TEST(ContactRequest, NamesTheBadField) {
  auto in = parseContactRequest(body(R"({"name":"Ann","email":"a@b.c","message":"Hello"})"));
  EXPECT_EQ(in.topic, "");
  EXPECT_EQ(rejectedField(parseContactRequest, R"({"name":"Ann","email":"a@b.c"})"), "message");
  EXPECT_EQ(rejectedField(parseContactRequest,
                          R"({"name":"Ann","email":"a@b.c","topic":3,"message":"m"})"),
            "topic");
  EXPECT_EQ(rejectedField(parseContactRequest, R"({"name":"Ann","email":"a@b.c","message":")" +
                                                   std::string(5001, 'x') + "\"}"),
            "message");
}

TEST(CartAddRequest, DefaultsToOneAndChecksRanges) {
  auto in = parseCartAddRequest(body(R"({"productId":7,"quantity":null})"));
  EXPECT_EQ(in.productId, 7);
  EXPECT_EQ(in.quantity, 1);
  EXPECT_EQ(rejectedField(parseCartAddRequest, R"({"quantity":2})"), "productId");
  EXPECT_EQ(rejectedField(parseCartAddRequest, R"({"productId":"7"})"), "productId");
  EXPECT_EQ(rejectedField(parseCartAddRequest, R"({"productId":0})"), "productId");
  EXPECT_EQ(rejectedField(parseCartAddRequest, R"({"productId":7,"quantity":0})"), "quantity");
  EXPECT_EQ(rejectedField(parseCartAddRequest, R"({"productId":18446744073709551615})"),
            "productId");
}

TEST(CartQuantityRequest, NamesTheBadField) {
  EXPECT_EQ(parseCartQuantityRequest(body(R"({"quantity":0})")).quantity, 0);
  EXPECT_EQ(rejectedField(parseCartQuantityRequest, R"({})"), "quantity");
  EXPECT_EQ(rejectedField(parseCartQuantityRequest, R"({"quantity":1.5})"), "quantity");
  EXPECT_EQ(rejectedField(parseCartQuantityRequest, R"({"quantity":100000000})"), "quantity");
}

TEST(AcceptQuoteRequest, NamesTheBadField) {
  EXPECT_EQ(parseAcceptQuoteRequest(body(R"({"quoteId":3})")).quoteId, 3);
  EXPECT_EQ(rejectedField(parseAcceptQuoteRequest, R"({})"), "quoteId");
  EXPECT_EQ(rejectedField(parseAcceptQuoteRequest, R"({"quoteId":true})"), "quoteId");
  EXPECT_EQ(rejectedField(parseAcceptQuoteRequest, R"({"quoteId":-1})"), "quoteId");
}

TEST(ConfirmRequest, ReadsACardOrAPaymentMethod) {
  auto card = parseConfirmRequest(
      body(std::string(R"({"clientSecret":"cs","card":{"number":"4242","expMonth":"12",)"
                       R"("expYear":2035,"cvc":"123","name":"Ann"},)") +
           kShipping + "}"));
  EXPECT_FALSE(card.paymentMethodId);
  EXPECT_EQ(card.card.expMonth, 12);
  EXPECT_EQ(card.shipping.country, "");
  auto method = parseConfirmRequest(
      body(std::string(R"({"clientSecret":"cs","paymentMethodId":"pm_1",)") + kShipping + "}"));
  EXPECT_EQ(method.paymentMethodId.value_or(""), "pm_1");
  EXPECT_EQ(method.shipping.city, "NYC");
}

TEST(ConfirmRequest, NamesNestedFields) {
  const std::string shipping = kShipping;
  EXPECT_EQ(rejectedField(parseConfirmRequest, R"({"paymentMethodId":"pm_1",)" + shipping + "}"),
            "clientSecret");
  EXPECT_EQ(rejectedField(parseConfirmRequest,
                          R"({"clientSecret":"cs","paymentMethodId":5,)" + shipping + "}"),
            "paymentMethodId");
  EXPECT_EQ(rejectedField(parseConfirmRequest, R"({"clientSecret":"cs",)" + shipping + "}"),
            "card");
  EXPECT_EQ(
      rejectedField(
          parseConfirmRequest,
          R"({"clientSecret":"cs","card":{"number":"4242","expMonth":100000,"expYear":2035,"cvc":"1","name":"A"},)" +
              shipping + "}"),
      "card.expMonth");
  EXPECT_EQ(
      rejectedField(
          parseConfirmRequest,
          R"({"clientSecret":"cs","card":{"number":4242,"expMonth":1,"expYear":2035,"cvc":"1","name":"A"},)" +
              shipping + "}"),
      "card.number");
  EXPECT_EQ(rejectedField(parseConfirmRequest, R"({"clientSecret":"cs","paymentMethodId":"pm_1"})"),
            "shipping");
  EXPECT_EQ(
      rejectedField(
          parseConfirmRequest,
          R"({"clientSecret":"cs","paymentMethodId":"pm_1","shipping":{"firstName":"A","lastName":"B",)"
          R"("address":"1","state":"NY","zipCode":"1"}})"),
      "shipping.city");
}

TEST(AuthenticateRequest, NeedsABoolean) {
  EXPECT_TRUE(parseAuthenticateRequest(body(R"({"approve":true})")).approve);
  EXPECT_EQ(rejectedField(parseAuthenticateRequest, R"({})"), "approve");
  EXPECT_EQ(rejectedField(parseAuthenticateRequest, R"({"approve":"yes"})"), "approve");
}

TEST(OrderStatusRequest, NamesTheBadField) {
  auto in = parseOrderStatusRequest(body(R"({"status":"shipped","trackingNumber":""})"));
  EXPECT_EQ(in.status, domain::OrderStatus::kShipped);
  EXPECT_FALSE(in.trackingNumber);
  EXPECT_EQ(rejectedField(parseOrderStatusRequest, R"({})"), "status");
  EXPECT_EQ(rejectedField(parseOrderStatusRequest, R"({"status":"lost"})"), "status");
  EXPECT_EQ(rejectedField(parseOrderStatusRequest, R"({"status":"shipped","trackingNumber":1})"),
            "trackingNumber");
}

TEST(CustodyEventRequest, AcceptsOnlyDealerKinds) {
  auto e = parseCustodyEventRequest(body(kEvent));
  EXPECT_EQ(e.kind, domain::CustodyKind::kAssay);
  EXPECT_FALSE(e.occurredAtMs);
  EXPECT_EQ(rejectedField(parseCustodyEventRequest,
                          R"({"type":"sale","location":"x","action":"x","verifiedBy":"x"})"),
            "type");
  EXPECT_EQ(
      rejectedField(
          parseCustodyEventRequest,
          R"({"type":"assay","timestampMs":"today","location":"x","action":"x","verifiedBy":"x"})"),
      "timestampMs");
  EXPECT_EQ(
      rejectedField(parseCustodyEventRequest, R"({"type":"assay","location":"x","action":"x"})"),
      "verifiedBy");
}

TEST(ItemRegistrationRequest, ReadsOuncesPurityAndHistory) {
  auto in = parseItemRegistrationRequest(body(kItem));
  EXPECT_EQ(in.weightMicroOz, 1'500'000);
  EXPECT_EQ(in.fineness, 9999);
  EXPECT_EQ(in.year, 2024);
  auto withHistory = body(kItem);
  withHistory["history"] = boost::json::array{body(kEvent)};
  EXPECT_EQ(parseItemRegistrationRequest(withHistory).history.size(), 1u);
}

TEST(ItemRegistrationRequest, NamesTheBadField) {
  auto with = [](const char* field, boost::json::value v) {
    auto b = body(kItem);
    b[field] = std::move(v);
    return boost::json::serialize(b);
  };
  EXPECT_EQ(rejectedField(parseItemRegistrationRequest, with("year", 1800)), "year");
  EXPECT_EQ(rejectedField(parseItemRegistrationRequest, with("weightOz", "2000000")), "weightOz");
  EXPECT_EQ(rejectedField(parseItemRegistrationRequest, with("weightOz", true)), "weightOz");
  EXPECT_EQ(rejectedField(parseItemRegistrationRequest, with("purity", "fine")), "purity");
  EXPECT_EQ(rejectedField(parseItemRegistrationRequest, with("history", "none")), "history");
  boost::json::array many(21, body(kEvent));
  EXPECT_EQ(rejectedField(parseItemRegistrationRequest, with("history", many)), "history");
  EXPECT_EQ(rejectedField(parseItemRegistrationRequest,
                          with("history", boost::json::array{body(R"({"type":"x"})")})),
            "type");
  auto missing = body(kItem);
  missing.erase("metal");
  EXPECT_EQ(rejectedField(parseItemRegistrationRequest, boost::json::serialize(missing)), "metal");
}

TEST(ReportRequest, NamesTheBadField) {
  EXPECT_EQ(parseReportRequest(body(R"({"kind":"stolen"})")).note, "");
  EXPECT_EQ(rejectedField(parseReportRequest, R"({})"), "kind");
  EXPECT_EQ(rejectedField(parseReportRequest, R"({"kind":"misplaced"})"), "kind");
  EXPECT_EQ(parseReportRequest(body(R"({"kind":"lost"})")).kind, domain::ReportKind::kLost);
  EXPECT_EQ(rejectedField(parseReportRequest, R"({"kind":"stolen","note":)" + std::string("\"") +
                                                  std::string(301, 'n') + "\"}"),
            "note");
}

TEST(TransferRequest, NamesTheBadField) {
  EXPECT_EQ(parseTransferRequest(body(R"({"toEmail":"b@c.d"})")).toEmail, "b@c.d");
  EXPECT_EQ(rejectedField(parseTransferRequest, R"({"toEmail":null})"), "toEmail");
  EXPECT_EQ(rejectedField(parseTransferRequest, R"({"toEmail":{}})"), "toEmail");
}

TEST(ScanRequest, ReadsOptionalCoordinates) {
  auto in = parseScanRequest(body(R"({"query":"AUR-1","lat":47,"lon":8.5})"));
  EXPECT_EQ(in.place.lat.value_or(0), 47.0);
  EXPECT_EQ(in.place.lon.value_or(0), 8.5);
  EXPECT_FALSE(parseScanRequest(body(R"({"query":"AUR-1"})")).place.lat);
  EXPECT_EQ(rejectedField(parseScanRequest, R"({"query":"AUR-1","lat":"47N"})"), "lat");
  EXPECT_EQ(rejectedField(parseScanRequest, R"({"lat":1})"), "query");
  EXPECT_EQ(rejectedField(parseScanRequest, R"({"query":")" + std::string(201, 'q') + "\"}"),
            "query");
}

TEST(IssueReportRequest, NamesTheBadField) {
  EXPECT_EQ(parseIssueReportRequest(body(R"({"serialNumber":"S","description":"d"})")).description,
            "d");
  EXPECT_EQ(rejectedField(parseIssueReportRequest, R"({"serialNumber":"S"})"), "description");
  EXPECT_EQ(rejectedField(parseIssueReportRequest, R"({"serialNumber":1,"description":"d"})"),
            "serialNumber");
}
