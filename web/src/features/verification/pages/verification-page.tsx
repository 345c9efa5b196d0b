import { PagePlaceholder } from '@/components/ui/page-placeholder';

export default function VerificationPage() {
  return <PagePlaceholder title="Verification Center" description="Scan and record product verifications." />;
}
