import { clsx, type ClassValue } from 'clsx';

/**
 * Local class joiner so the marketing feature does not depend on shell internals. It does not
 * resolve Tailwind conflicts (no tailwind-merge: ~8 KB compressed off the landing page's
 * download), so never pass two utilities for the same property: pick one with a condition.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
