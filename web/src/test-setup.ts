import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLocale, ensureCatalogArea } from '@/i18n';

// Tests run in English with every catalogue area loaded, as a signed-in visitor's app would be.
await activateLocale('en', { remember: false });
await ensureCatalogArea('app');
await ensureCatalogArea('marketing');
await ensureCatalogArea('auth');
await ensureCatalogArea('assistant');

// Unmount what each test rendered (Testing Library registers this itself only with vitest globals).
afterEach(() => cleanup());

// Lazy route chunks are transformed on first import; on a busy 2-core CI machine that can take
// more than Testing Library's default 1 s, so `findBy…` waits up to 5 s before failing.
configure({ asyncUtilTimeout: 5_000 });
