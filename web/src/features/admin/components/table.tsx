import type { ComponentProps } from 'react';
import { Card } from '@/components/ui/card';
import { useT, type MessageId } from '@/i18n';
import { cn } from '@/lib/utils';

const th = 'px-4 py-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase';
export const td = 'px-4 py-3 align-middle text-stone-200';

/** A column: its heading's message id, or that and `align: 'right'` (over amounts). */
export type Column = MessageId | { labelId: MessageId; align?: 'right' };

/** The header row, a `<th scope="col">` a column, and the screen-reader-only heading of an actions column. */
function TableHead({
  columns,
  actions,
  className,
}: {
  columns: readonly Column[];
  actions: boolean;
  className?: string;
}) {
  const t = useT();
  return (
    <thead className={cn('border-b', className)}>
      <tr>
        {columns.map((column) => {
          const { labelId, align } = typeof column === 'string' ? { labelId: column, align: undefined } : column;
          return (
            <th key={labelId} scope="col" className={align === 'right' ? `${th} text-right` : th}>
              {t(labelId)}
            </th>
          );
        })}
        {actions && (
          <th scope="col" className={th}>
            <span className="sr-only">{t('admin.actions')}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

/**
 * A table in a card: the header row of `columns` (`actions`: a last column of row buttons), then the
 * rows, its children. It scrolls sideways on narrow screens instead of overflowing the page
 * (`relative`: visually hidden header text, absolutely positioned, stays inside the scroller).
 */
export function Table({
  columns,
  actions = false,
  headClassName,
  bodyClassName,
  className,
  children,
  ...props
}: ComponentProps<'table'> & {
  columns: readonly Column[];
  actions?: boolean;
  headClassName?: string;
  bodyClassName?: string;
}) {
  return (
    <Card className="relative overflow-x-auto">
      <table className={cn('w-full min-w-[40rem] text-left text-sm', className)} {...props}>
        <TableHead columns={columns} actions={actions} className={headClassName} />
        <tbody className={cn('divide-y divide-border', bodyClassName)}>{children}</tbody>
      </table>
    </Card>
  );
}
