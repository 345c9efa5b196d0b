#include "services/idempotency_service.hpp"

#include <boost/json.hpp>

#include "crypto/hmac.hpp"
#include "crypto/token.hpp"
#include "storage/idempotency_repository.hpp"

namespace aurum::services {

namespace {
// Card fields a payment body may carry, at the top level or inside "card".
constexpr const char* kCardFields[] = {"card", "number",   "cardNumber",     "cvc",
                                       "cvv",  "expMonth", "expYear",        "expiry",
                                       "exp",  "name",     "cardholderName", "holderName"};

std::string withoutCardFields(std::string_view body) {
  boost::system::error_code ec;
  auto v = boost::json::parse(body, ec);
  if (ec || !v.is_object()) return std::string(body);
  auto& o = v.as_object();
  for (const char* f : kCardFields) o.erase(f);
  return boost::json::serialize(v);
}
}  // namespace

IdempotencyService::IdempotencyService(storage::Database& db, const util::Clock& clock)
    : db_(db), clock_(clock), hmacKey_(crypto::randomToken(32)) {}

std::string IdempotencyService::requestHash(std::string_view body) const {
  return crypto::hmacSha256Hex(hmacKey_, withoutCardFields(body));
}

std::optional<domain::StoredResponse> IdempotencyService::find(std::int64_t userId,
                                                               const std::string& scope,
                                                               const std::string& key) {
  const auto since = clock_.nowMs() - kRetentionMs;
  return db_.read([&](soci::session& s) {
    return storage::IdempotencyRepository::find(s, userId, scope, key, since);
  });
}

domain::StoredResponse IdempotencyService::save(std::int64_t userId, const std::string& scope,
                                                const std::string& key,
                                                const domain::StoredResponse& r) {
  const auto now = clock_.nowMs();
  return db_.write([&](soci::session& s) {
    storage::IdempotencyRepository::purgeOlderThan(s, now - kRetentionMs);
    storage::IdempotencyRepository::save(s, userId, scope, key, r, now);
    return *storage::IdempotencyRepository::find(s, userId, scope, key, now - kRetentionMs);
  });
}

}  // namespace aurum::services
