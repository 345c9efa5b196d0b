#pragma once
#include <optional>
#include <string>

namespace aurum::domain::lookup {

// Pure parsing of what a visitor types or scans into the verifier (serial, QR payload, link).
// Kept out of the verification service so that the fuzz target can call it without a database.

/// The query without surrounding blanks (space, tab, CR, LF).
std::string trim(const std::string& s);
/// ASCII upper-case; other bytes unchanged.
std::string upper(std::string s);
/// Non-empty and only A-Z, 0-9 and '-' (the characters of an upper-cased serial).
bool serialChars(const std::string& s);
/// A QR payload "AURUM:<serial>:<token>" or a link ending in serial=<serial> also names a serial
/// (upper-cased, not yet checked with serialChars).
std::optional<std::string> serialInPayload(const std::string& q);

}  // namespace aurum::domain::lookup
