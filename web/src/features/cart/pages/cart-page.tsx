import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function CartPage() {
  return <PagePlaceholder title="Shopping Cart" description="Review the items in your cart." />;
}
