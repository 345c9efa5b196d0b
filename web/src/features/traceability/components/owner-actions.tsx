import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';
import { reportItem, transferItem } from '../api/owner-actions';

type Action = 'stolen' | 'lost' | 'transfer';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const copy: Record<Action, { title: string; description: string; confirm: string; done: string }> = {
  stolen: {
    title: 'Report stolen?',
    description: 'Every lookup of this serial will show "Verification Failed" from now on. The report is recorded in the custody chain and cannot be undone here.',
    confirm: 'Report stolen',
    done: 'Reported stolen',
  },
  lost: {
    title: 'Report lost?',
    description: 'Every lookup of this serial will show "Verification Failed" from now on. The report is recorded in the custody chain and cannot be undone here.',
    confirm: 'Report lost',
    done: 'Reported lost',
  },
  transfer: {
    title: 'Transfer ownership?',
    description: 'The item will belong to the account with this e-mail address. A transfer event is added to the custody chain.',
    confirm: 'Transfer',
    done: 'Ownership transferred',
  },
};

/** Report stolen / lost and transfer, for the signed-in owner of the item shown. */
export function OwnerActions({ serial, canTransfer, onDone }: { serial: string; canTransfer: boolean; onDone: () => void }) {
  const [action, setAction] = useState<Action | null>(null);
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
        title: copy[action].done,
        description: action === 'transfer' ? `${serial} now belongs to ${email.trim()}.` : `${serial} is flagged in the registry.`,
      });
      close();
      onDone();
    } catch (e) {
      toast({ title: 'Error', description: errorMessage(e, 'The request failed. Please try again.'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  const c = action ? copy[action] : null;
  return (
    <section aria-label="Owner actions" className="mt-4 rounded-lg border border-border p-3">
      <h4 className="text-sm font-semibold">You own this item</h4>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="destructive" onClick={() => setAction('stolen')}>Report stolen</Button>
        <Button size="sm" variant="secondary" onClick={() => setAction('lost')}>Report lost</Button>
        {canTransfer && <Button size="sm" variant="outline" onClick={() => setAction('transfer')}>Transfer</Button>}
      </div>
      <Dialog open={action !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{c?.title}</DialogTitle>
            <DialogDescription>{c?.description}</DialogDescription>
          </DialogHeader>
          {action === 'transfer' && (
            <div className="flex flex-col gap-2">
              <Label htmlFor="transfer-email">Recipient's e-mail</Label>
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
            <Button variant="ghost" onClick={close}>Cancel</Button>
            <Button
              variant={action === 'transfer' ? 'default' : 'destructive'}
              disabled={pending || (action === 'transfer' && !emailValid)}
              onClick={() => void run()}
            >
              {pending ? 'Working…' : c?.confirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
