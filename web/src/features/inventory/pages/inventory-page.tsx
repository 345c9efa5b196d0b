import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { useT } from '@/i18n';

export default function InventoryPage() {
  const t = useT();
  return <PagePlaceholder title={t('inventory.title')} description={t('inventory.description')} />;
}
