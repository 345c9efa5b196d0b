import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { createQueryClient } from '@/lib/query-client';
import { adminKeys } from '@/features/admin/api/admin-keys';
import type { AdminRefund } from '@/features/admin/api/types';
import RefundsPage from '@/features/admin/pages/refunds-page';

const failed: AdminRefund = {
  orderId: 123,
  customer: { id: 5, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' },
  amount: '2270.18',
  status: 'failed',
  message: 'The card’s issuer did not accept the refund.',
  attempts: 1,
  provider: 'test',
  providerRef: '',
  settledReference: '',
  createdAt: '2026-11-30T06:40:00.000Z',
  updatedAt: '2026-11-30T06:40:01.000Z',
};
const pending: AdminRefund = {
  ...failed,
  orderId: 124,
  customer: { id: 6, email: 'bo@example.com', firstName: 'Bo', lastName: 'Chen' },
  amount: '99.50',
  status: 'pending',
  message: '',
  updatedAt: '2026-11-30T06:45:00.000Z',
};
const succeeded: AdminRefund = { ...failed, orderId: 120, status: 'succeeded', message: '', attempts: 2 };

const rows = () => screen.getAllByTestId('refund-row');
const row = (orderId: number) => rows().find((r) => within(r).queryByText(`#${orderId}`))!;

describe('RefundsPage', () => {
  it('lists the open refunds, longest waiting first, with a retry only for failed ones', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/refunds?status=open': jsonResponse([failed, pending]) });
    renderWithApp(<RefundsPage />, { path: '/refunds' });
    expect(await screen.findByRole('heading', { name: 'Refunds', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/refunds?status=open', expect.anything());
    expect(screen.getByLabelText('Status')).toHaveValue('open');

    const [first, second] = rows();
    expect(within(first).getByText('#123')).toBeInTheDocument();
    expect(within(first).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(first).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(first).getByText('$2,270.18')).toBeInTheDocument();
    expect(within(first).getByText('Failed')).toBeInTheDocument();
    expect(within(first).getByText('1 attempt')).toBeInTheDocument();
    expect(within(first).getByText('The card’s issuer did not accept the refund.')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Retry refund for order #123' })).toBeInTheDocument();

    expect(within(second).getByText('#124')).toBeInTheDocument();
    expect(within(second).getByText('Bo Chen')).toBeInTheDocument();
    expect(within(second).getByText('$99.50')).toBeInTheDocument();
    expect(within(second).getByText('Pending')).toBeInTheDocument();
    expect(within(second).getByText('—')).toBeInTheDocument();
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks the server for the status chosen in the filter', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/refunds?status=open': jsonResponse([failed]),
      'GET /api/admin/refunds?status=succeeded': jsonResponse([succeeded]),
      'GET /api/admin/refunds?status=pending': jsonResponse([]),
    });
    renderWithApp(<RefundsPage />, { path: '/refunds' });
    expect(await screen.findByText('#123')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'succeeded');
    expect(await screen.findByText('#120')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/refunds?status=succeeded', expect.anything());
    expect(screen.queryByText('#123')).not.toBeInTheDocument();
    expect(within(row(120)).getByText('Succeeded')).toBeInTheDocument();
    expect(within(row(120)).getByText('2 attempts')).toBeInTheDocument();
    expect(within(row(120)).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(await screen.findByText('No refunds with this status.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/refunds?status=pending', expect.anything());
  });

  it('says when no refund needs attention', async () => {
    mockFetch({ 'GET /api/admin/refunds?status=open': jsonResponse([]) });
    renderWithApp(<RefundsPage />, { path: '/refunds' });
    expect(await screen.findByText('No refunds need attention.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/refunds?status=open': jsonResponse({ code: 'forbidden', message: 'Admins only' }, 403),
    });
    renderWithApp(<RefundsPage />, { path: '/refunds' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
  });

  /** Retry order 123 through the confirmation; the server answers `after` and lists `listAfter` from then on. */
  async function retry(after: AdminRefund | Response, listAfter: AdminRefund[]) {
    let open = [failed];
    const fetchMock = mockFetch({
      'GET /api/admin/refunds?status=open': () => jsonResponse(open),
      'POST /api/admin/refunds/123/retry': () => {
        open = listAfter;
        return after instanceof Response ? after : jsonResponse(after);
      },
    });
    const client = createQueryClient();
    client.setQueryData(adminKeys.dashboard(), { failedRefunds: 1 });
    renderWithApp(<RefundsPage />, { path: '/refunds', client });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry refund for order #123' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry the refund of order #123?' });
    expect(within(dialog).getByText(/refund \$2,270\.18 to Ann Lee/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry refund' }));
    await waitFor(() => {
      const calls = fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/admin/refunds/123/retry' && init?.method === 'POST',
      );
      expect(calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{}]);
    });
    return { fetchMock, client, dialog };
  }

  const listRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
    fetchMock.mock.calls.filter(([url]) => url === '/api/admin/refunds?status=open').length;

  it('retries a failed refund and says when it succeeded, then refetches the list and the dashboard', async () => {
    const { fetchMock, client } = await retry({ ...failed, status: 'succeeded', message: '', attempts: 2 }, []);
    expect(await screen.findByText('Refund succeeded')).toBeInTheDocument();
    expect(screen.getByText('$2,270.18 was refunded to Ann Lee (order #123).')).toBeInTheDocument();
    expect(await screen.findByText('No refunds need attention.')).toBeInTheDocument();
    expect(listRequests(fetchMock)).toBe(2);
    expect(client.getQueryState(adminKeys.dashboard())?.isInvalidated).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the new reason when the retry failed again', async () => {
    const again: AdminRefund = {
      ...failed,
      attempts: 2,
      message: 'The merchant’s balance at the payment provider is insufficient.',
    };
    const { fetchMock } = await retry(again, [again]);
    expect(await screen.findByText('Refund failed again')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The payment provider refused the refund of order #123: The merchant’s balance at the payment provider is insufficient.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(row(123)).getByText('2 attempts')).toBeInTheDocument());
    expect(listRequests(fetchMock)).toBe(2);
  });

  it('says the refund will be retried automatically when the provider could not be reached', async () => {
    const waiting: AdminRefund = { ...failed, status: 'pending', message: '', attempts: 2 };
    await retry(waiting, [waiting]);
    expect(await screen.findByText('Refund pending')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The payment provider could not be reached. The refund of order #123 will be retried automatically.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(row(123)).getByText('Pending')).toBeInTheDocument());
    expect(within(row(123)).queryByRole('button', { name: /Retry refund/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog, e.g. a refund that is no longer failed', async () => {
    const { dialog } = await retry(
      jsonResponse({ code: 'conflict', message: 'Only a failed refund can be retried' }, 409),
      [failed],
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a failed refund can be retried');
    expect(await screen.findByText('Retry failed')).toBeInTheDocument();
  });

  it('records a failed refund as paid back by bank transfer, with the transfer’s reference', async () => {
    let open = [failed];
    const settled: AdminRefund = { ...failed, status: 'settled', settledReference: 'BT-2026-0042' };
    const fetchMock = mockFetch({
      'GET /api/admin/refunds?status=open': () => jsonResponse(open),
      'POST /api/admin/refunds/123/settle': () => {
        open = [];
        return jsonResponse(settled);
      },
    });
    const client = createQueryClient();
    client.setQueryData(adminKeys.dashboard(), { failedRefunds: 1 });
    renderWithApp(<RefundsPage />, { path: '/refunds', client });
    await userEvent.click(
      await screen.findByRole('button', { name: "Record order #123's refund as paid back by bank transfer" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Record the refund of order #123 as paid back?' });
    // A reference is required: nothing is sent without one.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record as paid back' }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/refunds/123/settle')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Transfer reference/), 'BT-2026-0042');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record as paid back' }));
    await waitFor(() => {
      const calls = fetchMock.mock.calls.filter(
        ([url, init]) => url === '/api/admin/refunds/123/settle' && init?.method === 'POST',
      );
      expect(calls.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ reference: 'BT-2026-0042' }]);
    });
    expect(await screen.findByText('Refund recorded as paid back')).toBeInTheDocument();
    expect(screen.getByText('$2,270.18 to Ann Lee (order #123), transfer BT-2026-0042.')).toBeInTheDocument();
    expect(await screen.findByText('No refunds need attention.')).toBeInTheDocument();
    expect(client.getQueryState(adminKeys.dashboard())?.isInvalidated).toBe(true);
  });

  it('lists settled refunds with their transfer and no action', async () => {
    const settled: AdminRefund = { ...failed, status: 'settled', message: '', settledReference: 'BT-7' };
    mockFetch({
      'GET /api/admin/refunds?status=open': jsonResponse([]),
      'GET /api/admin/refunds?status=settled': jsonResponse([settled]),
    });
    renderWithApp(<RefundsPage />, { path: '/refunds' });
    expect(await screen.findByText('No refunds need attention.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'settled');
    expect(await screen.findByText('Bank transfer BT-7')).toBeInTheDocument();
    expect(within(row(123)).getByText('Paid back by transfer')).toBeInTheDocument();
    expect(within(row(123)).queryByRole('button')).not.toBeInTheDocument();
  });
});
