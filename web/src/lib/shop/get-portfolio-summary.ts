import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { portfolioKeys } from '@/lib/shop/keys';
import type { PortfolioSummary } from '@/lib/shop/types';

export const getPortfolioSummary = () => apiRequest<PortfolioSummary>('GET', '/api/portfolio/summary');

export const portfolioSummaryQueryOptions = () =>
  queryOptions({ queryKey: portfolioKeys.summary, queryFn: getPortfolioSummary });

/** Totals, gain/loss, monthly P&L, allocation and value history. */
export const usePortfolioSummary = () => useQuery(portfolioSummaryQueryOptions());
