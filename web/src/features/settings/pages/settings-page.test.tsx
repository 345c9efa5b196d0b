import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import SettingsPage from '@/features/settings/pages/settings-page';
import { useSettingsSync } from '@/features/settings/lib/use-settings-sync';
import { displayPreferences, setDisplayPreferences } from '@/lib/format';
import type { Settings } from '@/lib/preferences';

const defaults: Settings = {
  general: { language: 'en', timezone: 'UTC-5', currency: 'USD', dateFormat: 'MM/DD/YYYY' },
  notifications: { email: true, sms: false, push: true, priceAlerts: true, orderUpdates: true, marketNews: false },
  privacy: { profileVisibility: 'private', dataSharing: false, analytics: true, marketing: false },
  appearance: { theme: 'light', accent: 'blue', fontSize: 'medium' },
};

/** PUT /api/settings merges the patch and answers the whole document, as the server does. */
function settingsServer(initial: Settings = defaults) {
  let doc = structuredClone(initial);
  return {
    'GET /api/settings': () => jsonResponse(doc),
    'PUT /api/settings': (_url: string, init: RequestInit | undefined) => {
      const patch = JSON.parse(String(init?.body)) as Partial<Settings>;
      doc = {
        general: { ...doc.general, ...patch.general },
        notifications: { ...doc.notifications, ...patch.notifications },
        privacy: { ...doc.privacy, ...patch.privacy },
        appearance: { ...doc.appearance, ...patch.appearance },
      };
      return jsonResponse(doc);
    },
  };
}

function Synced() {
  useSettingsSync();
  return <SettingsPage securityPanel={<p>Security panel</p>} />;
}

function renderSettings(routes: Parameters<typeof mockFetch>[0] = {}, path = '/settings') {
  const fetchMock = mockFetch({ ...settingsServer(), 'GET /api/alerts': jsonResponse([]), ...routes });
  renderWithApp(<Synced />, { path });
  return fetchMock;
}

function bodyOf(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
}

afterEach(() => {
  setDisplayPreferences(null);
  document.documentElement.className = 'dark';
  delete document.documentElement.dataset.accent;
  delete document.documentElement.dataset.fontSize;
  localStorage.clear();
});

describe('SettingsPage', () => {
  it('has the six tabs and opens General with the saved values', async () => {
    renderSettings();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['General', 'Notifications', 'Security', 'Privacy', 'Appearance', 'Data']);
    expect(await screen.findByLabelText('Language')).toHaveValue('en');
    expect(screen.getByLabelText('Time zone')).toHaveValue('UTC-5');
    expect(screen.getByLabelText('Default currency')).toHaveValue('USD');
    expect(screen.getByLabelText('Date format')).toHaveValue('MM/DD/YYYY');
  });

  it('General: saves the currency and date format and applies them to formatting', async () => {
    const user = userEvent.setup();
    const fetchMock = renderSettings();
    await user.selectOptions(await screen.findByLabelText('Default currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('Date format'), 'YYYY-MM-DD');
    await user.selectOptions(screen.getByLabelText('Time zone'), 'UTC-8');
    await user.click(screen.getByRole('button', { name: 'Save General Settings' }));
    expect(await screen.findByText('Settings Saved')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', '/api/settings')).toEqual({
      general: { language: 'en', timezone: 'UTC-8', currency: 'EUR', dateFormat: 'YYYY-MM-DD' },
    });
    await waitFor(() =>
      expect(displayPreferences()).toMatchObject({ currency: 'EUR', dateFormat: 'YYYY-MM-DD', timeZone: 'Etc/GMT+8' }),
    );
    expect(displayPreferences()?.date(new Date('2026-03-05T02:30:00Z'), false)).toBe('2026-03-04');
  });

  it('Notifications: shows the six switches with their defaults and saves a change', async () => {
    const user = userEvent.setup();
    const fetchMock = renderSettings({}, '/settings?tab=notifications');
    const sms = await screen.findByRole('switch', { name: 'SMS' });
    expect(sms).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Price alerts' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Order updates' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Market news' })).not.toBeChecked();
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/settings')).toEqual({
        notifications: { ...defaults.notifications, sms: true },
      }),
    );
  });

  it('Notifications: creates a price alert, lists active and fired ones and deletes one', async () => {
    const user = userEvent.setup();
    const fired = {
      id: 1,
      metalType: 'silver',
      direction: 'below',
      price: '23.00',
      status: 'fired',
      createdAt: '2026-03-01T10:00:00Z',
      firedAt: '2026-03-02T10:00:00Z',
      firedPrice: '22.95',
    };
    let alerts: unknown[] = [fired];
    const fetchMock = renderSettings(
      {
        'GET /api/alerts': () => jsonResponse(alerts),
        'POST /api/alerts': (_url, init) => {
          const created = {
            id: 2,
            ...JSON.parse(String(init?.body)),
            status: 'active',
            createdAt: '2026-03-03T10:00:00Z',
            firedAt: null,
            firedPrice: null,
          };
          alerts = [created, ...alerts];
          return jsonResponse(created, 201);
        },
        'DELETE /api/alerts/1': () => {
          alerts = alerts.filter((a) => (a as { id: number }).id !== 1);
          return new Response(null, { status: 204 });
        },
      },
      '/settings?tab=notifications',
    );
    const list = await screen.findByTestId('price-alert-list');
    expect(within(list).getByText('Silver below $23.00')).toBeInTheDocument();
    expect(within(list).getByText(/Fired at \$22\.95/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Price (USD per oz)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    expect(await screen.findByText('Enter a price above zero, such as 2100.00.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Price (USD per oz)'));
    await user.type(screen.getByLabelText('Price (USD per oz)'), '2100');
    await user.click(screen.getByRole('button', { name: 'Create Alert' }));
    expect(await screen.findByText('Gold above $2,100.00')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST', '/api/alerts')).toEqual({
      metalType: 'gold',
      direction: 'above',
      price: '2100.00',
    });
    expect(screen.getByText('Active')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete alert: Silver below $23.00' }));
    await waitFor(() => expect(screen.queryByText('Silver below $23.00')).not.toBeInTheDocument());
  });

  it('Security: shows the security panel it is given', async () => {
    renderSettings({}, '/settings?tab=security');
    expect(await screen.findByText('Security panel')).toBeInTheDocument();
  });

  it('Privacy: private by default; saves visibility and switches', async () => {
    const user = userEvent.setup();
    const fetchMock = renderSettings({}, '/settings?tab=privacy');
    const visibility = await screen.findByLabelText('Profile visibility');
    expect(visibility).toHaveValue('private');
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await user.selectOptions(visibility, 'contacts');
    await user.click(screen.getByRole('switch', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/settings')).toEqual({
        privacy: { profileVisibility: 'contacts', dataSharing: false, analytics: true, marketing: true },
      }),
    );
  });

  it('Appearance: saving dark, purple, large changes <html> at once and remembers it for the next load', async () => {
    const user = userEvent.setup();
    renderSettings({}, '/settings?tab=appearance');
    // The saved light theme is applied when the document arrives.
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(document.documentElement.dataset.accent).toBe('blue');
    expect(await screen.findByRole('radio', { name: 'Light' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'Purple' }));
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(document.documentElement.dataset.accent).toBe('purple');
    expect(document.documentElement.dataset.fontSize).toBe('large');
    expect(JSON.parse(localStorage.getItem('aurum_appearance')!)).toEqual({
      theme: 'dark',
      accent: 'purple',
      fontSize: 'large',
    });
  });

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
