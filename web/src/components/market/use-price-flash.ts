import { useState } from 'react';

export interface PriceFlash {
  direction: 'up' | 'down';
  /** Increases on every change; used as a key to restart the flash animation. */
  count: number;
}

/**
 * The direction of the latest change of `price` (null until it first changes). While `frozen`
 * (a stale price) there is no flash, and a change is not remembered as a move.
 */
export function usePriceFlash(price: number, frozen = false): PriceFlash | null {
  const [previous, setPrevious] = useState(price);
  const [flash, setFlash] = useState<PriceFlash | null>(null);
  // Adjusting state while rendering (react.dev "storing information from previous renders").
  if (frozen) {
    if (price !== previous) setPrevious(price);
    if (flash) setFlash(null);
    return null;
  }
  if (price !== previous) {
    setPrevious(price);
    setFlash({ direction: price > previous ? 'up' : 'down', count: (flash?.count ?? 0) + 1 });
  }
  return flash;
}
