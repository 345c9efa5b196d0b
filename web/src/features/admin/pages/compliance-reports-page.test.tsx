import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import type { AdminComplianceReport } from '@/lib/compliance';
import ComplianceReportsPage from '@/features/admin/pages/compliance-reports-page';

const report: AdminComplianceReport = {
  id: 7,
  type: 'structuring',
  description: '4 purchases in 24 hours',
  date: '2026-11-30T06:40:00.000Z',
  status: 'pending',
  note: null,
  user: { id: 5, email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' },
};

describe('ComplianceReportsPage', () => {
  it('lists every report, then asks again for the status and the type chosen in its labelled filters', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/compliance/reports': jsonResponse([report]),
      'GET /api/admin/compliance/reports?status=pending': jsonResponse([report]),
      'GET /api/admin/compliance/reports?status=pending&type=velocity': jsonResponse([]),
    });
    renderWithApp(<ComplianceReportsPage />, { path: '/compliance-reports' });
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/compliance/reports?status=pending', expect.anything());
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'velocity');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/compliance/reports?status=pending&type=velocity',
      expect.anything(),
    );
    expect(await screen.findByText('No reports match these filters.')).toBeInTheDocument();
  });
});
