import { useState } from 'react';
import { Check, RotateCcw, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { useDecideKycCase, type KycDecision } from '@/features/admin/api/decide-kyc-case';

const MAX_REASON = 500;

/** Approve, Reject (reason) and Request re-upload (reason) for a pending case. */
export function KycDecisionPanel({ caseId, name }: { caseId: number; name: string }) {
  const t = useT();
  const decide = useDecideKycCase();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const send = (decision: KycDecision['decision']) => {
    const text = reason.trim();
    if (decision !== 'approve' && !text) {
      setReasonError(t('admin.kyc.reasonRequired'));
      return;
    }
    setReasonError(undefined);
    // mutateAsync, not mutate's callbacks: the decided case leaves the pending list and this
    // panel unmounts before the answer arrives, which would drop mutate's per-call callbacks.
    decide
      .mutateAsync({ id: caseId, decision, ...(text ? { reason: text } : {}) })
      .then(() => {
        setReason('');
        toast({
          title: t('admin.kyc.decided'),
          description: t('admin.kyc.decidedBody', { name, decision }),
        });
      })
      .catch((error: unknown) =>
        toast({ title: t('admin.kyc.decisionFailed'), description: errorMessage(error), variant: 'destructive' }),
      );
  };

  return (
    <div className="flex flex-col gap-3">
      <FormField id="kyc-reason" label={t('admin.kyc.reason')} error={reasonError}>
        <textarea
          id="kyc-reason"
          value={reason}
          maxLength={MAX_REASON}
          rows={3}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'kyc-reason-error' : 'kyc-reason-hint'}
          className="w-full rounded-lg border border-input bg-stone-950/60 px-3 py-2 text-sm text-foreground outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30"
        />
        <p id="kyc-reason-hint" className="text-xs text-muted-foreground">
          {t('admin.kyc.reasonHint', { max: MAX_REASON })}
        </p>
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button disabled={decide.isPending} onClick={() => send('approve')}>
          <Check aria-hidden />
          {t('admin.kyc.approve')}
        </Button>
        <Button variant="destructive" disabled={decide.isPending} onClick={() => send('reject')}>
          <X aria-hidden />
          {t('admin.kyc.reject')}
        </Button>
        <Button variant="outline" disabled={decide.isPending} onClick={() => send('resubmit')}>
          <RotateCcw aria-hidden />
          {t('admin.kyc.resubmit')}
        </Button>
      </div>
    </div>
  );
}
