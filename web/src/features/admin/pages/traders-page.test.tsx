import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import TradersPage from '@/features/admin/pages/traders-page';

const application = {
  businessAddress: '1 Gold St, Dubai',
  tradingVolume: '100k_500k',
  businessType: 'bullion_dealer',
  experience: '5_10',
  submittedAt: '2026-02-01T10:00:00Z',
  decision: null,
  rejectionReason: null,
  decidedAt: null,
};
const demo = {
  ...application,
  user: makeUser({
    id: 2,
    firstName: 'Demo',
    lastName: 'Trader',
    email: 'demo.trader@aurum.example',
    role: 'gold_trader',
  }),
  companyName: 'Aurum Demo Bullion',
  tradingLicense: 'DMCC-0001',
  decision: 'approved',
};
const applicant = {
  ...application,
  user: makeUser({
    id: 8,
    firstName: 'Nina',
    lastName: 'New',
    email: 'nina@example.com',
    role: 'gold_trader',
    status: 'pending_approval',
  }),
  companyName: 'Nina Metals',
  tradingLicense: 'LIC-88',
};
const rejected = {
  ...application,
  user: makeUser({ id: 9, firstName: 'Rex', lastName: 'Ray', role: 'gold_trader', status: 'pending_approval' }),
  companyName: 'Rex Gold',
  tradingLicense: 'LIC-99',
  decision: 'rejected',
  rejectionReason: 'Licence expired',
  decidedAt: '2026-02-03T10:00:00Z',
};

function renderPage(extra: Parameters<typeof mockFetch>[0] = {}) {
  const fetchMock = mockFetch({ 'GET /api/admin/traders': jsonResponse([demo, applicant, rejected]), ...extra });
  renderWithApp(<TradersPage />, { path: '/traders' });
  return fetchMock;
}

const row = (name: string) => screen.getAllByTestId('trader-row').find((r) => within(r).queryByText(name))!;

describe('TradersPage', () => {
  it('lists every trader with its state and application details', async () => {
    renderPage();
    expect(await screen.findByText('Aurum Demo Bullion')).toBeInTheDocument();
    expect(within(row('Demo Trader')).getByText('Active')).toBeInTheDocument();
    expect(within(row('Nina New')).getByText('Pending')).toBeInTheDocument();
    expect(within(row('Rex Ray')).getByText('Rejected')).toBeInTheDocument();
    // A pending application opens with its details.
    expect(screen.getByRole('button', { name: 'Application of Nina New' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Application of Rex Ray' }));
    expect(screen.getByText('Licence expired')).toBeInTheDocument();
    expect(screen.getAllByText('Bullion dealer').length).toBeGreaterThan(0);
    expect(screen.getAllByText('$100K – $500K per month').length).toBeGreaterThan(0);
    expect(screen.getAllByText('5 – 10 years').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1 Gold St, Dubai').length).toBeGreaterThan(0);
  });

  it('rejects an application only with a reason', async () => {
    const fetchMock = renderPage({
      'POST /api/admin/traders/8/reject': jsonResponse({ ...applicant.user }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Nina New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the application of Nina New?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason.')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByLabelText('Reason for the applicant (required)'),
      'Licence not verifiable',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      const calls = fetchMock.mock.calls.filter(([u]) => u === '/api/admin/traders/8/reject');
      expect(calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ reason: 'Licence not verifiable' }]);
    });
    expect(await screen.findByText('Nina New will see the reason when signing in.')).toBeInTheDocument();
  });

  it('approves a pending application', async () => {
    const fetchMock = renderPage({ 'POST /api/admin/traders/8/approve': jsonResponse(applicant.user) });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Nina New' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/admin/traders/8/approve', expect.anything()));
  });

  it('suspends an active trader through the users endpoint', async () => {
    const fetchMock = renderPage({
      'POST /api/admin/users/2/suspend': jsonResponse({ ...demo.user, status: 'suspended' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Application of Demo Trader' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suspend Demo Trader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Demo Trader?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/admin/users/2/suspend', expect.anything()));
  });
});
