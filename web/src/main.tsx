import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { pages } from '@/app/pages';
import { prerenderedAttribute } from '@/config/prerender';
import { resolveRoute } from '@/config/routes';
import { startNative } from '@/lib/native/native';
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
if (prerenderedPath !== null && normalize(prerenderedPath) === normalize(window.location.pathname) && decision.kind === 'render') {
  void pages[decision.route.page]
    .preload()
    .catch((error: unknown) => console.error('Could not load the page', error))
    .then(() => {
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('Hydration recovered', error),
      });
    });
} else {
  container.removeAttribute(prerenderedAttribute);
  createRoot(container).render(app);
}

// Inside the Capacitor shell only: status bar, keyboard and back button (lib/native).
void startNative().catch((error: unknown) => console.warn('Native setup failed', error));
