#pragma once

namespace aurum::domain {

/// Marks an English sentence a person reads that travels as plain text (verdict texts, trust-score
/// details, verification reasons) until a response renders it through the server's catalogues
/// (http/translations.hpp). Identity at run time; tests/i18n/check_catalogues.py extracts it.
constexpr const char* userText(const char* english) { return english; }

}  // namespace aurum::domain
