import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function TraceabilityPage() {
  return <PagePlaceholder title="Precious Metals Verification" description="Verify authenticity and follow each product's journey." />;
}
