import { formatSigned } from '@/lib/market/price-direction';
import { SYMBOLS, type MarketPrice, type RealTimePrice, type TickMessage } from '@/lib/market/types';

/**
 * The real-time price list after a WebSocket message: each ticked symbol takes the new figures;
 * display names and order come from the list already held (or the four spec symbols).
 */
export function mergeTicks(old: readonly RealTimePrice[] | undefined, message: TickMessage): RealTimePrice[] {
  const bySymbol = new Map(message.ticks.map((t) => [t.symbol, t]));
  const base: readonly RealTimePrice[] =
    old && old.length > 0
      ? old
      : SYMBOLS.filter((s) => bySymbol.has(s.symbol)).map((s) => ({
          name: s.name,
          symbol: s.symbol,
          exchange: message.exchange,
          price: 0,
          change: 0,
          changePercent: 0,
          high24h: 0,
          low24h: 0,
          lastUpdate: new Date(0).toISOString(),
          simulated: message.simulated,
          stale: false,
        }));
  return base.map((row) => {
    const tick = bySymbol.get(row.symbol);
    if (!tick) return row;
    return {
      ...row,
      exchange: message.exchange ?? row.exchange,
      price: tick.price,
      bid: tick.bid,
      ask: tick.ask,
      change: tick.change,
      changePercent: tick.changePercent,
      high24h: tick.high24h,
      low24h: tick.low24h,
      lastUpdate: new Date(tick.time).toISOString(),
      simulated: message.simulated,
      stale: tick.stale,
    };
  });
}

/**
 * The market-price list (spec shape: price and change as strings) refreshed from real-time rows.
 * Returns undefined when nothing was held, which leaves the query cache untouched.
 */
export function refreshMarketPrices(
  old: readonly MarketPrice[] | undefined,
  rows: readonly RealTimePrice[],
): MarketPrice[] | undefined {
  if (!old) return undefined;
  return old.map((entry) => {
    const symbol = SYMBOLS.find((s) => s.metalType === entry.metalType)?.symbol;
    const row = rows.find((r) => r.symbol === symbol);
    if (!row) return entry;
    return {
      ...entry,
      price: row.price.toFixed(2),
      change: formatSigned(row.change),
      changePercent: row.changePercent,
    };
  });
}
