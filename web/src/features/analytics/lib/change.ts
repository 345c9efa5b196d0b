export type ChangeDirection = 'up' | 'down' | 'flat';

/**
 * The change of a figure against the previous period, in percent (12.5 for +12.5 %), or null when
 * the previous period had nothing to compare with (0, missing or not a number).
 */
export function percentChange(current: string | number, previous: string | number | null | undefined): number | null {
  const cur = Number(current);
  const prev = Number(previous);
  if (previous === null || previous === undefined || !Number.isFinite(prev) || prev === 0 || !Number.isFinite(cur)) {
    return null;
  }
  return ((cur - prev) / Math.abs(prev)) * 100;
}

/** Up, down or flat at the shown precision (one decimal). */
export function changeDirection(change: number): ChangeDirection {
  const rounded = Math.round(change * 10) / 10;
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
}

/** lightweight-charts wants a day: a month bucket "2026-03" is drawn on its first day. */
export function bucketDay(date: string): string {
  return /^\d{4}-\d{2}$/.test(date) ? `${date}-01` : date;
}
