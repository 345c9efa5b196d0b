#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "domain/error.hpp"

namespace aurum::http {

struct EmbeddedCatalogue {
  const char* language;
  const char* json;  ///< {"English template": "translation", ...}
};

/// server/i18n/<lang>.json, embedded at build time (cmake/embed_catalogues.cmake).
const std::vector<EmbeddedCatalogue>& embeddedCatalogues();

/// `message` rendered in `language`: its template looked up in that language's catalogue, then
/// the arguments filled in. English, the template itself, when the language or the entry is
/// missing (tests/i18n/check_catalogues.py keeps the catalogues complete).
std::string translate(const domain::Message& message, std::string_view language);

}  // namespace aurum::http
