import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { useT } from '@/i18n';

export default function SettingsPage() {
  const t = useT();
  return <PagePlaceholder title={t('settings.title')} description={t('settings.description')} />;
}
