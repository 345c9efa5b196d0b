import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function OrdersPage() {
  return <PagePlaceholder title="Order History" description="Track your orders from processing to delivery." />;
}
