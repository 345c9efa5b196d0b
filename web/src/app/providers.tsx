import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { Toaster } from '@/components/ui/toaster';

interface AppProvidersProps {
  client: QueryClient;
  children: ReactNode;
}

/** Spec section 9: tooltip open delay 700 ms, skip delay 300 ms. */
export function AppProviders({ client, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={client}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
