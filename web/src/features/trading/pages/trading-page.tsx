import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function TradingPage() {
  return <PagePlaceholder title="Professional Trading Platform" description="Live prices, charts and account status." />;
}
