import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerKeys, type Offer } from '@/features/clients/api/client-keys';

/** GET /api/trader/offers: the orders this trader prepared for its clients, newest first. */
export const traderOffersQueryOptions = () => queryOptions<Offer[]>({ queryKey: offerKeys.all });

export const useTraderOffers = () => useQuery(traderOffersQueryOptions());
