import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { pages } from '@/app/pages';
import { loadSignedInShell, warmSignedInRoute } from '@/app/start-signed-in-page';
import { authKeys, sessionHintKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, makeUser, mockFetch } from '@/testing/test-utils';

const asked = (fetch: ReturnType<typeof mockFetch>) => fetch.mock.calls.map(([url]) => String(url));

describe('warmSignedInRoute (a cold start on a signed-in path)', () => {
  afterEach(async () => {
    localStorage.removeItem(sessionHintKey);
    // The chunks the tests started finish loading before the environment goes.
    await Promise.all([
      pages.dashboard.preload(),
      pages.inventory.preload(),
      pages.portfolio.preload(),
      loadSignedInShell(),
    ]);
  }, 20_000);

  it("asks for the session at once, then the page's data, with nothing rendered", async () => {
    const fetch = mockFetch({
      'GET /api/auth/user': jsonResponse(makeUser()),
      'GET /api/settings': () => new Promise<Response>(() => {}),
    });
    const client = createQueryClient();
    warmSignedInRoute(client, '/dashboard');
    expect(asked(fetch)).toEqual(['/api/auth/user']);
    await waitFor(() =>
      expect(asked(fetch)).toEqual(
        expect.arrayContaining(['/api/settings', '/api/products', '/api/portfolio', '/api/orders']),
      ),
    );
    // AppRoutes then finds the session in the cache instead of asking again.
    expect(client.getQueryData(authKeys.user)).toMatchObject({ role: 'client' });
  });

  it("takes the signed-in role's page: an admin's /products is the inventory, not the catalogue", async () => {
    const fetch = mockFetch({
      'GET /api/auth/user': jsonResponse(makeUser({ role: 'admin' })),
      'GET /api/settings': () => new Promise<Response>(() => {}),
    });
    warmSignedInRoute(createQueryClient(), '/products');
    await waitFor(() => expect(asked(fetch)).toContain('/api/settings'));
    expect(asked(fetch)).not.toContain('/api/products');
  });

  it('asks for nothing more when the session is gone', async () => {
    const fetch = mockFetch({
      'GET /api/auth/user': jsonResponse({ code: 'unauthorized', message: 'Sign in' }, 401, 'Unauthorized'),
    });
    warmSignedInRoute(createQueryClient(), '/portfolio');
    await waitFor(() => expect(asked(fetch)).toEqual(['/api/auth/user']));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(fetch)).toEqual(['/api/auth/user']);
  });

  it('leaves public pages alone unless this browser signed in before', () => {
    const fetch = mockFetch({ 'GET /api/auth/user': jsonResponse(makeUser()) });
    for (const path of ['/', '/gold', '/es/', '/login', '/compliance']) warmSignedInRoute(createQueryClient(), path);
    expect(asked(fetch)).toEqual([]);
    localStorage.setItem(sessionHintKey, '1');
    warmSignedInRoute(createQueryClient(), '/'); // a returning client's `/` is their dashboard
    expect(asked(fetch)).toEqual(['/api/auth/user']);
  });
});
