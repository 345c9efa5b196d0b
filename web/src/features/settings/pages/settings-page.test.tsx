import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/testing/test-utils';
import { bodyOf, defaults, renderSettings, resetAppliedSettings } from '@/testing/settings-fixtures';
import { displayPreferences } from '@/lib/format';

// The Data tab (export, import, delete account) is in settings-page.data.test.tsx.

afterEach(resetAppliedSettings);

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
});
