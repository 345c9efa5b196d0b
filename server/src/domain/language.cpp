#include "domain/language.hpp"

#include <algorithm>
#include <cctype>
#include <string>

#include "util/text.hpp"

namespace aurum::domain {

using util::trimBlanks;

namespace {

/// A q-value as thousandths (0..1000); nothing when malformed.
std::optional<int> parseQuality(std::string_view v) {
  v = trimBlanks(v);
  if (v.empty() || (v[0] != '0' && v[0] != '1')) return std::nullopt;
  int whole = v[0] - '0';
  v.remove_prefix(1);
  int thousandths = 0;
  if (!v.empty()) {
    if (v[0] != '.' || v.size() > 4) return std::nullopt;
    v.remove_prefix(1);
    int scale = 100;
    for (char c : v) {
      if (c < '0' || c > '9') return std::nullopt;
      thousandths += (c - '0') * scale;
      scale /= 10;
    }
  }
  int q = whole * 1000 + thousandths;
  if (q > 1000) return std::nullopt;
  return q;
}

struct Entry {
  std::optional<std::string_view> language;  // empty for `*`
  bool wildcard = false;
  int quality = 1000;
};

/// One comma-separated element: `tag[;q=x]`. Nothing when malformed or naming no shipped language.
std::optional<Entry> parseEntry(std::string_view part) {
  auto semi = part.find(';');
  auto tag = trimBlanks(part.substr(0, semi));
  Entry e;
  if (tag == "*") {
    e.wildcard = true;
  } else {
    e.language = supportedLanguage(tag);
    if (!e.language) return std::nullopt;
  }
  while (semi != std::string_view::npos) {
    auto rest = part.substr(semi + 1);
    semi = rest.find(';');
    auto param = trimBlanks(rest.substr(0, semi));
    if (param.size() >= 2 && (param[0] == 'q' || param[0] == 'Q') && param[1] == '=') {
      auto q = parseQuality(param.substr(2));
      if (!q) return std::nullopt;
      e.quality = *q;
    }
  }
  return e;
}

}  // namespace

std::optional<std::string_view> supportedLanguage(std::string_view tag) {
  tag = trimBlanks(tag);
  auto primary = tag.substr(0, tag.find_first_of("-_"));
  if (primary.size() < 2 || primary.size() > 3) return std::nullopt;
  for (auto code : kLanguages) {
    if (code.size() != primary.size()) continue;
    bool same = true;
    for (std::size_t i = 0; i < code.size(); ++i)
      if (std::tolower(static_cast<unsigned char>(primary[i])) != code[i]) same = false;
    if (same) return code;
  }
  return std::nullopt;
}

std::optional<std::string_view> negotiateLanguage(std::string_view header) {
  if (header.size() > 4096) header = header.substr(0, 4096);  // a real header is far shorter
  // Best quality seen per shipped language (-1: not named), and the order it was first named in.
  std::array<int, kLanguages.size()> quality;
  std::array<std::size_t, kLanguages.size()> order;
  quality.fill(-1);
  order.fill(0);
  int wildcard = -1;
  std::size_t position = 0;
  while (!header.empty()) {
    auto comma = header.find(',');
    auto part = header.substr(0, comma);
    header = comma == std::string_view::npos ? std::string_view{} : header.substr(comma + 1);
    auto e = parseEntry(part);
    if (!e) continue;
    ++position;
    if (e->wildcard) {
      wildcard = std::max(wildcard, e->quality);
      continue;
    }
    auto i = static_cast<std::size_t>(
        std::find(kLanguages.begin(), kLanguages.end(), *e->language) - kLanguages.begin());
    // "es-MX;q=0.9, es;q=0.1": the more specific range counts; keep the best offer for es.
    if (quality[i] < 0) order[i] = position;
    quality[i] = std::max(quality[i], e->quality);
  }
  std::optional<std::string_view> best;
  int bestQuality = 0;
  std::size_t bestOrder = 0;
  for (std::size_t i = 0; i < kLanguages.size(); ++i) {
    // A language the header does not name is acceptable through `*`, after every named one.
    int q = quality[i] >= 0 ? quality[i] : wildcard;
    std::size_t at = quality[i] >= 0 ? order[i] : position + 1 + i;
    if (q <= 0) continue;
    if (!best || q > bestQuality || (q == bestQuality && at < bestOrder)) {
      best = kLanguages[i];
      bestQuality = q;
      bestOrder = at;
    }
  }
  return best;
}

std::string_view requestLanguage(std::string_view cookieValue, std::string_view acceptLanguage,
                                 bool pageRequest) {
  // The cookie holds exactly one of our codes; anything else is ignored rather than guessed at.
  std::optional<std::string_view> chosen;
  for (auto code : kLanguages)
    if (cookieValue == code) chosen = code;
  auto negotiated = negotiateLanguage(acceptLanguage);
  if (pageRequest) return chosen ? *chosen : negotiated.value_or(kDefaultLanguage);
  return negotiated ? *negotiated : chosen.value_or(kDefaultLanguage);
}

std::string publicPagePath(std::string_view language, std::string_view path) {
  std::string out;
  if (language != kDefaultLanguage) (out += '/') += language;
  out += path;
  return out;
}

}  // namespace aurum::domain
