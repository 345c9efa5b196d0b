export type Direction = 'up' | 'down' | 'flat';

/** Sign of a change, given as a number or as the API's signed string ("+12.30", "-4.10"). */
export function direction(change: number | string): Direction {
  const value = typeof change === 'number' ? change : Number.parseFloat(change);
  if (!Number.isFinite(value) || value === 0) return 'flat';
  return value > 0 ? 'up' : 'down';
}

/** Text colour for a direction: green up, red down, neutral flat. */
export function directionTextClass(d: Direction): string {
  return d === 'up' ? 'text-green-400' : d === 'down' ? 'text-red-400' : 'text-stone-400';
}

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$2,047.00". */
export function formatUsd(value: number): string {
  return usd.format(value);
}

/** "+12.30" / "-4.10" / "0.00". */
export function formatSigned(value: number): string {
  const cents = Math.round(value * 100);
  const fixed = (Math.abs(cents) / 100).toFixed(2);
  if (cents > 0) return `+${fixed}`;
  if (cents < 0) return `-${fixed}`;
  return fixed;
}

/** "+0.60%" / "-0.20%". */
export function formatSignedPercent(value: number): string {
  return `${formatSigned(value)}%`;
}
