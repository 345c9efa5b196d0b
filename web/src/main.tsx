import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { pages } from '@/app/pages';
import { warmSignedInRoute } from '@/app/start-signed-in-page';
import { prerenderedAttribute } from '@/config/prerender';
import { barePath, resolveRoute } from '@/config/routes';
import { activateLocale, initialLocale, matchLocale, splitLocalePath, storedLocale } from '@/i18n';
import { startNative } from '@/lib/native/native';
import { queryClient } from '@/lib/query-client';
import { nextTask } from '@/lib/scheduling';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The app's start, in steps that each run in their own task (`nextTask`), so that none of them,
 * added to the evaluation of this module and its imports, makes one long task on a slow phone:
 * reading the stored language (localStorage and the cookie are synchronous calls into the browser,
 * slow while it is busy loading the page), evaluating the page's chunk and the catalogue, then
 * hydrating, itself in slices.
 *
 * A pre-rendered public page (scripts/prerender.mjs) is hydrated once its page chunk and its
 * language are loaded, so hydration never suspends. Markup rendered for another path or language
 * (a server without the pre-render lookup) is replaced by a normal client render.
 */
async function start() {
  await nextTask();
  const prerenderedPath = container.getAttribute(prerenderedAttribute);
  const decision = resolveRoute(window.location.pathname, null);
  warmSignedInRoute(queryClient, window.location.pathname);
  // The active language's catalogue is loaded before the first render: the URL's language prefix
  // (/es/gold), else the stored choice, else the browser's languages; English if it cannot be
  // downloaded. A prefix or stored choice is (re)written (the cookie may have expired); the
  // browser's languages are not stored.
  const urlLocale = splitLocalePath(window.location.pathname).locale;
  const locale = urlLocale ?? initialLocale();
  const language = activateLocale(locale, { remember: urlLocale !== null || storedLocale() !== undefined }).catch(
    (error: unknown) => {
      console.error('Could not load the language', error);
      return activateLocale('en', { remember: false });
    },
  );
  // The server may answer `/` with another language's pre-rendered page (the aurum_lang cookie):
  // hydrate when the markup is this path's page in the language chosen here.
  const markupLocale = matchLocale([document.documentElement.lang]);
  if (
    prerenderedPath !== null &&
    barePath(prerenderedPath) === barePath(window.location.pathname) &&
    markupLocale === locale &&
    decision.kind === 'render'
  ) {
    await Promise.all([pages[decision.route.page].preload(), language]).catch((error: unknown) =>
      console.error('Could not load the page', error),
    );
    await nextTask();
    // In a transition, React hydrates in slices of a few milliseconds that yield to the browser
    // (a plain hydrateRoot renders the whole page in one task, the longest of the load). The
    // markup is on screen and its links work meanwhile; a click or key press on a part not yet
    // hydrated makes React hydrate that part first and replay the event.
    startTransition(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('Hydration recovered', error),
      });
    });
  } else {
    container.removeAttribute(prerenderedAttribute);
    await language;
    // A signed-in page's HTML shows a decorative spinner until now (scripts/prerender.mjs); the
    // app, which replaces it, names its own loading states.
    container.removeAttribute('aria-busy');
    createRoot(container).render(app);
  }
}

void start();

// Inside the Capacitor shell only: status bar, keyboard and back button (lib/native).
void startNative().catch((error: unknown) => console.warn('Native setup failed', error));
