import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n';
import { errorMessage } from '@/lib/api-client';

interface DataStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** Loading, error and empty states around an admin table. */
export function DataState({ isPending, error, isEmpty, emptyText, children }: DataStateProps) {
  const t = useT();
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" />
      </div>
    );
  }
  if (error) {
    return (
      <Card role="alert" className="border-red-800 p-6 text-red-200">
        {t('admin.loadFailed', { error: errorMessage(error) })}
      </Card>
    );
  }
  if (isEmpty) return <Card className="p-6 text-muted-foreground">{emptyText}</Card>;
  return <>{children}</>;
}
