import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { useT } from '@/i18n';

export default function ClientsPage() {
  const t = useT();
  return <PagePlaceholder title={t('clients.title')} description={t('clients.description')} />;
}
