import { cn } from './cn';

export interface Stat {
  value: string;
  label: string;
}

/** Row of headline figures; dl keeps each value paired with its label for screen readers. */
export function StatGrid({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 sm:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-xl border border-stone-800 bg-stone-900/60 p-4 text-center"
        >
          <dt className="text-sm text-stone-300">{stat.label}</dt>
          <dd className="order-first text-2xl font-bold text-[#f0c14b] sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
