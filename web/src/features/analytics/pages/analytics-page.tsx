import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { useT } from '@/i18n';

export default function AnalyticsPage() {
  const t = useT();
  return <PagePlaceholder title={t('analytics.title')} description={t('analytics.description')} />;
}
