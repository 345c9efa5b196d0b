import { useAuth } from '@/lib/auth';
import { ClientOrders } from '@/features/orders/components/client-orders';
import { ManageOrders } from '@/features/orders/components/manage-orders';

/** Clients see their order history; traders and admins manage the orders for their products. */
export default function OrdersPage() {
  const { user } = useAuth();
  if (user?.role === 'gold_trader' || user?.role === 'admin') return <ManageOrders isAdmin={user.role === 'admin'} />;
  return <ClientOrders />;
}
