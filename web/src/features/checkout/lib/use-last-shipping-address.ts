import { useOrder } from '@/lib/shop/get-order';
import { useOrders } from '@/lib/shop/get-orders';
import type { ShippingAddress } from '@/lib/shop/types';

/**
 * Where the buyer's newest order went (the order list is newest first), to start the checkout's
 * shipping form with; undefined while loading, or for a first order.
 */
export function useLastShippingAddress(): ShippingAddress | undefined {
  const orders = useOrders();
  const newest = orders.data?.[0]?.id ?? null;
  return useOrder(newest).data?.shippingAddress;
}
