import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';

export const MAX_REASON = 500;

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending?: boolean;
  /** Ask for a reason: 'optional' or 'required' (1..500 characters). */
  reason?: 'optional' | 'required';
  reasonLabel?: string;
  /** The server's refusal, shown in the dialog. */
  error?: string | null;
  onConfirm: (reason: string) => void;
}

/** A confirmation step for an admin action, with an optional or required reason. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  pending = false,
  reason,
  reasonLabel,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);

  const change = (next: boolean) => {
    if (!next) {
      setText('');
      setMissing(false);
    }
    onOpenChange(next);
  };

  const confirm = () => {
    const trimmed = text.trim();
    if (reason === 'required' && !trimmed) {
      setMissing(true);
      return;
    }
    onConfirm(trimmed);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {reason && (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-reason`}>
              {reasonLabel ??
                t(reason === 'required' ? 'admin.confirm.reasonRequired' : 'admin.confirm.reasonOptional')}
            </Label>
            <textarea
              id={`${id}-reason`}
              value={text}
              maxLength={MAX_REASON}
              rows={3}
              onChange={(e) => {
                setText(e.target.value);
                setMissing(false);
              }}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? `${id}-missing` : undefined}
              className="w-full rounded-lg border border-input bg-stone-950/60 px-3 py-2 text-sm text-foreground outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30"
            />
            {missing && (
              <p id={`${id}-missing`} role="alert" className="text-sm text-red-400">
                {t('admin.confirm.reasonMissing')}
              </p>
            )}
          </div>
        )}
        {error && (
          <p role="alert" className="rounded-lg border border-red-700/50 bg-red-900/30 p-3 text-sm text-red-300">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="ghost" onClick={() => change(false)}>
            {t('admin.confirm.cancel')}
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} disabled={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

interface ConfirmButtonProps extends Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'error' | 'onConfirm'> {
  /** The button's text, its accessible name and icon. */
  label: string;
  ariaLabel: string;
  icon?: ReactNode;
  variant?: 'outline' | 'ghost' | 'default' | 'destructive';
  /** The action; the dialog closes when it resolves and shows its refusal when it rejects. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** Also told of a refusal (e.g. a toast). */
  onError?: (error: unknown) => void;
}

/** A button that opens a ConfirmDialog and runs its action from there. */
export function ConfirmButton({
  label,
  ariaLabel,
  icon,
  variant = 'outline',
  onConfirm,
  onError,
  pending = false,
  ...dialog
}: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = (reason: string) => {
    setError(null);
    onConfirm(reason)
      .then(() => setOpen(false))
      .catch((e: unknown) => {
        setError(errorMessage(e));
        onError?.(e);
      });
  };
  return (
    <>
      <Button size="sm" variant={variant} disabled={pending} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {icon}
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          if (!o) setError(null);
        }}
        pending={pending}
        error={error}
        onConfirm={send}
      />
    </>
  );
}
