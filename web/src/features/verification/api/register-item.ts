import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { RegistryItem } from './get-items';
import { verificationKeys } from './verification-keys';

/** POST /api/provenance/items: a serialized item of one of the trader's products. */
export interface NewItem {
  serialNumber: string;
  productId: number;
  productName: string;
  type: string;
  metal: string;
  /** Troy ounces (the product's weight). */
  weightOz: string;
  /** Parts per 10,000 (the product's purity). */
  purity: number;
  refiner: string;
  batch: string;
  year: number;
  location: string;
  facility: string;
  certifier?: string;
  certificateNumber?: string;
}

export const registerItem = (body: NewItem) => apiRequest<RegistryItem>('POST', '/api/provenance/items', body);

export function useRegisterItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerItem,
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
