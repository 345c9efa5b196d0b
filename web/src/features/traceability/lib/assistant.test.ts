import { describe, expect, it } from 'vitest';
import { assistantReply } from './assistant';
import { statusText, trustClass } from './status';
import type { VerificationResult } from '@/lib/provenance/types';

const scan = {
  serialNumber: 'AU-2024-001234',
  trustScore: 96,
  trustBreakdown: {
    certification: { score: 30, max: 30, detail: 'Valid' },
    supplyChain: { score: 25, max: 25, detail: '5 of 5' },
    chainIntegrity: { score: 20, max: 20, detail: 'ok' },
    physical: { score: 10, max: 15, detail: 'Assayed' },
    history: { score: 10, max: 10, detail: 'Clean' },
    clonePenalty: 0,
  },
} as unknown as VerificationResult;

const gold = [{ id: 1, metalType: 'gold', price: '2047.00', change: '+1.00', changePercent: 0.05 }];

describe('assistantReply', () => {
  it('ignores blank input', () => {
    expect(assistantReply('   ', scan, [])).toBeNull();
  });
  it('explains the last scan from its real breakdown', () => {
    const reply = assistantReply('Why this trust score?', scan, []);
    expect(reply).toContain('AU-2024-001234 scores 96%');
    expect(reply).toContain('Physical verification 10/15');
    expect(reply).toContain('exceptional');
  });
  it('quotes current prices from the market data', () => {
    const reply = assistantReply('gold price?', null, gold);
    expect(reply).toBe('Current prices per troy ounce: gold $2047.00 (+1.00).');
    expect(reply).not.toMatch(/simulated/i);
  });
  it('says the prices come from the simulated feed when they do', () => {
    const reply = assistantReply('gold price?', null, gold, { simulated: true });
    expect(reply).toContain('Simulated prices per troy ounce, from Aurum’s simulated feed (not live market data)');
    expect(reply).toContain('gold $2047.00 (+1.00)');
  });
  it('asks for a scan when there is none', () => {
    expect(assistantReply('explain my trust score', null, [])).toMatch(/Scan a product first/);
  });
});

describe('status helpers', () => {
  it('maps statuses to the spec texts and trust bands', () => {
    expect(statusText('verified')).toBe('Verified Authentic');
    expect(statusText('warning')).toBe('Requires Attention');
    expect(statusText('failed')).toBe('Verification Failed');
    expect(statusText('checking')).toBe('Verifying...');
    expect(statusText('x')).toBe('Unknown Status');
    expect(trustClass(90)).toContain('emerald');
    expect(trustClass(70)).toContain('yellow');
    expect(trustClass(69)).toContain('red');
  });
});
