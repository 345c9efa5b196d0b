import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { invalidateAfterOrder } from '@/lib/shop/invalidate';
import { orderKeys } from '@/lib/shop/keys';
import type { OrderDetail, OrderStatus } from '@/lib/shop/types';
import { toast } from '@/lib/use-toast';

export interface StatusChange {
  id: number;
  status: OrderStatus;
  trackingNumber?: string;
}

export const updateOrderStatus = ({ id, ...body }: StatusChange) =>
  apiRequest<OrderDetail>('POST', `/api/orders/${id}/status`, body);

/** Trader/admin moves an order along the transition table (409 for anything else). */
export function useUpdateOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      client.setQueryData(orderKeys.detail(order.id), order);
      toast({
        title: i18n._('orders.toast.updated'),
        description: i18n._('orders.toast.updatedBody', { id: order.id, status: order.status }),
      });
    },
    onError: (error) =>
      toast({
        title: i18n._('orders.error'),
        description: errorMessage(error, i18n._('orders.toast.updateFailed')),
        variant: 'destructive',
      }),
    onSettled: () => invalidateAfterOrder(client),
  });
}
