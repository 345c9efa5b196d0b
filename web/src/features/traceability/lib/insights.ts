import type { MessageId } from '@/i18n';
import type { ScanStats } from '../api/types';

export interface Insight {
  id: MessageId;
  values?: Record<string, string | number>;
  tone: 'good' | 'attention' | 'info';
}

/**
 * AI Insights of the verification dashboard, computed from the user's own scans (GET
 * /api/provenance/my-scans): how many were verified, the recent ones that need attention, the
 * trust level and the dealer most scanned. Nothing here is canned: no scans, one insight saying so.
 */
export function scanInsights(stats: ScanStats): Insight[] {
  if (stats.totalScans === 0) return [{ id: 'traceability.insight.noScans', tone: 'info' }];
  const out: Insight[] = [];
  const unverified = stats.totalScans - stats.verifiedProducts;
  out.push(
    unverified === 0
      ? { id: 'traceability.insight.allVerified', values: { count: stats.totalScans }, tone: 'good' }
      : {
          id: 'traceability.insight.someUnverified',
          values: { verified: stats.verifiedProducts, total: stats.totalScans },
          tone: 'attention',
        },
  );
  const attention = stats.recentScans.filter((s) => s.status !== 'verified');
  if (attention.length > 0) {
    const serials = [...new Set(attention.map((s) => s.serialNumber))].slice(0, 3).join(', ');
    out.push({
      id: 'traceability.insight.recentAttention',
      values: { count: attention.length, serials },
      tone: 'attention',
    });
  }
  const score = Math.round(stats.trustScore);
  if (score >= 90) out.push({ id: 'traceability.insight.trustHigh', values: { score }, tone: 'good' });
  else if (score >= 70) out.push({ id: 'traceability.insight.trustMedium', values: { score }, tone: 'info' });
  else out.push({ id: 'traceability.insight.trustLow', values: { score }, tone: 'attention' });
  if (stats.favoriteDealer) {
    out.push({ id: 'traceability.insight.dealer', values: { dealer: stats.favoriteDealer }, tone: 'info' });
  }
  return out;
}
