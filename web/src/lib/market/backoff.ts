export interface BackoffOptions {
  /** Delay before the first retry, ms. */
  baseMs?: number;
  /** Ceiling, ms. */
  maxMs?: number;
  /** Spread as a fraction of the delay: 0.2 gives ±20 %. */
  jitter?: number;
}

/**
 * Exponential reconnect delay for attempt 0, 1, 2, …: 1 s, 2 s, 4 s, … capped at 30 s, with
 * jitter so that many browsers dropped at once do not reconnect in step.
 */
export function backoffDelay(
  attempt: number,
  { baseMs = 1000, maxMs = 30_000, jitter = 0.2 }: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const exact = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  const spread = exact * jitter * (random() * 2 - 1);
  return Math.round(Math.min(maxMs, Math.max(0, exact + spread)));
}
