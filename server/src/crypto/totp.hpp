#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace aurum::crypto {

/// RFC 4648 base32 (A-Z2-7) without padding: how authenticator apps take a TOTP secret.
std::string base32Encode(std::string_view bytes);
/// Case-insensitive; spaces and '=' are ignored. nullopt on any other character.
std::optional<std::string> base32Decode(std::string_view text);

/// RFC 6238 parameters Aurum uses: HMAC-SHA-1, 6 digits, 30-second steps.
inline constexpr std::int64_t kTotpStepMs = 30'000;
inline constexpr int kTotpDigits = 6;

/// The 6-digit code (RFC 4226 dynamic truncation) of `secret` (raw bytes) for time step `step`.
std::string totpCode(std::string_view secret, std::int64_t step);

/// The step `code` is valid for at `nowMs`, allowing one step either side for clock drift, and
/// only a step after `lastUsedStep` (a code is accepted once). nullopt when it matches none.
std::optional<std::int64_t> matchTotp(std::string_view secret, std::string_view code,
                                      std::int64_t nowMs, std::int64_t lastUsedStep);

}  // namespace aurum::crypto
