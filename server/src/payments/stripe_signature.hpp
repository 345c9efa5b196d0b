#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace aurum::payments {

/// Outcome of checking a `Stripe-Signature` header.
enum class SignatureCheck { kValid, kMalformed, kMismatch, kExpired };

/// Stripe's webhook signature scheme: the header is `t=<unix seconds>,v1=<hex>[,v1=<hex>...]`
/// (other schemes such as v0 are ignored); a v1 is HMAC-SHA-256 under the endpoint secret of
/// "<t>.<raw body>". Valid when any v1 matches (compared in constant time) and `t` is within
/// `toleranceSeconds` of now, either way (a replayed old delivery is refused).
SignatureCheck verifyStripeSignature(std::string_view header, std::string_view payload,
                                     std::string_view secret, std::int64_t nowSeconds,
                                     std::int64_t toleranceSeconds = 300);

/// The header Stripe would send for `payload` at `timestamp` (tests and the local stand-in).
std::string stripeSignatureHeader(std::string_view payload, std::string_view secret,
                                  std::int64_t timestamp);

}  // namespace aurum::payments
