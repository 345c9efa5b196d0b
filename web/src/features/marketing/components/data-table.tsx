import { cn } from './cn';

export interface TableRow {
  label: string;
  cells: string[];
}

interface DataTableProps {
  caption: string;
  /** Column headings, the first one heads the row-label column. */
  columns: string[];
  rows: TableRow[];
  /** Index into `cells` of a column to emphasise (e.g. "Aurum"). */
  highlightColumn?: number;
  className?: string;
}

/**
 * Comparison and figure tables. The wrapper scrolls horizontally on narrow screens
 * and is focusable so keyboard users can scroll it too.
 */
export function DataTable({ caption, columns, rows, highlightColumn, className }: DataTableProps) {
  return (
    <div
      className={cn(
        'overflow-x-auto rounded-2xl border border-stone-800 bg-stone-900/60 focus-visible:outline-2 focus-visible:outline-[#f0c14b]',
        className,
      )}
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-800 bg-stone-900">
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn(
                  'px-4 py-3 font-semibold',
                  index - 1 === highlightColumn ? 'text-[#f0c14b]' : 'text-stone-200',
                )}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-stone-800/70 last:border-0">
              <th scope="row" className="px-4 py-3 font-medium text-white">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={`${row.label}-${index}`}
                  className={cn(
                    'px-4 py-3',
                    index === highlightColumn ? 'bg-[#d4a017]/10 font-semibold text-[#f0c14b]' : 'text-stone-300',
                  )}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
