import { LoaderCircle } from 'lucide-react';
import { useT } from '@/i18n';

/**
 * The router's loading states. Same look as components/ui/spinner, but without its class merger
 * (tailwind-merge), which the entry chunk would otherwise carry onto every public page.
 */
export function RouteSpinner({ label, size = 'size-8' }: { label?: string; size?: 'size-8' | 'size-10' }) {
  const t = useT();
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden className={`${size} animate-spin text-gold`} />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A spinner centred in the viewport, for whole-page loading states. */
export function PageLoading({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center" data-testid="page-spinner">
      <RouteSpinner size="size-10" label={label} />
    </div>
  );
}

/**
 * The same spinner written into a signed-in page's HTML at build time (scripts/prerender.mjs), so
 * the page shows it from its first paint rather than blank until the app has loaded; the app
 * replaces it when it renders. Decorative: the page's language is not known yet (the element
 * around it is `aria-busy`), and the app's own loading state names itself.
 */
export function StaticPageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" aria-hidden="true">
      <LoaderCircle className="size-10 animate-spin text-gold" />
    </div>
  );
}
