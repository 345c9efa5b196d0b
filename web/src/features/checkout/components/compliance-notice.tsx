import { Link } from 'react-router';
import { AlertTriangle, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';
import { formatUsd } from '@/lib/format';
import type { ComplianceRefusal } from '@/features/checkout/lib/compliance-refusal';

/** Why compliance refused the purchase: the limit with what is left and a way to verify, or the flag. */
export function ComplianceNotice({ refusal }: { refusal: ComplianceRefusal }) {
  const t = useT();
  if (refusal.code === 'account_flagged') {
    return (
      <div
        role="alert"
        className="flex gap-3 rounded-xl border border-red-700/50 bg-red-900/30 p-4 text-sm text-red-100"
      >
        <ShieldAlert aria-hidden className="size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t('checkout.compliance.flaggedTitle')}</p>
          <p>{t('checkout.compliance.flaggedBody')}</p>
        </div>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-xl border border-yellow-700/50 bg-yellow-900/30 p-4 text-sm text-yellow-100"
    >
      <AlertTriangle aria-hidden className="size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('checkout.compliance.limitTitle')}</p>
        {refusal.message && <p>{refusal.message}</p>}
        <p>{t('checkout.compliance.remaining', { limit: refusal.limit, remaining: formatUsd(refusal.remaining) })}</p>
      </div>
      <Button asChild size="sm" variant="outline">
        <Link to="/profile?tab=compliance">{t('checkout.compliance.verify')}</Link>
      </Button>
    </div>
  );
}
