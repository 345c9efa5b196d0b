import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import { SecuritySettings } from '@/features/security/components/security-settings';

vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(async () => ({
    id: 'cred-1',
    rawId: 'cred-1',
    type: 'public-key',
    response: { clientDataJSON: 'cdj', attestationObject: 'att' },
    clientExtensionResults: {},
  })),
  startAuthentication: vi.fn(),
}));

const off = { enabled: false, totp: false, passkeys: 0, recoveryCodesRemaining: 0, methods: [] };
const on = { enabled: true, totp: true, passkeys: 0, recoveryCodesRemaining: 10, methods: ['totp', 'recovery'] };
const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '0')}`);
const sessions = [
  {
    id: 's-1',
    device: 'Chrome on Linux',
    ip: '10.0.0.1',
    createdAt: '2026-11-20T10:00:00Z',
    lastSeenAt: '2026-11-24T10:00:00Z',
    current: true,
  },
  {
    id: 's-2',
    device: 'Safari on iOS',
    ip: '10.0.0.2',
    createdAt: '2026-11-01T10:00:00Z',
    lastSeenAt: '2026-11-02T10:00:00Z',
    current: false,
  },
];

function renderPanel(routes: Parameters<typeof mockFetch>[0] = {}, user = makeUser()) {
  const fetchMock = mockFetch({
    'GET /api/auth/user': jsonResponse(user),
    'GET /api/auth/mfa': jsonResponse(off),
    'GET /api/auth/passkeys': jsonResponse([]),
    'GET /api/auth/sessions': jsonResponse(sessions),
    ...routes,
  });
  renderWithApp(<SecuritySettings />, { path: '/settings?tab=security' });
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === method);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('SecuritySettings', { timeout: 20_000 }, () => {
  it('shows a clear not-enabled state and enables the authenticator app with a code the server checks', async () => {
    let enabled = false;
    const fetchMock = renderPanel({
      'GET /api/auth/mfa': () => jsonResponse(enabled ? on : off),
      'POST /api/auth/mfa/totp/setup': jsonResponse({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrSvg: '<svg></svg>',
      }),
      'POST /api/auth/mfa/totp/enable': (_url, init) => {
        if (JSON.parse(String(init?.body)).code !== '123456') {
          return jsonResponse({ code: 'invalid_credentials', message: 'The code is not valid' }, 401, 'Unauthorized');
        }
        enabled = true;
        return jsonResponse({ recoveryCodes });
      },
    });

    expect(await screen.findByText('Not enabled')).toBeInTheDocument();
    expect(screen.getByText(/Two-factor authentication is not enabled/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    const code = screen.getByLabelText('Verification code');
    await userEvent.type(code, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Enable' }));
    expect(await screen.findByText('Please enter a 6-digit verification code')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/auth/mfa/totp/enable')).toBeUndefined();

    await userEvent.clear(code);
    await userEvent.type(code, '9999999');
    expect(code).toHaveValue('999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Enable' }));
    expect(await screen.findByText('The code is not valid')).toBeInTheDocument();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Enable' }));
    expect(await screen.findByText('Multi-factor authentication has been successfully enabled')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByText('Your account is protected with 2FA')).toBeInTheDocument();
    expect(screen.getByText('Enabled')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByText('Please store these codes in a secure location')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns the authenticator app off with the password', async () => {
    const fetchMock = renderPanel({
      'GET /api/auth/mfa': jsonResponse(on),
      'POST /api/auth/mfa/totp/disable': new Response(null, { status: 204 }),
    });
    expect(await screen.findByText('10 recovery codes left')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Current code/), 'my password 1');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Authenticator app turned off')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/auth/mfa/totp/disable')).toEqual({ password: 'my password 1' });
  });

  it('tells an administrator without a second factor to enrol', async () => {
    renderPanel({}, makeUser({ role: 'admin' }));
    expect(await screen.findByText(/Administrators must turn on a second factor/)).toBeInTheDocument();
  });

  it('checks the confirmation and changes the password, saying other sessions were signed out', async () => {
    const fetchMock = renderPanel({ 'POST /api/auth/password': jsonResponse({ revokedSessions: 2 }) });
    await userEvent.type(screen.getByLabelText('Current password'), 'OldPassword2024!');
    await userEvent.type(screen.getByLabelText('New password'), 'NewPassword2024!');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Different2024!!');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/auth/password')).toBeUndefined();

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'NewPassword2024!');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('2 other sessions were signed out.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/auth/password')).toEqual({
      currentPassword: 'OldPassword2024!',
      newPassword: 'NewPassword2024!',
    });
  });

  it('shows a wrong current password beside the field', async () => {
    renderPanel({
      'POST /api/auth/password': jsonResponse(
        { code: 'invalid_credentials', message: 'Wrong password' },
        401,
        'Unauthorized',
      ),
    });
    await userEvent.type(screen.getByLabelText('Current password'), 'nope');
    await userEvent.type(screen.getByLabelText('New password'), 'NewPassword2024!');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'NewPassword2024!');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists sessions with this device marked, and signs out one or everywhere else', async () => {
    const fetchMock = renderPanel({
      'DELETE /api/auth/sessions/s-2': new Response(null, { status: 204 }),
      'DELETE /api/auth/sessions': jsonResponse({ revokedSessions: 1 }),
    });
    const list = await screen.findByRole('list', { name: 'Active sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Chrome on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('10.0.0.1');
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/sessions/s-2', expect.objectContaining({ method: 'DELETE' })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 session ended.')).toBeInTheDocument();
  });

  it('opens the login history with events in words', async () => {
    renderPanel({
      'GET /api/auth/login-history': jsonResponse([
        { id: 2, event: 'sign_in_failed', at: '2026-11-24T09:00:00Z', ip: '203.0.113.9', device: 'Firefox on Windows' },
        { id: 1, event: 'totp_enabled', at: '2026-11-23T09:00:00Z', ip: '10.0.0.1', device: 'Chrome on Linux' },
      ]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'View Login History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login History' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Failed sign-in attempt');
    expect(items[0]).toHaveTextContent('203.0.113.9');
    expect(items[0]).toHaveTextContent('Firefox on Windows');
    expect(items[1]).toHaveTextContent('Authenticator app turned on');
  });

  it('registers a passkey with a name and lists it', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const passkey = {
      id: 7,
      name: 'Work laptop',
      algorithm: 'ES256',
      createdAt: '2026-11-24T10:00:00Z',
      lastUsedAt: null,
    };
    let stored: unknown[] = [];
    const fetchMock = renderPanel({
      'GET /api/auth/passkeys': () => jsonResponse(stored),
      'POST /api/auth/passkeys/register/options': jsonResponse({ challenge: 'abc', rp: { name: 'Aurum' } }),
      'POST /api/auth/passkeys/register': () => {
        stored = [passkey];
        return jsonResponse(passkey, 201, 'Created');
      },
      'DELETE /api/auth/passkeys/7': () => {
        stored = [];
        return new Response(null, { status: 204 });
      },
    });
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Passkey name'), 'Work laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const list = await screen.findByRole('list', { name: 'Passkeys' });
    expect(list).toHaveTextContent('Work laptop');
    expect(list).toHaveTextContent('ES256');
    expect(list).toHaveTextContent('never used');
    expect(bodyOf(fetchMock, 'POST', '/api/auth/passkeys/register')).toEqual({
      name: 'Work laptop',
      credential: expect.objectContaining({ id: 'cred-1', type: 'public-key' }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove passkey Work laptop' }));
    expect(await screen.findByText('No passkeys yet.')).toBeInTheDocument();
  });
});
