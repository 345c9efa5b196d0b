#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace aurum::domain {

/// RFC 4648 section 5 base64url without padding: how WebAuthn carries every binary field in JSON
/// (challenges, credential ids, attestation objects). Std only, so the request parsers (and the
/// fuzz target that runs them) decode without linking a crypto library.
std::string base64UrlEncode(std::string_view bytes);

/// Decodes base64url with or without '=' padding; nullopt on any other character, a length no
/// encoding produces, or non-zero trailing bits (so each byte string has exactly one text form).
std::optional<std::string> base64UrlDecode(std::string_view text);

}  // namespace aurum::domain
