import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { verificationKeys } from './verification-keys';

/** One registered item of the trader's (GET /api/provenance/items). */
export interface RegistryItem {
  id: number;
  serialNumber: string;
  productName: string;
  metal: string;
  weight: string;
  purity: string;
  status: string;
  productId?: number | null;
  type?: string;
  createdAt?: string;
}

export const getItems = () => apiRequest<RegistryItem[]>('GET', '/api/provenance/items');

export const useItems = () => useQuery(queryOptions({ queryKey: verificationKeys.items, queryFn: getItems }));
