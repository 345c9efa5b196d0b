import { describe, expect, it } from 'vitest';
import { backoffDelay } from '@/lib/market/backoff';

const noJitter = () => 0.5;

describe('backoffDelay', () => {
  it('doubles from one second and caps at thirty', () => {
    const schedule = Array.from({ length: 8 }, (_, attempt) => backoffDelay(attempt, {}, noJitter));
    expect(schedule).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('spreads each delay by at most ±20 %', () => {
    expect(backoffDelay(2, {}, () => 0)).toBe(3200);
    expect(backoffDelay(2, {}, () => 1)).toBe(4800);
  });

  it('never exceeds the ceiling, even with jitter', () => {
    expect(backoffDelay(10, {}, () => 1)).toBe(30000);
  });

  it('takes its own base and ceiling', () => {
    expect(backoffDelay(3, { baseMs: 250, maxMs: 1500, jitter: 0 })).toBe(1500);
    expect(backoffDelay(1, { baseMs: 250, maxMs: 1500, jitter: 0 })).toBe(500);
  });
});
