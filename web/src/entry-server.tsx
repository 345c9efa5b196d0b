/**
 * Server entry for the build-time pre-render (scripts/prerender.mjs). Renders a public page as a
 * signed-out visitor sees it, with the same tree as the client (main.tsx) so it hydrates.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/app-routes';
import { StaticPageLoading } from '@/app/page-loading';
import { pages } from '@/app/pages';
import { resolveRoute } from '@/config/routes';
import { activateLocale, i18n, locales, prefixLocalePath, type Locale } from '@/i18n';
import { createQueryClient } from '@/lib/query-client';

/** Every page a signed-out visitor can open: pre-rendered to dist/[<lang>/]<path>/index.html. */
export { prerenderPaths } from '@/config/prerender';
export { appRoutes, isPublicRoute } from '@/config/routes';
export { locales, htmlLangs, prefixLocalePath } from '@/i18n';

/** The document title and description of the public pages in a language (the active one after `render`). */
export function head(): { title: string; description: string } {
  return { title: i18n._('meta.title'), description: i18n._('meta.description') };
}

/**
 * A page's versions, as `hreflang` and path: every language, plus x-default (English). The pages'
 * `<link rel="alternate">` and sitemap.xml's `<xhtml:link>` are both written from this (the server
 * fills a page's links in from the sitemap when the build did not know its origin).
 */
export function alternates(path: string): { hreflang: string; path: string }[] {
  return [
    ...locales.map((l) => ({ hreflang: l === 'zh' ? 'zh-Hans' : l, path: prefixLocalePath(path, l) })),
    { hreflang: 'x-default', path: prefixLocalePath(path, 'en') },
  ];
}

/**
 * A page's `<link rel="canonical">` (`url`, the page in its language) and its alternates.
 * They must be absolute URLs (search engines ignore relative ones, Lighthouse fails them), so
 * without the site's public origin there are none.
 */
export function alternateLinks(path: string, origin = '', url = path): string {
  if (!origin) return '';
  return [
    `<link rel="canonical" href="${origin}${url}">`,
    ...alternates(path).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${origin}${a.path}">`),
  ].join('');
}

/** Render a public page; `url` may carry the language prefix ("/es/gold"), `locale` is its language. */
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

/** The loading spinner a signed-in page's HTML shows until the app renders (app/page-loading.tsx). */
export function renderLoading(): string {
  return renderToString(<StaticPageLoading />);
}
