import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { portfolioKeys } from '@/lib/shop/keys';
import type { PortfolioItem } from '@/lib/shop/types';

export const getPortfolio = () => apiRequest<PortfolioItem[]>('GET', '/api/portfolio');

export const portfolioQueryOptions = () => queryOptions({ queryKey: portfolioKeys.all, queryFn: getPortfolio });

/** Holdings per metal, valued at the live spot price. */
export const usePortfolio = () => useQuery(portfolioQueryOptions());
