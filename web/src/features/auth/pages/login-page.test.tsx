import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startAuthentication } from '@simplewebauthn/browser';
import { jsonResponse, makeUser, mockFetch, renderWithApp } from '@/testing/test-utils';
import LoginPage from '@/features/auth/pages/login-page';

vi.mock('@simplewebauthn/browser', () => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(async () => ({
    id: 'cred-1',
    rawId: 'cred-1',
    type: 'public-key',
    response: { clientDataJSON: 'cdj', authenticatorData: 'ad', signature: 'sig', userHandle: 'u' },
    clientExtensionResults: {},
  })),
}));

const challenge = jsonResponse({ mfaRequired: true, methods: ['totp', 'recovery', 'passkey'] });
const user = makeUser({ mfaEnabled: true });

async function enterPassword() {
  const form = screen.getByRole('tabpanel');
  await userEvent.type(within(form).getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(within(form).getByLabelText('Password', { exact: true }), 'CorrectHorse2024!');
  await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
}

const sentBody = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)));

describe('sign-in with a second factor', { timeout: 20_000 }, () => {
  it('signs in straight away without a second factor', async () => {
    mockFetch({ 'GET /api/auth/user': jsonResponse(null, 401), 'POST /api/auth/login': jsonResponse(makeUser()) });
    renderWithApp(<LoginPage />, { path: '/login' });
    await enterPassword();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('asks for the code, shows a wrong code, then signs in with the right one', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': jsonResponse(null, 401),
      'POST /api/auth/login': challenge,
      'POST /api/auth/mfa/verify': (_url, init) =>
        JSON.parse(String(init?.body)).code === '123456'
          ? jsonResponse(user)
          : jsonResponse({ code: 'invalid_credentials', message: 'The code is not valid' }, 401, 'Unauthorized'),
    });
    const { client } = renderWithApp(<LoginPage />, { path: '/login' });
    await enterPassword();

    const code = await screen.findByLabelText('Verification or recovery code');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not valid')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(client.getQueryData(['/api/auth/user'])).toEqual(user);
    expect(sentBody(fetchMock, '/api/auth/mfa/verify')).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('accepts a recovery code', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': jsonResponse(null, 401),
      'POST /api/auth/login': challenge,
      'POST /api/auth/mfa/verify': jsonResponse(user),
    });
    renderWithApp(<LoginPage />, { path: '/login' });
    await enterPassword();
    await userEvent.type(await screen.findByLabelText('Verification or recovery code'), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(sentBody(fetchMock, '/api/auth/mfa/verify')).toEqual([{ code: 'abcde-12345' }]);
  });

  it('uses a passkey as the second factor', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const fetchMock = mockFetch({
      'GET /api/auth/user': jsonResponse(null, 401),
      'POST /api/auth/login': challenge,
      'POST /api/auth/passkeys/login/options': jsonResponse({ challenge: 'xyz', allowCredentials: [] }),
      'POST /api/auth/mfa/verify': jsonResponse(user),
    });
    renderWithApp(<LoginPage />, { path: '/login' });
    await enterPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'xyz', allowCredentials: [] } });
    expect(sentBody(fetchMock, '/api/auth/mfa/verify')[0]).toEqual({
      assertion: expect.objectContaining({ id: 'cred-1' }),
    });
  });

  it('explains too many attempts and goes back to the password', async () => {
    mockFetch({
      'GET /api/auth/user': jsonResponse(null, 401),
      'POST /api/auth/login': challenge,
      'POST /api/auth/mfa/verify': jsonResponse(
        { code: 'rate_limited', message: 'Too many requests' },
        429,
        'Too Many Requests',
      ),
    });
    renderWithApp(<LoginPage />, { path: '/login' });
    await enterPassword();
    await userEvent.type(await screen.findByLabelText('Verification or recovery code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Too many attempts. Wait a few minutes, then sign in again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('');
  });

  it('signs in with a passkey and no password', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const fetchMock = mockFetch({
      'GET /api/auth/user': jsonResponse(null, 401),
      'POST /api/auth/passkeys/login/options': jsonResponse({ challenge: 'any' }),
      'POST /api/auth/passkeys/login': jsonResponse(user),
    });
    renderWithApp(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(sentBody(fetchMock, '/api/auth/passkeys/login')[0]).toEqual({
      assertion: expect.objectContaining({ id: 'cred-1' }),
    });
  });
});
