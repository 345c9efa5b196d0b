import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function AnalyticsPage() {
  return <PagePlaceholder title="Analytics" description="Revenue and product performance over time." />;
}
