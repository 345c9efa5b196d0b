/**
 * Server entry for the build-time pre-render (scripts/prerender.mjs). Renders a public page as a
 * signed-out visitor sees it, with the same tree as the client (main.tsx) so it hydrates.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/app-routes';
import { pages } from '@/app/pages';
import { resolveRoute } from '@/config/routes';
import { activateLocale, type Locale } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Every page a signed-out visitor can open: pre-rendered to dist/<path>/index.html. */
export { prerenderPaths } from '@/config/prerender';

export async function render(url: string, locale: Locale = 'en'): Promise<string> {
  const decision = resolveRoute(url, null);
  if (decision.kind !== 'render') throw new Error(`${url} is not a public page`);
  await Promise.all([pages[decision.route.page].preload(), activateLocale(locale, { remember: false })]);
  // No session and no data on the server: every query renders pending, as on the client's first render.
  const client = createQueryClient();
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders client={client}>
          <AppRoutes />
        </AppProviders>
      </StaticRouter>
    </StrictMode>,
  );
  client.clear();
  return html;
}
