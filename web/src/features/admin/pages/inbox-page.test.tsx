import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import InboxPage from '@/features/admin/pages/inbox-page';

const request = {
  id: 3,
  name: 'Sam Buyer',
  email: 'sam@example.com',
  topic: 'Storage',
  message: 'Do you store bars in Zurich?',
  status: 'new',
  createdAt: '2026-03-01T12:00:00Z',
  updatedAt: null,
};

describe('InboxPage', () => {
  it('shows new requests first, expands the message and sets a status', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/contact-requests?status=new': jsonResponse([request]),
      'GET /api/admin/contact-requests?status=closed': jsonResponse([]),
      'PATCH /api/admin/contact-requests/3': jsonResponse({ ...request, status: 'answered' }),
    });
    renderWithApp(<InboxPage />, { path: '/inbox' });
    expect(await screen.findByText('Storage')).toBeInTheDocument();
    expect(screen.getByText(/Sam Buyer <sam@example.com>/)).toBeInTheDocument();
    expect(screen.queryByText('Do you store bars in Zurich?')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read message' }));
    expect(screen.getByText('Do you store bars in Zurich?')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status', { selector: '#contact-3-status' }), 'answered');
    await waitFor(() => {
      const call = fetchMock.mock.calls.find(
        ([u, init]) => u === '/api/admin/contact-requests/3' && init?.method === 'PATCH',
      );
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ status: 'answered' });
    });
    expect(await screen.findByText('Status updated')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Status', { selector: '#inbox-status' }), 'closed');
    expect(await screen.findByText('No contact requests here.')).toBeInTheDocument();
  });
});
