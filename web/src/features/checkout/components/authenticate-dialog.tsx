import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useT } from '@/i18n';
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
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onDecide(false)}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(e) => busy && e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary/15">
            <ShieldCheck aria-hidden className="size-5 text-gold" />
          </div>
          <DialogTitle>{t('checkout.auth.title')}</DialogTitle>
          <DialogDescription>
            {t('checkout.auth.body', { amount: formatUsd(amount), card: cardLabel })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" disabled={busy} onClick={() => onDecide(false)}>
            {t('checkout.auth.cancel')}
          </Button>
          <Button disabled={busy} onClick={() => onDecide(true)}>
            {t('checkout.auth.approve')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
