import type { ReactElement, ReactNode } from 'react';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster';
import { useRefetchOnLanguageChange } from '@/app/refetch-on-language-change';
import { LanguageProvider } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';
import { marketKeys } from '@/lib/market/market-keys';
import type { User } from '@/lib/auth';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    role: 'client',
    kycStatus: null,
    kycReason: null,
    amlStatus: 'clear',
    status: 'active',
    createdAt: '2024-01-01T00:00:00Z',
    mfaEnabled: false,
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200, statusText = 'OK') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replace global fetch with a router keyed by "METHOD /path". Unknown calls answer 404. */
export function mockFetch(routes: Record<string, Handler | Response>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url}`];
    if (!handler) return jsonResponse({ code: 'not_found', message: 'Not found' }, 404, 'Not Found');
    return typeof handler === 'function' ? handler(url, init) : handler.clone();
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** Shows the current path so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

interface RenderOptions {
  path?: string;
  client?: QueryClient;
}

/** The app's refetch of every query when the language changes (app/providers.tsx). */
function RefetchOnLanguageChange({ client }: { client: QueryClient }) {
  useRefetchOnLanguageChange(client);
  return null;
}

/** Render with a fresh query client (spec defaults) and a memory router at `path`. */
export function renderWithApp(
  ui: ReactElement | ReactNode,
  { path = '/', client = createQueryClient() }: RenderOptions = {},
) {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <RefetchOnLanguageChange client={client} />
        <LanguageProvider>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
          <Toaster />
        </LanguageProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { ...result, client };
}

/**
 * Waits until GET /api/real-time-prices has answered, so that a missing "Simulated prices" label
 * means the page chose not to show it rather than that the feed had not loaded yet.
 */
export async function waitForPriceFeed(client: QueryClient) {
  await waitFor(() => expect(client.getQueryState(marketKeys.realTimePrices)?.status).toBe('success'));
}
