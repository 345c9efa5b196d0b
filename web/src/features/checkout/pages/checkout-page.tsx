import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function CheckoutPage() {
  return <PagePlaceholder title="Checkout" description="Complete your precious metals purchase." />;
}
