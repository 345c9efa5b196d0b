import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import { MfaCard } from '@/features/trading/components/mfa-card';

const off = { enabled: false, totp: false, passkeys: 0, recoveryCodesRemaining: 0, methods: [] };
const on = { enabled: true, totp: true, passkeys: 0, recoveryCodesRemaining: 10, methods: ['totp', 'recovery'] };
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `fghij-${String(i).padStart(5, '0')}`);

describe('MfaCard', { timeout: 20_000 }, () => {
  it('goes setup → verify → complete with the server checking the code, and Disable MFA returns to setup', async () => {
    let enabled = false;
    mockFetch({
      'GET /api/auth/mfa': () => jsonResponse(enabled ? on : off),
      'GET /api/auth/user': jsonResponse(null, 401),
      'POST /api/auth/mfa/totp/setup': jsonResponse({
        secret: 'KRSXG5CTMVRXEZLU',
        otpauthUrl: 'otpauth://totp/x',
        qrSvg: '<svg></svg>',
      }),
      'POST /api/auth/mfa/totp/enable': (_url, init) => {
        if (JSON.parse(String(init?.body)).code !== '654321') {
          return jsonResponse({ code: 'invalid_credentials', message: 'The code is not valid' }, 401, 'Unauthorized');
        }
        enabled = true;
        return jsonResponse({ recoveryCodes });
      },
      'POST /api/auth/mfa/totp/disable': () => {
        enabled = false;
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<MfaCard />);

    await userEvent.click(screen.getByRole('button', { name: 'Set Up MFA' }));
    const code = await screen.findByLabelText('Verification code');
    expect(screen.getByText('KRSXG5CTMVRXEZLU')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Set Up MFA' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set Up MFA' }));

    await userEvent.type(await screen.findByLabelText('Verification code'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Enable' }));
    expect(await screen.findByText('Invalid Code')).toBeInTheDocument();

    const input = screen.getByLabelText('Verification code');
    await userEvent.type(input, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Enable' }));
    expect(await screen.findByText('The code is not valid')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Enable' }));
    expect(await screen.findByText('MFA Enabled')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByText('Backup Codes Saved')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Verification code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Disable MFA' }));
    expect(await screen.findByRole('button', { name: 'Set Up MFA' })).toBeInTheDocument();
    expect(code).not.toBeInTheDocument();
  });
});
