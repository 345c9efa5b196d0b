import { useState } from 'react';

export interface PriceFlash {
  direction: 'up' | 'down';
  /** Increases on every change; used as a key to restart the flash animation. */
  count: number;
}

/** The direction of the latest change of `price` (null until it first changes). */
export function usePriceFlash(price: number): PriceFlash | null {
  const [previous, setPrevious] = useState(price);
  const [flash, setFlash] = useState<PriceFlash | null>(null);
  if (price !== previous) {
    // Adjusting state while rendering (react.dev "storing information from previous renders").
    setPrevious(price);
    setFlash({ direction: price > previous ? 'up' : 'down', count: (flash?.count ?? 0) + 1 });
  }
  return flash;
}
