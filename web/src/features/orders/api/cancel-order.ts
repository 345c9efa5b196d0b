import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { invalidateAfterOrder } from '@/lib/shop/invalidate';
import { orderKeys } from '@/lib/shop/keys';
import type { OrderDetail } from '@/lib/shop/types';
import { toast } from '@/lib/use-toast';

export const cancelOrder = (id: number) => apiRequest<OrderDetail>('POST', `/api/orders/${id}/cancel`);

/** The buyer cancels before shipment: stock is restored and the holdings reversed. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(order.id), order);
      toast({ title: 'Order cancelled', description: `Order #${order.id} has been cancelled.` });
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'The order could not be cancelled.'), variant: 'destructive' }),
    onSettled: () => invalidateAfterOrder(client),
  });
}
