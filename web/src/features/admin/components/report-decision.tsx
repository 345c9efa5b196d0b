import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import type { AdminComplianceReport } from '@/lib/compliance';
import { toast } from '@/lib/use-toast';
import { useDecideComplianceReport, type ReportDecision } from '@/features/admin/api/decide-compliance-report';

/** Clear or Escalate one report, with a note for the file. */
export function ReportDecisionControls({ report }: { report: AdminComplianceReport }) {
  const t = useT();
  const decide = useDecideComplianceReport();
  const [note, setNote] = useState('');
  // mutateAsync: a decided report may leave the filtered list (and this row unmount) first.
  const send = (decision: ReportDecision['decision']) =>
    decide
      .mutateAsync({ id: report.id, decision, ...(note.trim() ? { note: note.trim() } : {}) })
      .then(() => {
        setNote('');
        toast({ title: t('admin.reports.decided'), description: t('admin.reports.decidedBody', { decision }) });
      })
      .catch((error: unknown) =>
        toast({ title: t('admin.reports.decisionFailed'), description: errorMessage(error), variant: 'destructive' }),
      );
  return (
    <div className="flex min-w-[16rem] flex-col gap-2">
      <Input
        value={note}
        maxLength={1000}
        onChange={(e) => setNote(e.target.value)}
        aria-label={t('admin.reports.noteLabel', { id: report.id })}
        placeholder={t('admin.reports.notePlaceholder')}
      />
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => send('clear')}>
          {t('admin.reports.clear')}
        </Button>
        <Button size="sm" variant="destructive" disabled={decide.isPending} onClick={() => send('escalate')}>
          {t('admin.reports.escalate')}
        </Button>
      </div>
    </div>
  );
}
