import type { components } from '@/lib/api-types';

export type MetalType = components['schemas']['MetalType'];

export const METAL_TYPES: readonly MetalType[] = ['gold', 'silver', 'platinum', 'palladium'];

/** One colour per metal for charts, dots and badges. */
export const metalColor: Record<MetalType, string> = {
  gold: '#e0b032',
  silver: '#c0c6cc',
  platinum: '#8fa3b8',
  palladium: '#b0a594',
};

export function isMetalType(value: unknown): value is MetalType {
  return typeof value === 'string' && (METAL_TYPES as readonly string[]).includes(value);
}

/** Spec: a missing or broken product image falls back to a per-metal image. */
export function metalFallbackImage(metal: string): string {
  return `/media/products/${isMetalType(metal) ? metal : 'gold'}.svg`;
}
