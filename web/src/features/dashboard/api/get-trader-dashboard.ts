import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { OrderSummary } from '@/lib/shop/types';

/** GET /api/trader/dashboard: every figure of the trader's dashboard, from real data. */
export interface TraderDashboardData {
  /** Revenue this calendar month (decimal string). */
  tradingVolume: string;
  /** Clients with status premium, active or new. */
  activeClients: number;
  /** Σ stock × live price of the trader's active products. */
  inventoryValue: string;
  /** Σ premium over spot × quantity of this month's orders. */
  monthlyProfit: string;
  profitBasis: 'premium_margin';
  recentOrders: OrderSummary[];
  tradingStatus: {
    licenseStatus: 'active' | 'pending' | 'suspended';
    licenseNumber: string;
    /** AML state when not clear (under_review, flagged), else the compliance level (BASIC, VERIFIED, ENHANCED). */
    complianceStatus: string;
    kycStatus: string | null;
  };
}

export const traderDashboardKeys = { all: ['/api/trader/dashboard'] as const };

export const getTraderDashboard = () => apiRequest<TraderDashboardData>('GET', '/api/trader/dashboard');

export const traderDashboardQueryOptions = () =>
  queryOptions({ queryKey: traderDashboardKeys.all, queryFn: getTraderDashboard, refetchInterval: 30_000 });

export const useTraderDashboard = () => useQuery(traderDashboardQueryOptions());
