import { LoaderCircle } from 'lucide-react';
import { useT } from '@/i18n';
import { cn } from '@/lib/utils';

interface SpinnerProps {
  className?: string;
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden className={cn('size-6 animate-spin text-gold', className)} />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A spinner centred in the viewport, for whole-page loading states. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center" data-testid="page-spinner">
      <Spinner className="size-10" label={label} />
    </div>
  );
}
