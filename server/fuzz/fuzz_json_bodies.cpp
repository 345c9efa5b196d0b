// Every JSON request body the API reads: the first byte picks the endpoint, the rest is the body.
// Each reader runs exactly what the handler runs: RequestContext::jsonBody, then the endpoint's
// parse function from api/requests/ (the handlers call nothing else on the body). Where the
// service's first step is a pure domain check of the parsed value (the card, the role), that runs
// too. Anything but AppError is a finding.
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "api/requests/account_requests.hpp"
#include "api/requests/auth_requests.hpp"
#include "api/requests/cart_requests.hpp"
#include "api/requests/checkout_requests.hpp"
#include "api/requests/compliance_requests.hpp"
#include "api/requests/contact_requests.hpp"
#include "api/requests/order_requests.hpp"
#include "api/requests/passkey_requests.hpp"
#include "api/requests/provenance_requests.hpp"
#include "api/requests/security_requests.hpp"
#include "domain/card.hpp"
#include "domain/user.hpp"
#include "fuzz_common.hpp"
#include "http/types.hpp"
#include "util/json_number.hpp"

namespace {

using namespace aurum;
namespace json = boost::json;

void registration(const json::object& b) {  // POST /api/auth/register
  (void)domain::parseRole(api::parseRegisterRequest(b).role);
}
void login(const json::object& b) { (void)api::parseLoginRequest(b); }
void cartAdd(const json::object& b) { (void)api::parseCartAddRequest(b); }
void cartUpdate(const json::object& b) { (void)api::parseCartQuantityRequest(b); }
void acceptQuote(const json::object& b) { (void)api::parseAcceptQuoteRequest(b); }
void checkoutConfirm(const json::object& b) {  // POST /api/checkout/confirm
  auto in = api::parseConfirmRequest(b);
  if (!in.paymentMethodId) (void)domain::validateCard(in.card, 2026, 11);
}
void custodyEvent(const json::object& b) { (void)api::parseCustodyEventRequest(b); }
void itemRegistration(const json::object& b) { (void)api::parseItemRegistrationRequest(b); }
void contact(const json::object& b) { (void)api::parseContactRequest(b); }
void report(const json::object& b) { (void)api::parseReportRequest(b); }
void transfer(const json::object& b) { (void)api::parseTransferRequest(b); }
void orderStatus(const json::object& b) { (void)api::parseOrderStatusRequest(b); }
void issueReport(const json::object& b) { (void)api::parseIssueReportRequest(b); }
void authenticate(const json::object& b) { (void)api::parseAuthenticateRequest(b); }
void scan(const json::object& b) { (void)api::parseScanRequest(b); }
void profileUpdate(const json::object& b) { (void)api::parseProfileUpdateRequest(b); }
void kycDecision(const json::object& b) { (void)api::parseKycDecisionRequest(b); }
void reportDecision(const json::object& b) { (void)api::parseReportDecisionRequest(b); }
void passkeyRegister(const json::object& b) { (void)api::parsePasskeyRegisterRequest(b); }
void passkeyLogin(const json::object& b) { (void)api::parsePasskeyAssertionRequest(b); }
void settings(const json::object& b) {  // PUT /api/settings: the merge is the service's first step
  (void)domain::mergeSettings(domain::Settings{}, api::parseSettingsPatch(b));
}
void priceAlert(const json::object& b) { (void)api::parsePriceAlertRequest(b); }
void accountImport(const json::object& b) { (void)api::parseAccountImport(b); }
void mfaCode(const json::object& b) { (void)api::parseMfaCodeRequest(b); }
void totpDisable(const json::object& b) { (void)api::parseTotpDisableRequest(b); }
void mfaVerify(const json::object& b) {  // POST /api/auth/mfa/verify: a code or an assertion
  auto in = api::parseMfaVerifyRequest(b);
  if (in.assertion) (void)api::parsePasskeyAssertion(*in.assertion);
}
void passwordChange(const json::object& b) { (void)api::parsePasswordChangeRequest(b); }
void accountDelete(const json::object& b) { (void)api::parseAccountDeleteRequest(b); }

// The order is the seed corpus's first byte (server/fuzz/corpus/json_bodies): append only.
using Reader = void (*)(const json::object&);
constexpr Reader kReaders[] = {
    registration,    login,          cartAdd,          cartUpdate,      acceptQuote,
    checkoutConfirm, custodyEvent,   itemRegistration, contact,         report,
    transfer,        orderStatus,    issueReport,      authenticate,    scan,
    profileUpdate,   kycDecision,    reportDecision,   passkeyRegister, passkeyLogin,
    settings,        priceAlert,     accountImport,    mfaCode,         totpDisable,
    mfaVerify,       passwordChange, accountDelete};

/// Splits serialized JSON into the text outside numbers and the number tokens (a string's
/// contents are text). Written apart from util::plainJsonNumbers, as the oracle for it.
std::pair<std::string, std::vector<std::string>> numbersApart(std::string_view s) {
  std::string text;
  std::vector<std::string> numbers;
  bool inString = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (!inString && (c == '-' || (c >= '0' && c <= '9'))) {
      std::size_t end = i;
      while (end < s.size() && std::strchr("0123456789+-.eE", s[end]) && s[end] != '\0') ++end;
      numbers.emplace_back(s.substr(i, end - i));
      text += '#';
      i = end - 1;
      continue;
    }
    text += c;
    if (inString && c == '\\') {
      text += s[++i];
    } else if (c == '"') {
      inString = !inString;
    }
  }
  return {text, numbers};
}

bool sameValuesInPlainDecimal(std::string_view serialized, std::string_view plain) {
  const auto [text, numbers] = numbersApart(serialized);
  const auto [plainText, plainNumbers] = numbersApart(plain);
  if (text != plainText || numbers.size() != plainNumbers.size()) return false;
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    const bool hadExponent = numbers[i].find_first_of("eE") != std::string::npos;
    const bool hasExponent = plainNumbers[i].find_first_of("eE") != std::string::npos;
    if (!hadExponent ? plainNumbers[i] != numbers[i]
                     : std::strtod(numbers[i].c_str(), nullptr) !=
                               std::strtod(plainNumbers[i].c_str(), nullptr) ||
                           (hasExponent && plainNumbers[i] != numbers[i]))
      return false;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  using namespace aurum::http;
  Request req{Verb::post, "/api/fuzz", 11};
  req.body().assign(reinterpret_cast<const char*>(data) + 1, size - 1);
  RequestContext ctx{req, "/api/fuzz", "", {}, std::nullopt, {}, "127.0.0.1", "fuzz"};
  Reader read = kReaders[data[0] % std::size(kReaders)];
  aurum::fuzz::expectOnlyAppError("body parser", [&] { read(ctx.jsonBody()); });

  // Any JSON a client can send, written back as a response writes it (jsonResponse: doubles in
  // plain decimal, util::plainJsonNumbers): the same text around the numbers, and each number the
  // same value to a correctly rounded reader (strtod; Boost.JSON 1.81's own parser is not).
  boost::system::error_code ec;
  const auto parsed = json::parse(req.body(), ec);
  if (!ec) {
    const std::string serialized = json::serialize(parsed);
    const std::string plain = aurum::util::plainJsonNumbers(serialized);
    if (!sameValuesInPlainDecimal(serialized, plain)) {
      std::fprintf(stderr, "plainJsonNumbers changed a value: %s -> %s\n", serialized.c_str(),
                   plain.c_str());
      std::abort();
    }
  }
  return 0;
}
