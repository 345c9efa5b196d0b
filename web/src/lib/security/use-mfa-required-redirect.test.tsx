import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { useMfaRequiredRedirect } from '@/lib/security/use-mfa-required-redirect';

function AdminPage() {
  useMfaRequiredRedirect();
  useQuery({ queryKey: ['/api/admin/users'] });
  return null;
}

describe('useMfaRequiredRedirect', () => {
  it('sends an administrator without a second factor to Settings > Security with the reason', async () => {
    mockFetch({
      'GET /api/admin/users': jsonResponse(
        { code: 'mfa_required', message: 'Administrators must enable a second factor' },
        403,
        'Forbidden',
      ),
    });
    renderWithApp(<AdminPage />, { path: '/users' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/settings'));
    expect(await screen.findByText('Two-factor authentication required')).toBeInTheDocument();
  });

  it('leaves other errors to the page', async () => {
    mockFetch({ 'GET /api/admin/users': jsonResponse({ code: 'forbidden', message: 'No' }, 403, 'Forbidden') });
    const { client } = renderWithApp(<AdminPage />, { path: '/users' });
    await waitFor(() => expect(client.getQueryState(['/api/admin/users'])?.status).toBe('error'));
    expect(screen.getByTestId('location')).toHaveTextContent('/users');
  });
});
