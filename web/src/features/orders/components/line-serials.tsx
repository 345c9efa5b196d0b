import { Link } from 'react-router';
import { useT } from '@/i18n';

/** The serial numbers allocated to an order line, each opening its verification. */
export function LineSerials({ serials }: { serials: readonly string[] }) {
  const t = useT();
  if (serials.length === 0) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
      <span className="text-stone-400">{t('orders.serials.label', { count: serials.length })}</span>
      {serials.map((s) => (
        <Link
          key={s}
          to={`/traceability?serial=${encodeURIComponent(s)}`}
          className="font-mono text-gold underline-offset-2 hover:underline"
          aria-label={t('orders.serials.verify', { serial: s })}
        >
          {s}
        </Link>
      ))}
    </span>
  );
}
