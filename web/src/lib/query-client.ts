import { hashKey, MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { errorStatus, languageHeader, readApiError, throwIfNotOk } from '@/lib/api-client';
import { authKeys } from '@/lib/auth-keys';

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

/**
 * Whether an error says the session is gone: a 401 with the code `unauthorized`, the server's
 * answer to a request without a valid session (expired, revoked, or the account suspended, which
 * deletes its sessions). A 401 with another code is a wrong answer in a form
 * (`invalid_credentials`: the current password, a TOTP code) and leaves the session alone.
 */
export function endsSession(error: unknown): boolean {
  return errorStatus(error) === 401 && readApiError(error)?.code === 'unauthorized';
}

/**
 * A query or mutation made while signed in found the session gone: the session user becomes null,
 * so the routes treat the visitor as signed out (/login, or the 'Unauthorized' toast on /profile)
 * instead of showing the signed-in layout until a reload. Signed out already, nothing changes (the
 * sign-in steps answer `unauthorized` for an expired challenge). The session query answers null
 * on a 401 and never gets here. The account's other answers go too, as on sign-out
 * (app/use-logout.ts): nothing goes stale by itself, and whoever signs in next in this tab must not
 * see them.
 */
function endSessionOn(client: QueryClient, error: unknown) {
  if (!endsSession(error) || !client.getQueryData(authKeys.user)) return;
  const sessionHash = hashKey(authKeys.user);
  client.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
  client.setQueryData(authKeys.user, null);
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => endSessionOn(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => endSessionOn(client, error) }),
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
  return client;
}

export const queryClient = createQueryClient();
