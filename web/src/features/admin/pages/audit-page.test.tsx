import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import AuditPage from '@/features/admin/pages/audit-page';

const entry = (id: number) => ({
  id,
  actor: { id: 1, name: 'Ada Admin', email: 'admin@aurum.example' },
  action: 'user.suspend',
  targetType: 'user',
  targetId: 40 + (id % 10),
  detail: id === 500 ? { reason: 'Fraud' } : null,
  ip: '127.0.0.1',
  at: '2026-03-01T12:00:00Z',
});

describe('AuditPage', () => {
  it('lists audit rows and loads older ones before the last id', async () => {
    const firstPage = Array.from({ length: 100 }, (_, i) => entry(500 - i));
    const fetchMock = mockFetch({
      'GET /api/admin/audit?limit=100': jsonResponse(firstPage),
      'GET /api/admin/audit?limit=100&before=401': jsonResponse([
        { ...entry(400), action: 'trader.reject', actor: 'system' },
      ]),
    });
    renderWithApp(<AuditPage />, { path: '/audit' });
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(100);
    expect(screen.getByText('reason: Fraud')).toBeInTheDocument();
    expect(screen.getAllByText('Ada Admin').length).toBe(100);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(101));
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/audit?limit=100&before=401', expect.anything());
    expect(screen.getByText('trader.reject')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when nothing has been recorded', async () => {
    mockFetch({ 'GET /api/admin/audit?limit=100': jsonResponse([]) });
    renderWithApp(<AuditPage />, { path: '/audit' });
    expect(await screen.findByText('No admin actions recorded yet.')).toBeInTheDocument();
  });
});
