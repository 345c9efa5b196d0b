import type { MetalType } from '@/lib/metals';

/** The spec's time ranges (GET /api/trader/analytics?range=). */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_RANGE: AnalyticsRange = '30d';

export function isAnalyticsRange(value: unknown): value is AnalyticsRange {
  return typeof value === 'string' && (ANALYTICS_RANGES as readonly string[]).includes(value);
}

/** GET /api/trader/analytics: a seller's paid orders (admin: the platform); money as decimal strings. */
export interface TraderAnalytics {
  range: AnalyticsRange;
  revenue: string;
  orders: number;
  averageOrderValue: string;
  unitsByMetal: Record<MetalType, number>;
  /** One bucket per day ("YYYY-MM-DD"; 7d, 30d, 90d) or month ("YYYY-MM"; 1y), zeros included. */
  series: { date: string; revenue: string }[];
  topProducts: { productId: number; name: string; units: number; revenue: string }[];
  /** Share (0..1) of the period's buyers with two orders or more. */
  repeatClientRate: number;
  previous: { revenue: string; orders: number; averageOrderValue: string; repeatClientRate?: number };
}

export const analyticsKeys = {
  all: ['/api/trader/analytics'] as const,
  range: (range: AnalyticsRange) => [...analyticsKeys.all, { range }] as const,
};
