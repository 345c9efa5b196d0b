import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
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
      toast({
        title: i18n._('orders.toast.cancelled'),
        description: i18n._('orders.toast.cancelledBody', { id: order.id }),
      });
    },
    onError: (error) =>
      toast({
        title: i18n._('orders.error'),
        description: errorMessage(error, i18n._('orders.toast.cancelFailed')),
        variant: 'destructive',
      }),
    onSettled: () => invalidateAfterOrder(client),
  });
}
