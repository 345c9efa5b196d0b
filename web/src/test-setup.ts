import '@testing-library/jest-dom/vitest';
import { activateLocale, ensureCatalogArea } from '@/i18n';

// Tests run in English with every catalogue area loaded, as a signed-in visitor's app would be.
await activateLocale('en', { remember: false });
await ensureCatalogArea('app');
