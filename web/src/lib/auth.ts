import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { components } from '@/lib/api-types';
import { authKeys } from '@/lib/auth-keys';
import { getQueryFn } from '@/lib/query-client';

export { authKeys };

export type User = components['schemas']['User'];
export type Role = components['schemas']['Role'];

export const authUserQueryOptions = queryOptions({
  queryKey: authKeys.user,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  retry: false,
});

/**
 * localStorage key set while this browser last saw a session user, removed when it saw none.
 * Only a hint of whether asking the server is worth it, never a credential (the session cookie is
 * HttpOnly and the server decides).
 */
export const sessionHintKey = 'aurum_session_hint';

/** Whether this browser may hold a session: a session user was seen here and no sign-out since. */
export function mayBeSignedIn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(sessionHintKey) === '1';
  } catch {
    return true; // storage blocked: ask the server
  }
}

function rememberSession(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(sessionHintKey, '1');
    else localStorage.removeItem(sessionHintKey);
  } catch {
    // Storage blocked: mayBeSignedIn() then always asks.
  }
}

/**
 * The session: signed in when GET /api/auth/user returns a user; 401 means signed out.
 * `ask: false` does not send the request (on a page for everyone, for a visitor who never signed
 * in here, pass `ask: mayBeSignedIn()`: the 401 would only cost a request and a console error);
 * the user is then null until a sign-in sets it.
 */
export function useAuth({ ask = true }: { ask?: boolean } = {}) {
  const { data, isLoading } = useQuery({ ...authUserQueryOptions, enabled: ask });
  useEffect(() => {
    if (data !== undefined) rememberSession(data !== null);
  }, [data]);
  const user = data ?? null;
  return { user, isAuthenticated: user !== null, isLoading };
}
