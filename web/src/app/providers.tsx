import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PwaStatus } from '@/app/pwa/pwa-status';
import { useRefetchOnLanguageChange } from '@/app/refetch-on-language-change';
import { LanguageProvider } from '@/i18n';
import { useToast } from '@/lib/use-toast';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Radix Toast and its dependencies are not part of the first download of a page: the toaster
 * is loaded and mounted on the visitor's first interaction (toasts answer actions), or with
 * the first toast if one comes sooner.
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  useEffect(() => {
    if (needed) return;
    const onInteraction = () => setNeeded(true);
    interactions.forEach((type) => document.addEventListener(type, onInteraction, { capture: true, passive: true }));
    return () => interactions.forEach((type) => document.removeEventListener(type, onInteraction, { capture: true }));
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

interface AppProvidersProps {
  client: QueryClient;
  children: ReactNode;
}

/** Root providers, the offline banner and the update prompt. The language must be active before the first render (main.tsx: `activateLocale`). The tooltip settings (spec section 9) and the user's preferences (app/preferences-provider.tsx) come with the signed-in layout: layouts/signed-in-shell.tsx. */
export function AppProviders({ client, children }: AppProvidersProps) {
  useRefetchOnLanguageChange(client);
  return (
    <QueryClientProvider client={client}>
      <LanguageProvider>
        <PwaStatus />
        {children}
        <DeferredToaster />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
