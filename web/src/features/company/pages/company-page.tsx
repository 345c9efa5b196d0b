import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { useT } from '@/i18n';

export default function CompanyPage() {
  const t = useT();
  return <PagePlaceholder title={t('company.title')} description={t('company.description')} />;
}
