import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function ClientsPage() {
  return <PagePlaceholder title="Client Management" description="Your clients, their orders and verification status." />;
}
