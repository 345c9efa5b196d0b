import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT, type MessageId } from '@/i18n';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { reportItem, transferItem } from '../api/owner-actions';

type Action = 'stolen' | 'lost' | 'transfer';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Message ids of each action's dialog and toast. */
const copy: Record<Action, { titleId: MessageId; descriptionId: MessageId; confirmId: MessageId; doneId: MessageId }> =
  {
    stolen: {
      titleId: 'traceability.owner.stolen.title',
      descriptionId: 'traceability.owner.reportWarning',
      confirmId: 'traceability.owner.stolen.confirm',
      doneId: 'traceability.owner.stolen.done',
    },
    lost: {
      titleId: 'traceability.owner.lost.title',
      descriptionId: 'traceability.owner.reportWarning',
      confirmId: 'traceability.owner.lost.confirm',
      doneId: 'traceability.owner.lost.done',
    },
    transfer: {
      titleId: 'traceability.owner.transfer.title',
      descriptionId: 'traceability.owner.transfer.description',
      confirmId: 'traceability.owner.transfer.confirm',
      doneId: 'traceability.owner.transfer.done',
    },
  };

/** Report stolen / lost and transfer, for the signed-in owner of the item shown. */
export function OwnerActions({
  serial,
  canTransfer,
  onDone,
}: {
  serial: string;
  canTransfer: boolean;
  onDone: () => void;
}) {
  const [action, setAction] = useState<Action | null>(null);
  const t = useT();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const emailValid = EMAIL.test(email.trim());

  const close = () => {
    setAction(null);
    setEmail('');
  };

  const run = async () => {
    if (!action) return;
    setPending(true);
    try {
      if (action === 'transfer') await transferItem(serial, email.trim());
      else await reportItem(serial, action);
      toast({
        title: t(copy[action].doneId),
        description:
          action === 'transfer'
            ? t('traceability.owner.transferred', { serial, email: email.trim() })
            : t('traceability.owner.flagged', { serial }),
      });
      close();
      onDone();
    } catch (e) {
      toast({
        title: t('traceability.error'),
        description: errorMessage(e, t('traceability.owner.failed')),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  const c = action ? copy[action] : null;
  return (
    <section aria-label={t('traceability.owner.label')} className="mt-4 rounded-lg border border-border p-3">
      <h4 className="text-sm font-semibold">{t('traceability.owner.youOwn')}</h4>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="destructive" onClick={() => setAction('stolen')}>
          {t('traceability.owner.stolen.confirm')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setAction('lost')}>
          {t('traceability.owner.lost.confirm')}
        </Button>
        {canTransfer && (
          <Button size="sm" variant="outline" onClick={() => setAction('transfer')}>
            {t('traceability.owner.transfer.confirm')}
          </Button>
        )}
      </div>
      <Dialog open={action !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{c && t(c.titleId)}</DialogTitle>
            <DialogDescription>{c && t(c.descriptionId)}</DialogDescription>
          </DialogHeader>
          {action === 'transfer' && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="transfer-email">{t('traceability.owner.email')}</Label>
              <Input
                id="transfer-email"
                type="email"
                autoComplete="off"
                value={email}
                aria-invalid={email !== '' && !emailValid}
                onChange={(e) => setEmail(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && emailValid && !pending && void run()}
              />
            </div>
          )}
          <DialogFooter>
            <Button variant="ghost" onClick={close}>
              {t('traceability.cancel')}
            </Button>
            <Button
              variant={action === 'transfer' ? 'default' : 'destructive'}
              disabled={pending || (action === 'transfer' && !emailValid)}
              onClick={() => void run()}
            >
              {pending ? t('traceability.owner.working') : c && t(c.confirmId)}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
