import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import KycReviewPage from '@/features/admin/pages/kyc-review-page';

const person = { id: 5, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper' };
const kycCase = {
  id: 3,
  status: 'pending',
  submittedAt: '2024-02-01T10:00:00Z',
  decidedAt: null,
  reason: null,
  documentCount: 2,
  user: person,
};
const doc = (id: number, contentType: string) => ({
  id,
  category: 'identity',
  documentType: 'passport',
  status: 'pending',
  sha256: 'abc',
  size: 2048,
  contentType,
  createdAt: '2024-02-01T10:00:00Z',
});
const detail = {
  ...kycCase,
  documents: [doc(11, 'image/png'), doc(12, 'application/pdf')],
  history: [{ id: 1, status: 'rejected', submittedAt: '2023-12-01T10:00:00Z', decidedAt: null, reason: 'Expired ID' }],
};

function renderPage() {
  const fetchMock = mockFetch({
    'GET /api/admin/kyc?status=pending': jsonResponse([kycCase]),
    'GET /api/admin/kyc/3': jsonResponse(detail),
    'POST /api/admin/kyc/3/decision': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { decision: string; reason?: string };
      return jsonResponse({ ...detail, status: body.decision === 'approve' ? 'approved' : body.decision });
    },
  });
  renderWithApp(<KycReviewPage />, { path: '/kyc-review' });
  return fetchMock;
}

const decisionCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/admin/kyc/3/decision')
    .map(([, init]) => JSON.parse(String(init?.body)));

async function openCase() {
  await userEvent.click(await screen.findByRole('button', { name: /Grace Hopper/ }));
  await screen.findByRole('button', { name: 'Approve' });
}

describe('KycReviewPage', () => {
  it('previews images and PDFs inline from the admin document URL and lists earlier cases', async () => {
    renderPage();
    await openCase();
    const image = screen.getByRole('img', { name: 'Passport (Government-issued ID)' });
    expect(image).toHaveAttribute('src', '/api/admin/kyc/3/documents/11');
    expect(screen.getByTitle('Passport (Government-issued ID)')).toHaveAttribute(
      'src',
      '/api/admin/kyc/3/documents/12',
    );
    expect(screen.getByText('Expired ID')).toBeInTheDocument();
  });

  it('needs a reason to reject and sends it', async () => {
    const fetchMock = renderPage();
    await openCase();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Give a reason for the customer.')).toBeInTheDocument();
    expect(decisionCalls(fetchMock)).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Document is expired');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(decisionCalls(fetchMock)).toEqual([{ decision: 'reject', reason: 'Document is expired' }]),
    );
    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
  });

  it('asks for a re-upload with a reason', async () => {
    const fetchMock = renderPage();
    await openCase();
    await userEvent.type(screen.getByLabelText(/^Reason/), 'Please send a sharper photo');
    await userEvent.click(screen.getByRole('button', { name: 'Request re-upload' }));
    await waitFor(() =>
      expect(decisionCalls(fetchMock)).toEqual([{ decision: 'resubmit', reason: 'Please send a sharper photo' }]),
    );
  });

  it('approves without a reason', async () => {
    const fetchMock = renderPage();
    await openCase();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisionCalls(fetchMock)).toEqual([{ decision: 'approve' }]));
    expect(await screen.findByText('Grace Hopper is now verified.')).toBeInTheDocument();
  });

  it('asks for the cases of the status chosen in its labelled filter', async () => {
    const fetchMock = renderPage();
    expect(await screen.findByRole('button', { name: /Grace Hopper/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'resubmit');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/kyc?status=resubmit', expect.anything());
  });
});
