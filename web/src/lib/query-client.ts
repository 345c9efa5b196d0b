import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { languageHeader, throwIfNotOk } from '@/lib/api-client';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Join a query key into a request path: ['/api/products', 'gold'] → '/api/products/gold'. */
export function keyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}

/**
 * Default query fn (spec section 7): GET on the joined key. With `on401: 'returnNull'`
 * a 401 resolves to null instead of failing (used for the session user).
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(keyToPath(queryKey), { credentials: 'include', headers: languageHeader(), signal });
    if (on401 === 'returnNull' && res.status === 401) {
      // Read the body so the request completes (an unread body keeps it open: no network idle).
      await res.text().catch(() => '');
      return null;
    }
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
