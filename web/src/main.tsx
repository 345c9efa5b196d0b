import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { pages } from '@/app/pages';
import { prerenderedAttribute } from '@/config/prerender';
import { resolveRoute } from '@/config/routes';
import { activateLocale, initialLocale, storedLocale } from '@/i18n';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

function normalize(path: string) {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * A pre-rendered public page (scripts/prerender.mjs) is hydrated once its page chunk is loaded,
 * so hydration never suspends. Markup rendered for another path (a server without the
 * pre-render lookup) is replaced by a normal client render.
 */
const prerenderedPath = container.getAttribute(prerenderedAttribute);
const decision = resolveRoute(window.location.pathname, null);
// The active language's catalogue is loaded before the first render (the stored choice, else the
// browser's languages); English is the fallback if it cannot be downloaded. A stored choice is
// written again (its cookie may have expired); the browser's languages are not stored.
const language = activateLocale(initialLocale(), { remember: storedLocale() !== undefined }).catch((error: unknown) => {
  console.error('Could not load the language', error);
  return activateLocale('en', { remember: false });
});
if (prerenderedPath !== null && normalize(prerenderedPath) === normalize(window.location.pathname) && decision.kind === 'render') {
  void Promise.all([pages[decision.route.page].preload(), language])
    .catch((error: unknown) => console.error('Could not load the page', error))
    .then(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('Hydration recovered', error),
      });
    });
} else {
  container.removeAttribute(prerenderedAttribute);
  void language.then(() => createRoot(container).render(app));
}
