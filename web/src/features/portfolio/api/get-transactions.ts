import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { portfolioKeys } from '@/lib/shop/keys';
import type { Transaction } from '@/lib/shop/types';

export const getTransactions = () => apiRequest<Transaction[]>('GET', '/api/transactions');

export const transactionsQueryOptions = () =>
  queryOptions({ queryKey: portfolioKeys.transactions, queryFn: getTransactions });

/** The caller's ledger history (purchases and cancellations), newest first. */
export const useTransactions = () => useQuery(transactionsQueryOptions());
