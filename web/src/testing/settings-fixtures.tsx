import { jsonResponse, mockFetch, renderWithApp } from '@/testing/test-utils';
import SettingsPage from '@/features/settings/pages/settings-page';
import { useSettingsSync } from '@/features/settings/lib/use-settings-sync';
import { setDisplayPreferences } from '@/lib/format';
import type { Settings } from '@/lib/preferences';

/** Shared by the settings-page*.test.tsx files: the stored settings, a fake server and the render. */
export const defaults: Settings = {
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

export function renderSettings(routes: Parameters<typeof mockFetch>[0] = {}, path = '/settings') {
  const fetchMock = mockFetch({ ...settingsServer(), 'GET /api/alerts': jsonResponse([]), ...routes });
  renderWithApp(<Synced />, { path });
  return fetchMock;
}

export function bodyOf(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  const call = fetchMock.mock.calls.find(([url, init]) => url === path && init?.method === method);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
}

/** Undoes what applying the settings did to formatting, <html> and localStorage; for afterEach. */
export function resetAppliedSettings() {
  setDisplayPreferences(null);
  document.documentElement.className = 'dark';
  delete document.documentElement.dataset.accent;
  delete document.documentElement.dataset.fontSize;
  localStorage.clear();
}
