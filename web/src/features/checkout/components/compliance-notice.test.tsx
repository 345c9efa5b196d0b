import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ApiError } from '@/lib/api-client';
import { renderWithApp } from '@/testing/test-utils';
import { ComplianceNotice } from '@/features/checkout/components/compliance-notice';
import { complianceRefusal } from '@/features/checkout/lib/compliance-refusal';

const refused = (body: object) => new ApiError(403, 'Forbidden', JSON.stringify(body));

describe('ComplianceNotice', () => {
  it('shows the limit message with the remaining amount and a link to verify', () => {
    const refusal = complianceRefusal(
      refused({
        code: 'limit_exceeded',
        message: 'This purchase is over your daily limit',
        field: 'total',
        limit: 'daily',
        remaining: '1234.00',
      }),
    )!;
    renderWithApp(<ComplianceNotice refusal={refusal} />);
    expect(screen.getByText('This purchase is over your daily limit')).toBeInTheDocument();
    expect(
      screen.getByText('You have $1,234.00 left of your daily limit. Verify your identity for higher limits.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify identity' })).toHaveAttribute('href', '/profile?tab=compliance');
  });

  it('tells a flagged account to contact compliance', () => {
    renderWithApp(
      <ComplianceNotice refusal={complianceRefusal(refused({ code: 'account_flagged', message: 'x' }))!} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please contact compliance to continue.');
  });

  it('ignores other errors', () => {
    expect(complianceRefusal(refused({ code: 'forbidden', message: 'x' }))).toBeNull();
    expect(complianceRefusal(new ApiError(409, 'Conflict', '{"code":"conflict","message":"x"}'))).toBeNull();
  });
});
