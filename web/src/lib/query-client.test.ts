import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createQueryClient, getQueryFn, keyToPath } from '@/lib/query-client';
import { jsonResponse, makeUser, mockFetch } from '@/testing/test-utils';

function run<T>(fn: ReturnType<typeof getQueryFn<T>>, queryKey: readonly unknown[]) {
  const context = { queryKey, signal: new AbortController().signal, meta: undefined, client: new QueryClient() };
  return fn(context as unknown as Parameters<typeof fn>[0]);
}

describe('getQueryFn', () => {
  it('GETs the path formed by joining the key parts with "/"', async () => {
    const fetchMock = mockFetch({ 'GET /api/products/gold': jsonResponse([{ id: 1 }]) });
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/products', 'gold'])).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
    expect(keyToPath(['/api/chart-data', 'XAUUSD', '1h'])).toBe('/api/chart-data/XAUUSD/1h');
  });

  it('returns null on 401 when told to', async () => {
    mockFetch({
      'GET /api/auth/user': jsonResponse({ code: 'unauthorized', message: 'Sign in' }, 401, 'Unauthorized'),
    });
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/auth/user'])).resolves.toBeNull();
  });

  it('reads the 401 body, so the request completes (pages reach network idle)', async () => {
    const response = new Response(JSON.stringify({ code: 'unauthorized', message: 'Sign in' }), { status: 401 });
    mockFetch({ 'GET /api/auth/user': () => Promise.resolve(response) });
    await run(getQueryFn({ on401: 'returnNull' }), ['/api/auth/user']);
    expect(response.bodyUsed).toBe(true);
  });

  it('fails on 401 by default', async () => {
    mockFetch({
      'GET /api/auth/user': jsonResponse({ code: 'unauthorized', message: 'Sign in' }, 401, 'Unauthorized'),
    });
    await expect(run(getQueryFn({ on401: 'throw' }), ['/api/auth/user'])).rejects.toThrow(/^401: /);
  });

  it('returns the user when signed in', async () => {
    const user = makeUser();
    mockFetch({ 'GET /api/auth/user': jsonResponse(user) });
    await expect(run(getQueryFn({ on401: 'returnNull' }), ['/api/auth/user'])).resolves.toEqual(user);
  });
});

describe('createQueryClient', () => {
  it('applies the spec defaults: never stale, no focus refetch, no retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
