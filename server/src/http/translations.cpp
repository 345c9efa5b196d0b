#include "http/translations.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <unordered_map>

#include "domain/language.hpp"

namespace aurum::http {

namespace {

using Catalogue = std::unordered_map<std::string, std::string>;

/// Parsed once, on first use; read-only afterwards, so safe to share between threads.
const std::unordered_map<std::string, Catalogue>& catalogues() {
  static const auto k = [] {
    std::unordered_map<std::string, Catalogue> all;
    for (const auto& c : embeddedCatalogues()) {
      boost::system::error_code ec;
      auto v = boost::json::parse(c.json, ec);
      if (ec || !v.is_object()) {
        spdlog::error("server catalogue {} is not a JSON object; its messages stay English",
                      c.language);
        continue;
      }
      auto& out = all[c.language];
      for (const auto& [key, value] : v.as_object())
        if (value.is_string()) out.emplace(std::string(key), std::string(value.get_string()));
    }
    return all;
  }();
  return k;
}

}  // namespace

std::string translate(const domain::Message& message, std::string_view language) {
  if (language != domain::kDefaultLanguage) {
    const auto& all = catalogues();
    if (auto lang = all.find(std::string(language)); lang != all.end())
      if (auto it = lang->second.find(message.text); it != lang->second.end())
        return domain::formatMessage(it->second, message.args);
  }
  return domain::formatMessage(message);
}

}  // namespace aurum::http
