import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PreferencesProvider } from '@/app/preferences-provider';
import { activateLocale, activeLocale } from '@/i18n';
import { displayPreferences, setDisplayPreferences } from '@/lib/format';
import type { Settings } from '@/lib/preferences';
import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';

const saved: Settings = {
  general: { language: 'en', timezone: 'UTC-8', currency: 'EUR', dateFormat: 'DD/MM/YYYY' },
  notifications: { email: true, sms: false, push: true, priceAlerts: true, orderUpdates: true, marketNews: false },
  privacy: { profileVisibility: 'private', dataSharing: false, analytics: true, marketing: false },
  appearance: { theme: 'dark', accent: 'blue', fontSize: 'medium' },
};

/** A page with a field, as /traceability's serial number; it shows the currency it renders with. */
function Page() {
  const [serial, setSerial] = useState('');
  return (
    <>
      <label htmlFor="serial">Serial number</label>
      <input id="serial" value={serial} onChange={(e) => setSerial(e.target.value)} />
      <p data-testid="currency">{displayPreferences()?.currency ?? 'default'}</p>
    </>
  );
}

/** GET /api/settings answers after `ms`, as over a network. */
const settingsAfter = (ms: number, settings: Settings | null) => ({
  'GET /api/settings': () =>
    new Promise<Response>((resolve) =>
      setTimeout(() => resolve(settings ? jsonResponse(settings) : jsonResponse({ message: 'down' }, 500)), ms),
    ),
});

afterEach(async () => {
  setDisplayPreferences(null);
  document.documentElement.className = 'dark';
  localStorage.clear();
  if (activeLocale() !== 'en') await activateLocale('en', { remember: false });
});

describe('PreferencesProvider', () => {
  it('keeps what was typed into the page when the settings arrive (the page is not remounted)', async () => {
    const user = userEvent.setup();
    mockFetch(settingsAfter(50, saved));
    renderWithApp(
      <PreferencesProvider>
        <Page />
      </PreferencesProvider>,
    );
    // Typed as soon as the field is there, as a person (or the e2e) does.
    await user.type(await screen.findByLabelText('Serial number'), 'AU-2024-001234');
    await waitFor(() => expect(displayPreferences()?.currency).toBe('EUR'));
    expect(screen.getByLabelText('Serial number')).toHaveValue('AU-2024-001234');
    // And the page was rendered with the user's preferences from the start.
    expect(screen.getByTestId('currency')).toHaveTextContent('EUR');
  });

  it('shows the page with the defaults when the settings cannot be loaded', async () => {
    mockFetch(settingsAfter(0, null));
    renderWithApp(
      <PreferencesProvider>
        <Page />
      </PreferencesProvider>,
    );
    expect(await screen.findByLabelText('Serial number')).toBeInTheDocument();
    expect(screen.getByTestId('currency')).toHaveTextContent('default');
  });

  it('shows the page once the saved language is active, so switching to it does not remount the page', async () => {
    const user = userEvent.setup();
    mockFetch(settingsAfter(0, { ...saved, general: { ...saved.general, language: 'de' } }));
    renderWithApp(
      <PreferencesProvider>
        <Page />
      </PreferencesProvider>,
    );
    await user.type(await screen.findByLabelText('Serial number'), 'AU-2024-001234');
    await waitFor(() => expect(activeLocale()).toBe('de'));
    await waitFor(() => expect(displayPreferences()?.currency).toBe('EUR'));
    expect(screen.getByLabelText('Serial number')).toHaveValue('AU-2024-001234');
  });
});
