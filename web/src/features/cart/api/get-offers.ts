import { queryOptions, useQuery } from '@tanstack/react-query';

/** An order a dealer prepared for me, its prices locked until `expiresAt` (GET /api/offers). */
export interface DealerOffer {
  id: number;
  sellerName: string;
  status: string;
  note: string | null;
  lines: {
    productId: number;
    name: string;
    metalType: string;
    quantity: number;
    unitPrice: string;
    lineTotal: string;
  }[];
  total: string;
  createdAt: string;
  expiresAt: string;
}

export const offerKeys = { mine: ['/api/offers'] as const };

/** GET /api/offers: my open offers. */
export const myOffersQueryOptions = () => queryOptions<DealerOffer[]>({ queryKey: offerKeys.mine, staleTime: 30_000 });

export const useMyOffers = () => useQuery(myOffersQueryOptions());
