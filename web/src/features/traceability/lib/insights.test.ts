import { describe, expect, it } from 'vitest';
import type { ScanRecord } from '@/lib/provenance/types';
import { scanInsights } from './insights';

const scan = (serialNumber: string, status: string): ScanRecord => ({
  id: Math.random(),
  serialNumber,
  productName: 'Gold Bar',
  status,
  trustScore: 90,
  certificationBody: 'LBMA',
  scanDate: '2026-11-20T10:00:00Z',
  scanLocation: 'New York',
  facility: 'Vault',
  matched: true,
});

describe('scanInsights', () => {
  it('says there is nothing to analyse before the first scan', () => {
    expect(
      scanInsights({ totalScans: 0, verifiedProducts: 0, trustScore: 0, favoriteDealer: '', recentScans: [] }),
    ).toEqual([{ id: 'traceability.insight.noScans', tone: 'info' }]);
  });

  it('reports everything verified, a high trust level and the favourite dealer', () => {
    const ids = scanInsights({
      totalScans: 3,
      verifiedProducts: 3,
      trustScore: 96.4,
      favoriteDealer: 'Aurum Demo Dealer',
      recentScans: [scan('AU-1', 'verified')],
    });
    expect(ids).toEqual([
      { id: 'traceability.insight.allVerified', values: { count: 3 }, tone: 'good' },
      { id: 'traceability.insight.trustHigh', values: { score: 96 }, tone: 'good' },
      { id: 'traceability.insight.dealer', values: { dealer: 'Aurum Demo Dealer' }, tone: 'info' },
    ]);
  });

  it('names the recent scans that need attention and a low trust level', () => {
    const ids = scanInsights({
      totalScans: 4,
      verifiedProducts: 2,
      trustScore: 61,
      favoriteDealer: '',
      recentScans: [scan('AU-1', 'verified'), scan('AG-9', 'warning'), scan('AG-9', 'warning'), scan('PT-3', 'failed')],
    });
    expect(ids).toEqual([
      { id: 'traceability.insight.someUnverified', values: { verified: 2, total: 4 }, tone: 'attention' },
      { id: 'traceability.insight.recentAttention', values: { count: 3, serials: 'AG-9, PT-3' }, tone: 'attention' },
      { id: 'traceability.insight.trustLow', values: { score: 61 }, tone: 'attention' },
    ]);
  });
});
