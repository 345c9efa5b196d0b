import type { MarketPrice } from '@/lib/market/types';
import type { VerificationResult } from '@/lib/provenance/types';

const LABELS: Record<string, string> = {
  certification: 'Certification validity',
  supplyChain: 'Supply-chain completeness',
  chainIntegrity: 'Chain integrity',
  physical: 'Physical verification',
  history: 'History',
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
    if (!prices || prices.length === 0) return 'Prices are not available right now.';
    return (
      (simulated
        ? 'Simulated prices per troy ounce, from Aurum’s simulated feed (not live market data): '
        : 'Current prices per troy ounce: ') +
      prices.map((p) => `${p.metalType} $${p.price} (${p.change})`).join(', ') +
      '.'
    );
  }
  if (/status|mean|warning|failed|verified|attention/.test(q)) {
    return (
      'Verified Authentic: the custody chain checks out, the certificate is valid and nothing looks suspicious. ' +
      'Requires Attention: something needs a closer look, such as an expired certificate, a trust score below 70, ' +
      'or scans that suggest a copied serial. Verification Failed: the serial is unknown, the custody chain has been altered, ' +
      'or the item was reported stolen or lost.'
    );
  }
  if (/trust|score|why|breakdown/.test(q) || last) {
    if (!last) return 'Scan a product first and I will explain its trust score.';
    const parts = Object.entries(LABELS).map(([key, label]) => {
      const c = last.trustBreakdown[key as keyof typeof LABELS & keyof VerificationResult['trustBreakdown']] as
        | { score: number; max: number; detail: string }
        | undefined;
      return c ? `${label} ${c.score}/${c.max} (${c.detail})` : label;
    });
    const penalty = last.trustBreakdown.clonePenalty ? ` A clone-risk penalty of ${last.trustBreakdown.clonePenalty} applies.` : '';
    const exceptional = last.trustScore > 95 ? ' Above 95% is exceptional.' : '';
    return `${last.serialNumber} scores ${last.trustScore}%: ${parts.join('; ')}.${penalty}${exceptional}`;
  }
  return 'I can explain your last scan\'s trust score, quote current metal prices, or tell you what a verification status means.';
}
