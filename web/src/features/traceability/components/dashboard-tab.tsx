import { Spinner } from '@/components/ui/spinner';
import { useMyScans } from '../api/my-scans';
import { statusText, trustClass } from '../lib/status';

export function DashboardTab() {
  const { data, isLoading, isError } = useMyScans();
  if (isLoading) return <Spinner className="size-6" />;
  if (isError || !data) return <p>Your scans could not be loaded.</p>;
  const stats = [
    ['Total Scans', String(data.totalScans)],
    ['Verified Products', String(data.verifiedProducts)],
    ['Your Trust Score', data.totalScans ? `${data.trustScore}%` : '—'],
    ['Favorite Dealer', data.favoriteDealer || '—'],
  ];
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="min-w-0 rounded-xl border border-border p-4">
            <p className="text-sm text-muted-foreground">{label}</p>
            {/* A dealer's name is long text, not a figure: smaller, and cut with the full name on hover. */}
            <p className={label === 'Favorite Dealer' ? 'mt-1 truncate text-base font-semibold' : 'text-2xl font-semibold'} title={value}>
              {value}
            </p>
          </div>
        ))}
      </div>
      <section aria-label="Recent Scans" className="rounded-xl border border-border p-4">
        <h3 className="font-semibold">Recent Scans</h3>
        {data.recentScans.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No scans yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-border">
            {data.recentScans.map((s) => (
              <li key={s.id} className="flex flex-col gap-1 py-2 text-sm sm:flex-row sm:justify-between sm:gap-3">
                <span>{s.productName || s.serialNumber} <span className="text-muted-foreground">{s.serialNumber}</span></span>
                <span>
                  {statusText(s.status)} · <span className={trustClass(s.trustScore)}>{s.trustScore}%</span> · {new Date(s.scanDate).toLocaleString()}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
