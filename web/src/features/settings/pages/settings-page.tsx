import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function SettingsPage() {
  return <PagePlaceholder title="Settings" description="Language, notifications, security, privacy and appearance." />;
}
