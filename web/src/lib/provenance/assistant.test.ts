import { describe, expect, it } from 'vitest';
import { answerQuestion, assistantReply, findSerial, serialAnswer } from './assistant';
import type { VerificationResult } from './types';

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

describe('answerQuestion (the landing page: a signed-out visitor, no scan)', () => {
  const ask = (q: string) => answerQuestion(q, { prices: gold, signedOut: true });
  it('ignores blank input', () => {
    expect(ask(' \n ')).toBeNull();
  });
  it('looks a named serial up', () => {
    expect(findSerial('is au-2024-001234 genuine?')).toBe('AU-2024-001234');
    expect(ask('Is AU-2024-001234 genuine?')).toEqual({ kind: 'lookup', serial: 'AU-2024-001234' });
  });
  it('takes the whole serial, whatever its shape (a unit of an order line, a stock adjustment, a trader’s own)', () => {
    expect(findSerial('What is the status of AG-2026-000001-01?')).toBe('AG-2026-000001-01');
    expect(findSerial('Is au-2026-r000042-01 genuine?')).toBe('AU-2026-R000042-01');
    expect(findSerial('Check PAMP-7781234 please')).toBe('PAMP-7781234');
    expect(findSerial('AU-2024-001234 - is it real?')).toBe('AU-2024-001234');
    expect(findSerial('serial:SN-42.')).toBe('SN-42');
    expect(findSerial('A-1')).toBe('A-1'); // the server's shortest: 3 characters
    expect(findSerial('AU-2024-001234是真的吗？')).toBe('AU-2024-001234');
    expect(ask('What is the status of AG-2026-000001-01?')).toEqual({ kind: 'lookup', serial: 'AG-2026-000001-01' });
  });
  it('takes no ordinary word or number for a serial', () => {
    expect(findSerial('What is the status of my GOLD bar?')).toBeNull();
    expect(findSerial('Is 999.9 fine gold a well-known standard?')).toBeNull();
    expect(findSerial('What about 1000 oz?')).toBeNull();
    expect(findSerial('What was the gold price on 2024-01-01?')).toBeNull();
    expect(findSerial('What is the 24-hour change?')).toBeNull();
    // The server takes at most 40 characters: a longer run is not a serial (nor is a piece of it).
    expect(findSerial(`Is AU-${'1'.repeat(40)} real?`)).toBeNull();
  });
  it('answers with the looked-up status and trust score, or says why not', () => {
    const result = {
      serialNumber: 'AU-2024-001234',
      productName: '1 oz Gold Bar',
      trustScore: 96,
      status: 'verified',
      statusText: 'Verified Authentic',
    };
    expect(serialAnswer('AU-2024-001234', { kind: 'result', result })).toBe(
      'AU-2024-001234 (1 oz Gold Bar): Verified Authentic, trust score 96%.',
    );
    expect(serialAnswer('XX-2024-000000', { kind: 'not-found' })).toMatch(/no product with serial XX-2024-000000/);
    expect(serialAnswer('XX-2024-000000', { kind: 'unavailable' })).toMatch(/cannot reach/);
  });
  it('quotes prices and explains the trust score without a scan', () => {
    expect(ask("today's gold price")).toEqual({
      kind: 'text',
      text: 'Current prices per troy ounce: gold $2047.00 (+1.00).',
    });
    const meaning = ask('What does the trust score mean?');
    expect(meaning).toMatchObject({ kind: 'text', text: expect.stringContaining('certification (30 points)') });
    expect(meaning).not.toMatchObject({ text: expect.stringContaining('Scan a product') });
  });
  it('points account questions to sign-up', () => {
    expect(ask('What is in my portfolio?')).toMatchObject({ kind: 'signUp' });
    expect(ask('where are my orders')).toMatchObject({
      kind: 'signUp',
      text: expect.stringContaining('Aurum account'),
    });
    expect(answerQuestion('where are my orders', { prices: gold })).toMatchObject({ kind: 'text' });
  });
});
