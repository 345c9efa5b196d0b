import { i18n, type MessageId } from '@/i18n';
import type { MarketPrice } from '@/lib/market/types';
import type { VerificationResult } from '@/lib/provenance/types';

const LABELS: Record<string, MessageId> = {
  certification: 'traceability.factor.certification',
  supplyChain: 'traceability.factor.supplyChain',
  chainIntegrity: 'traceability.factor.chainIntegrity',
  physical: 'traceability.factor.physical',
  history: 'traceability.factor.history',
};

/**
 * The assistant answers from real data only: the last scan's trust breakdown, current market
 * prices, and what the statuses mean. Returns null for blank input (the spec ignores it).
 * `simulated`: the server runs its simulated feed, so the quoted prices say so.
 */
export function assistantReply(
  question: string,
  last: VerificationResult | null,
  prices: MarketPrice[] | undefined,
  { simulated = false }: { simulated?: boolean } = {},
): string | null {
  const q = question.trim().toLowerCase();
  if (!q) return null;
  if (/price|cost|worth|spot/.test(q)) {
    if (!prices || prices.length === 0) return i18n._('traceability.ai.noPrices');
    const list = prices.map((p) => `${p.metalType} $${p.price} (${p.change})`).join(', ');
    return i18n._(simulated ? 'traceability.ai.simulatedPrices' : 'traceability.ai.livePrices', { list });
  }
  if (/status|mean|warning|failed|verified|attention/.test(q)) {
    return i18n._('traceability.ai.statuses');
  }
  if (/trust|score|why|breakdown/.test(q) || last) {
    if (!last) return i18n._('traceability.ai.scanFirst');
    const parts = Object.entries(LABELS).map(([key, id]) => {
      const label = i18n._(id);
      const c = last.trustBreakdown[key as keyof typeof LABELS & keyof VerificationResult['trustBreakdown']] as
        { score: number; max: number; detail: string } | undefined;
      return c ? `${label} ${c.score}/${c.max} (${c.detail})` : label;
    });
    const penalty = last.trustBreakdown.clonePenalty
      ? ` ${i18n._('traceability.ai.penalty', { penalty: last.trustBreakdown.clonePenalty })}`
      : '';
    const exceptional = last.trustScore > 95 ? ` ${i18n._('traceability.ai.exceptional')}` : '';
    const scores = i18n._('traceability.ai.scores', {
      serial: last.serialNumber,
      score: last.trustScore,
      parts: parts.join('; '),
    });
    return `${scores}${penalty}${exceptional}`;
  }
  return i18n._('traceability.ai.fallback');
}
