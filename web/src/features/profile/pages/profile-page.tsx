import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function ProfilePage() {
  return <PagePlaceholder title="Profile Settings" description="Your personal details, security and identity verification." />;
}
