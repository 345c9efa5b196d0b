import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignedInLayout } from '@/app/layouts/signed-in-layout';
import { authKeys } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';

function setup(logoutResponse: () => Response | Promise<Response>) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': jsonResponse(makeUser()),
    'POST /api/auth/logout': logoutResponse,
  });
  const client = createQueryClient();
  client.setQueryData(authKeys.user, makeUser());
  client.setQueryData(['/api/orders'], [{ id: 7 }]);
  renderWithApp(<SignedInLayout>page body</SignedInLayout>, { path: '/orders', client });
  return { client, fetchMock };
}

describe('SignedInLayout logout', () => {
  it('calls logout, clears cached data and goes to /', async () => {
    const { client, fetchMock } = setup(() => new Response(null, { status: 204 }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(client.getQueryData(['/api/orders'])).toBeUndefined();
    expect(client.getQueryData(authKeys.user)).toBeNull();
  });

  it('still clears and navigates when the logout call fails, logging a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = setup(() => Promise.reject(new TypeError('network down')));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(client.getQueryData(['/api/orders'])).toBeUndefined();
    expect(client.getQueryData(authKeys.user)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('shows the user name, initials and the language menu in the top bar', () => {
    setup(() => new Response(null, { status: 204 }));
    expect(screen.getByTestId('user-name')).toHaveTextContent('Ada Lovelace');
    expect(screen.getAllByText('AL').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveTextContent('EN');
  });

  it('says it is loading until the user is known', () => {
    mockFetch({ 'GET /api/auth/user': () => new Promise<Response>(() => {}) });
    renderWithApp(<SignedInLayout>page body</SignedInLayout>);
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
  });
});
