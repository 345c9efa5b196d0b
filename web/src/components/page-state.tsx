import type { ComponentType, ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** A page's data is loading: a large spinner in the space the content will take. */
export function LoadingState({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}

/** A page's data could not be loaded (announced to screen readers). */
export function ErrorState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <Card className={cn('mt-8 p-6 text-stone-300', className)} role="alert">
      {children}
    </Card>
  );
}

interface EmptyStateProps {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** Nothing to show yet, with what to do about it. */
export function EmptyState({ icon: Icon, title, body, action, className }: EmptyStateProps) {
  return (
    <Card className={cn('mt-6 flex flex-col items-center gap-3 p-10 text-center', className)}>
      {Icon && <Icon aria-hidden className="size-12 text-gold" />}
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      {body && <p className="text-sm text-muted-foreground">{body}</p>}
      {action}
    </Card>
  );
}

interface PageStateProps {
  isLoading: boolean;
  loadingLabel?: string;
  /** Shown instead of the content when set (the caller words it). */
  error?: ReactNode;
  isEmpty?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}

/** Loading, then the error, the empty state or the content: the order every data page follows. */
export function PageState({ isLoading, loadingLabel, error, isEmpty, empty, children }: PageStateProps) {
  if (isLoading) return <LoadingState label={loadingLabel} />;
  if (error) return <ErrorState>{error}</ErrorState>;
  if (isEmpty && empty) return <>{empty}</>;
  return <>{children}</>;
}
