import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function PortfolioPage() {
  return <PagePlaceholder title="Portfolio Overview" description="Your holdings, their value and performance." />;
}
