import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import ProfilePage from '@/features/profile/pages/profile-page';

const limits = {
  verified: false,
  daily: { limit: '10000.00', used: '2500.00', remaining: '7500.00' },
  monthly: { limit: '50000.00', used: '12000.00', remaining: '38000.00' },
};

function renderProfile(routes: Parameters<typeof mockFetch>[0] = {}, path = '/profile') {
  const fetchMock = mockFetch({
    'GET /api/auth/user': jsonResponse(makeUser({ kycStatus: 'rejected', kycReason: 'Photo is blurred' })),
    'GET /api/compliance/limits': jsonResponse(limits),
    'GET /api/kyc/documents': jsonResponse([]),
    ...routes,
  });
  renderWithApp(<ProfilePage />, { path });
  return fetchMock;
}

describe('ProfilePage', () => {
  it('shows the header with initials, e-mail and the KYC badge', async () => {
    renderProfile();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.getByTestId('kyc-status-badge')).toHaveTextContent('Rejected');
  });

  it('asks for the current password only when the e-mail changes', async () => {
    renderProfile();
    const email = await screen.findByLabelText('E-mail');
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@new.example');
    expect(screen.getByLabelText('Current Password')).toBeInTheDocument();
  });

  it("shows the server's field error beside the field", async () => {
    const fetchMock = renderProfile({
      'PATCH /api/auth/user': jsonResponse(
        { code: 'email_taken', message: 'This email is already registered', field: 'email' },
        409,
        'Conflict',
      ),
    });
    const email = await screen.findByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.type(screen.getByLabelText('Current Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This email is already registered');
    expect(alert.id).toBe('profile-email-error');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]?.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'taken@example.com',
      currentPassword: 'secret-password',
    });
  });

  it('saves the name and shows the spec toast', async () => {
    renderProfile({ 'PATCH /api/auth/user': jsonResponse(makeUser({ firstName: 'Augusta' })) });
    const first = await screen.findByLabelText('First Name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(await screen.findByText('Augusta Lovelace')).toBeInTheDocument();
  });

  it('shows the reviewer reason and the limits used and remaining on the Compliance tab', async () => {
    renderProfile({}, '/profile?tab=compliance');
    expect(await screen.findByText('Reviewer’s note: Photo is blurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Verification' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload Documents' })).not.toBeInTheDocument();
    expect(await screen.findByText('$2,500.00 used, $7,500.00 remaining')).toBeInTheDocument();
    expect(screen.getByText('$12,000.00 used, $38,000.00 remaining')).toBeInTheDocument();
    expect(screen.getByText('$10,000.00')).toBeInTheDocument();
    expect(screen.getByText('$50,000.00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Daily limit' })).toHaveAttribute('aria-valuenow', '25');
  });

  it('offers Upload Documents while verification is pending', async () => {
    renderProfile(
      { 'GET /api/auth/user': jsonResponse(makeUser({ kycStatus: 'pending' })) },
      '/profile?tab=compliance',
    );
    expect(await screen.findByRole('button', { name: 'Upload Documents' })).toBeInTheDocument();
  });
});
