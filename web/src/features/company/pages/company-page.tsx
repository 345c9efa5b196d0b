import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function CompanyPage() {
  return <PagePlaceholder title="Company Profile" description="Your registered company details." />;
}
