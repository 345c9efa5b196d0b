import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatUsd } from '@/lib/format';

interface AuthenticateDialogProps {
  open: boolean;
  amount: string;
  cardLabel: string;
  busy: boolean;
  onDecide: (approve: boolean) => void;
}

/** The test processor's 3-D Secure-like step: the buyer approves or cancels the payment. */
export function AuthenticateDialog({ open, amount, cardLabel, busy, onDecide }: AuthenticateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onDecide(false)}>
      <DialogContent hideClose onEscapeKeyDown={(e) => busy && e.preventDefault()} onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary/15">
            <ShieldCheck aria-hidden className="size-5 text-gold" />
          </div>
          <DialogTitle>Confirm this payment</DialogTitle>
          <DialogDescription>
            Your bank asks you to approve a payment of {formatUsd(amount)} with {cardLabel}. This is a test-mode authentication step.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" disabled={busy} onClick={() => onDecide(false)}>
            Cancel payment
          </Button>
          <Button disabled={busy} onClick={() => onDecide(true)}>
            Approve payment
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
