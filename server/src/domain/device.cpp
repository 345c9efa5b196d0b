#include "domain/device.hpp"

#include <array>
#include <utility>

namespace aurum::domain {

namespace {

bool has(std::string_view ua, std::string_view token) { return ua.find(token) != ua.npos; }

std::string_view browserOf(std::string_view ua) {
  // Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 9> kBrowsers{{
      {"Edg/", "Edge"},
      {"OPR/", "Opera"},
      {"SamsungBrowser/", "Samsung Internet"},
      {"Firefox/", "Firefox"},
      {"FxiOS/", "Firefox"},
      {"CriOS/", "Chrome"},
      {"Chrome/", "Chrome"},
      {"Safari/", "Safari"},
      {"curl/", "curl"},
  }};
  for (const auto& [token, name] : kBrowsers)
    if (has(ua, token)) return name;
  return {};
}

std::string_view systemOf(std::string_view ua) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 8> kSystems{{
      {"iPhone", "iPhone"},
      {"iPad", "iPad"},
      {"Android", "Android"},
      {"Windows", "Windows"},
      {"Mac OS X", "macOS"},
      {"CrOS", "ChromeOS"},
      {"Linux", "Linux"},
      {"X11", "Linux"},
  }};
  for (const auto& [token, name] : kSystems)
    if (has(ua, token)) return name;
  return {};
}

}  // namespace

std::string describeDevice(std::string_view userAgent) {
  auto browser = browserOf(userAgent);
  auto system = systemOf(userAgent);
  if (browser.empty() && system.empty()) return "Unknown device";
  if (system.empty()) return std::string(browser);
  if (browser.empty()) return std::string(system);
  return std::string(browser) + " on " + std::string(system);
}

}  // namespace aurum::domain
