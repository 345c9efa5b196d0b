#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "domain/stored_response.hpp"
#include "storage/database.hpp"
#include "util/clock.hpp"

namespace aurum::services {

/// `Idempotency-Key` support: the first answer to (user, endpoint, key) is stored and every retry
/// gets it back; a key reused for a different request body is refused. Records live 24 hours.
class IdempotencyService {
 public:
  static constexpr std::int64_t kRetentionMs = 24LL * 60 * 60 * 1000;

  /// Until useRequestKey() is called the hash key is random per process (never unkeyed).
  IdempotencyService(storage::Database& db, const util::Clock& clock);
  /// The server HMAC key (AURUM_HMAC_KEY_FILE), shared by every instance of a cluster so that a
  /// retry reaching another instance hashes the same.
  void useRequestKey(std::string key) { hmacKey_ = std::move(key); }
  /// HMAC-SHA-256 of the request body without its card fields (number, CVC, expiry, holder): the
  /// stored hash must not let anyone who reads the table recover or test a card number.
  std::string requestHash(std::string_view body) const;

  /// The stored answer, unless it is older than kRetentionMs.
  std::optional<domain::StoredResponse> find(std::int64_t userId, const std::string& scope,
                                             const std::string& key);
  /// Stores `r` unless an answer is already stored; returns the stored (first) answer. Purges
  /// records older than kRetentionMs in the same transaction.
  domain::StoredResponse save(std::int64_t userId, const std::string& scope, const std::string& key,
                              const domain::StoredResponse& r);

 private:
  storage::Database& db_;
  const util::Clock& clock_;
  std::string hmacKey_;
};

}  // namespace aurum::services
