const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Display a server money figure ("2047.00") as "$2,047.00". The server computes every amount in
 * integer cents; the client only formats, it never adds prices up.
 */
export function formatUsd(value: string | number | null | undefined): string {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return usd.format(Number.isFinite(n) ? n : 0);
}

/** "+$12.30" / "-$4.00" for gains and losses. */
export function formatSignedUsd(value: string | number): string {
  const n = Number(value);
  if (!Number.isFinite(n) || n === 0) return usd.format(0);
  return `${n > 0 ? '+' : '-'}${usd.format(Math.abs(n))}`;
}

/** Troy ounces, up to 4 decimals without trailing zeros: "1.9998 oz", "10 oz". */
export function formatOz(value: number | null | undefined): string {
  const n = Number(value ?? 0);
  return `${n.toLocaleString('en-US', { maximumFractionDigits: 4 })} oz`;
}

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}
