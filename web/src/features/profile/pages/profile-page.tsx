import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { useT } from '@/i18n';

export default function ProfilePage() {
  const t = useT();
  return <PagePlaceholder title={t('profile.title')} description={t('profile.description')} />;
}
