import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys, sessionHintKey, useAuth } from '@/lib/auth';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';

const sessionGone = () => jsonResponse({ code: 'unauthorized', message: 'Sign in to continue' }, 401, 'Unauthorized');
const wrongPassword = () =>
  jsonResponse(
    { code: 'invalid_credentials', message: 'The current password is not correct', field: 'currentPassword' },
    401,
    'Unauthorized',
  );

/** A signed-in view: its data query runs once the session user is known; a form posts on demand. */
function SignedInView() {
  const { user, isLoading } = useAuth();
  const orders = useQuery({ queryKey: ['/api/orders'], enabled: user !== null });
  const confirm = useMutation({ mutationFn: () => apiRequest('POST', '/api/auth/confirm-password', {}) });
  if (isLoading) return <p>checking the session</p>;
  if (!user) return <p>signed out</p>;
  return (
    <div>
      <p>signed in as {user.email}</p>
      <p>orders {orders.status}</p>
      <button type="button" onClick={() => confirm.mutate()}>
        confirm
      </button>
      {confirm.isError && <p role="alert">form error</p>}
    </div>
  );
}

describe('a session that ends on the server', () => {
  afterEach(() => localStorage.removeItem(sessionHintKey));

  it('signs the app out when a query made while signed in answers 401 unauthorized', async () => {
    mockFetch({ 'GET /api/auth/user': jsonResponse(makeUser()), 'GET /api/orders': sessionGone() });
    const { client } = renderWithApp(<SignedInView />);
    expect(await screen.findByText('signed in as ada@example.com')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(client.getQueryData(authKeys.user)).toBeNull();
    await waitFor(() => expect(localStorage.getItem(sessionHintKey)).toBeNull());
  });

  it("drops the account's other cached answers with it", async () => {
    mockFetch({ 'GET /api/auth/user': jsonResponse(makeUser()), 'GET /api/orders': sessionGone() });
    const { client } = renderWithApp(<SignedInView />);
    client.setQueryData(['/api/portfolio'], { holdings: [] });
    expect(await screen.findByText('signed in as ada@example.com')).toBeInTheDocument();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(client.getQueryData(['/api/portfolio'])).toBeUndefined();
  });

  it('signs the app out when a mutation answers 401 unauthorized', async () => {
    mockFetch({
      'GET /api/auth/user': jsonResponse(makeUser()),
      'GET /api/orders': jsonResponse([]),
      'POST /api/auth/confirm-password': sessionGone(),
    });
    renderWithApp(<SignedInView />);
    expect(await screen.findByText('orders success')).toBeInTheDocument();
    screen.getByRole('button', { name: 'confirm' }).click();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it("keeps the session when a form's 401 is a wrong password (invalid_credentials)", async () => {
    mockFetch({
      'GET /api/auth/user': jsonResponse(makeUser()),
      'GET /api/orders': jsonResponse([]),
      'POST /api/auth/confirm-password': wrongPassword(),
    });
    const { client } = renderWithApp(<SignedInView />);
    expect(await screen.findByText('orders success')).toBeInTheDocument();
    screen.getByRole('button', { name: 'confirm' }).click();
    expect(await screen.findByRole('alert')).toHaveTextContent('form error');
    expect(screen.getByText('signed in as ada@example.com')).toBeInTheDocument();
    expect(client.getQueryData(authKeys.user)).not.toBeNull();
    expect(client.getQueryData(['/api/orders'])).toEqual([]);
  });

  it('changes nothing when already signed out (an expired sign-in challenge also answers unauthorized)', async () => {
    mockFetch({ 'GET /api/auth/user': sessionGone(), 'POST /api/auth/confirm-password': sessionGone() });
    const { client } = renderWithApp(<SignedInView />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    client.setQueryData(['/api/products'], [{ id: 1 }]);
    await expect(client.fetchQuery({ queryKey: ['/api/orders'] })).rejects.toThrow(/^404: /);
    await expect(
      client
        .getMutationCache()
        .build(client, { mutationFn: () => apiRequest('POST', '/api/auth/confirm-password') })
        .execute(undefined),
    ).rejects.toThrow(/^401: /);
    expect(client.getQueryData(['/api/products'])).toEqual([{ id: 1 }]);
  });
});
