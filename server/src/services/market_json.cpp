#include "services/market_json.hpp"

#include <cstdio>

#include "util/clock.hpp"
#include "util/json_string.hpp"

namespace aurum::services {

using domain::formatBpsAsPercent;
using domain::formatCents;

std::string marketPricesJson(const MarketFigures& f) {
  std::string out = "[";
  for (auto m : domain::kAllMetals) {
    const auto& v = f.metals[static_cast<int>(m)];
    if (out.size() > 1) out += ',';
    out += "{\"id\":" + std::to_string(static_cast<int>(m) + 1) + ",\"metalType\":\"" +
           domain::metalName(m) + "\",\"price\":\"" + formatCents(v.quote.midCents) +
           "\",\"change\":\"" + domain::formatSignedCents(v.day.changeCents) +
           "\",\"changePercent\":" + formatBpsAsPercent(v.day.changeBps) + "}";
  }
  return out + "]";
}

std::string realTimePricesJson(const MarketFigures& f) {
  std::string out = "[";
  for (auto m : domain::kAllMetals) {
    const auto& v = f.metals[static_cast<int>(m)];
    if (out.size() > 1) out += ',';
    out += "{\"name\":\"" + std::string(domain::metalDisplayName(m)) + "\",\"symbol\":\"" +
           domain::metalSymbol(m) + "\",\"exchange\":";
    util::appendJsonQuoted(out, f.exchange);
    out +=
        ",\"price\":" + formatCents(v.quote.midCents) +
        ",\"change\":" + formatCents(v.day.changeCents) +
        ",\"changePercent\":" + formatBpsAsPercent(v.day.changeBps) +
        ",\"high24h\":" + formatCents(v.day.highCents) +
        ",\"low24h\":" + formatCents(v.day.lowCents) + ",\"bid\":" + formatCents(v.quote.bidCents) +
        ",\"ask\":" + formatCents(v.quote.askCents) + ",\"lastUpdate\":\"" +
        util::toIso8601(v.quote.timeMs) + "\",\"simulated\":" + (f.simulated ? "true" : "false") +
        ",\"stale\":" + (v.quote.stale ? "true" : "false") + "}";
  }
  return out + "]";
}

std::string tickMessageJson(const MarketFigures& f, const char* type) {
  std::string out = std::string("{\"type\":\"") + type + "\",\"seq\":" + std::to_string(f.seq) +
                    ",\"createdAtUs\":" + std::to_string(f.createdAtUs) +
                    ",\"publishedAtUs\":" + std::to_string(f.publishedAtUs) +
                    ",\"simulated\":" + (f.simulated ? "true" : "false") + ",\"exchange\":";
  util::appendJsonQuoted(out, f.exchange);
  out += ",\"ticks\":[";
  bool first = true;
  for (auto m : domain::kAllMetals) {
    const auto& v = f.metals[static_cast<int>(m)];
    if (!first) out += ',';
    first = false;
    out += "{\"symbol\":\"" + std::string(domain::metalSymbol(m)) +
           "\",\"price\":" + formatCents(v.quote.midCents) +
           ",\"bid\":" + formatCents(v.quote.bidCents) +
           ",\"ask\":" + formatCents(v.quote.askCents) +
           ",\"change\":" + formatCents(v.day.changeCents) +
           ",\"changePercent\":" + formatBpsAsPercent(v.day.changeBps) +
           ",\"high24h\":" + formatCents(v.day.highCents) +
           ",\"low24h\":" + formatCents(v.day.lowCents) +
           ",\"time\":" + std::to_string(v.quote.timeMs) +
           ",\"stale\":" + (v.quote.stale ? "true" : "false") + "}";
  }
  return out + "]}";
}

std::string chartJson(const std::vector<domain::Candle>& candles) {
  std::string out;
  out.reserve(candles.size() * 90 + 2);
  out += '[';
  for (const auto& c : candles) {
    if (out.size() > 1) out += ',';
    out += "{\"time\":" + std::to_string(c.startMs / 1000) + ",\"open\":" + formatCents(c.open) +
           ",\"high\":" + formatCents(c.high) + ",\"low\":" + formatCents(c.low) +
           ",\"close\":" + formatCents(c.close) + "}";
  }
  return out + "]";
}

std::string fxRatesJson(const domain::FxRates& fx, bool simulated, const std::string& source) {
  using domain::formatMicros;
  return "{\"base\":\"USD\",\"rates\":{\"USD\":\"1.000000\",\"EUR\":\"" +
         formatMicros(fx.eurMicros) + "\",\"GBP\":\"" + formatMicros(fx.gbpMicros) +
         "\",\"JPY\":\"" + formatMicros(fx.jpyMicros) +
         "\"},\"simulated\":" + (simulated ? "true" : "false") +
         ",\"source\":" + util::jsonQuoted(source) + ",\"updatedAt\":\"" +
         util::toIso8601(fx.updatedMs) + "\"}";
}

}  // namespace aurum::services
