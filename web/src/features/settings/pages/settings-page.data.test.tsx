import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/testing/test-utils';
import { bodyOf, renderSettings, resetAppliedSettings } from '@/testing/settings-fixtures';

// The Data tab: export, import and delete account. The other tabs are in settings-page.test.tsx.

afterEach(resetAppliedSettings);

describe('SettingsPage', () => {
  it('Data: exports the file and imports one, saying what was restored', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = renderSettings(
      {
        'GET /api/account/export': () =>
          new Response('{"format":"aurum-account-export","version":1}', {
            headers: {
              'Content-Type': 'application/json',
              'Content-Disposition': 'attachment; filename="aurum-export-1.json"',
            },
          }),
        'POST /api/account/import': jsonResponse({ settings: true, alerts: 2 }),
      },
      '/settings?tab=data',
    );
    await user.click(await screen.findByRole('button', { name: 'Export Data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();

    const file = new File(['{"format":"aurum-account-export","version":1,"alerts":[]}'], 'export.json', {
      type: 'application/json',
    });
    await user.upload(screen.getByTestId('import-file'), file);
    expect(await screen.findByRole('status')).toHaveTextContent('Settings restored; 2 price alerts added.');
    expect(bodyOf(fetchMock, 'POST', '/api/account/import')).toEqual({
      format: 'aurum-account-export',
      version: 1,
      alerts: [],
    });
  });

  it('Data: Delete Account asks for the password and the code when a second factor is on; 409 and 401 are explained', async () => {
    const user = userEvent.setup();
    let answer = 409;
    const fetchMock = renderSettings(
      {
        'GET /api/auth/mfa': jsonResponse({
          enabled: true,
          totp: true,
          passkeys: 0,
          recoveryCodesRemaining: 10,
          methods: ['totp', 'recovery'],
        }),
        'DELETE /api/account': () =>
          answer === 204
            ? new Response(null, { status: 204 })
            : jsonResponse({ code: answer === 409 ? 'conflict' : 'invalid_credentials', message: 'x' }, answer),
      },
      '/settings?tab=data',
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-password');
    const code = await within(dialog).findByLabelText('Authentication or recovery code');
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have orders in progress.');
    expect(bodyOf(fetchMock, 'DELETE', '/api/account')).toEqual({ password: 'secret-password', code: '123456' });

    answer = 401;
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The password or the code is not correct.'),
    );

    answer = 204;
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
