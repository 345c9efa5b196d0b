import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function InventoryPage() {
  return <PagePlaceholder title="Inventory Management" description="Stock levels and pricing for your products." />;
}
