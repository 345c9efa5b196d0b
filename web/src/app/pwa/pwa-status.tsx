import { lazy, Suspense, useEffect } from 'react';
import { WifiOff } from 'lucide-react';
import { useT } from '@/i18n';
import { useOnline } from '@/app/pwa/online-status';
import { register } from '@/app/pwa/register-sw';
import { useWaitingUpdate } from '@/app/pwa/update-store';

/** Registers the service worker once the page has loaded, off the first paint's critical path. */
function useRegisterServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const start = () => void register();
    if (document.readyState === 'complete') {
      const id = setTimeout(start, 0);
      return () => clearTimeout(id);
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
}

// The prompt (and the Button styles it pulls in) loads only when an update is waiting.
const UpdatePrompt = lazy(() => import('@/app/pwa/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** The offline banner and the "new version" prompt, shown over every layout. */
export function PwaStatus() {
  const t = useT();
  useRegisterServiceWorker();
  const online = useOnline();
  const applyUpdate = useWaitingUpdate();

  return (
    <>
      {!online && (
        <div
          role="status"
          data-testid="offline-banner"
          className="sticky top-0 z-[60] flex items-center justify-center gap-2 bg-yellow-400 px-4 py-2 text-center text-sm font-medium text-stone-950"
        >
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {t('pwa.offline')}
        </div>
      )}
      {applyUpdate && (
        <Suspense fallback={null}>
          <UpdatePrompt apply={applyUpdate} />
        </Suspense>
      )}
    </>
  );
}
