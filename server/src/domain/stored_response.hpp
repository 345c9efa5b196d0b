#pragma once
#include <string>

namespace aurum::domain {

/// The first answer to an `Idempotency-Key` request, replayed to every retry with the same key.
struct StoredResponse {
  std::string requestHash;  ///< keyed hash of the request body: a reused key must match it
  int status = 200;
  std::string body;
};

}  // namespace aurum::domain
