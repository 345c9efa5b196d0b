import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { appRoutes, barePath, isPublicRoute, resolveRoute, usesLayout, type PageId } from '@/config/routes';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { ensureCatalogArea } from '@/i18n';
import { authUserQueryOptions, mayBeSignedIn, type User } from '@/lib/auth';
import { pages } from '@/app/pages';

type ShellModule = { default: ComponentType<{ children: ReactNode }> };

let shell: Promise<ShellModule> | undefined;

/** The signed-in shell's chunk with the `app` catalogue its menu and role names are in (cached). */
export function loadSignedInShell() {
  return (shell ??= Promise.all([import('@/app/layouts/signed-in-shell'), ensureCatalogArea('app')]).then(
    ([module]) => module,
  ));
}

/** The first data of each signed-in page (app/page-data.ts), a chunk of its own (cached). */
const loadPageData = () => import('@/app/page-data');

/**
 * A signed-in page's chunk, its first data (app/page-data.ts) and the user's settings the layout
 * waits for, all at once: the data does not wait for the page's chunk. Each step is cached, so
 * calling it again costs nothing.
 */
export function startSignedInPage(client: QueryClient, page: PageId, user: User | null) {
  void pages[page].preload();
  if (user) void loadPageData().then(({ pageData }) => pageData[page]?.(client, user));
  void client.prefetchQuery(settingsQueryOptions());
}

/**
 * A signed-in page opened cold (a reload of /dashboard, a bookmark, the installed app's start):
 * what its first render needs is asked for when the app starts, alongside the language catalogue,
 * rather than once the app has rendered and asked for the session: `/api/auth/user`, the layout's
 * chunk, and the page's when the path is one page for every role (/products is the inventory for
 * an admin); once the session answers with a user, that role's page, its first data and the
 * settings. A signed-out visitor is sent to sign in, and to this page after: the chunks are not
 * wasted. A path that also has a public page (`/` is the landing) is warmed only where this
 * browser may hold a session (`mayBeSignedIn`): a visitor who never signed in here sends no
 * request there that can only answer 401. AppRoutes later finds all of it cached.
 */
export function warmSignedInRoute(client: QueryClient, pathname: string) {
  const bare = barePath(pathname);
  const routes = appRoutes.filter((route) => route.path === bare);
  const candidates = routes.filter((route) => !isPublicRoute(route));
  if (candidates.length === 0 || (candidates.length < routes.length && !mayBeSignedIn())) return;
  // The session first: on HTTP/1.1 the browser opens six connections to a host, and the chunks
  // below are some twenty requests; asked for after them, the session would wait behind them.
  const session = client.fetchQuery(authUserQueryOptions);
  void loadPageData();
  void loadSignedInShell();
  if (new Set(candidates.map((route) => route.page)).size === 1) void pages[candidates[0].page].preload();
  session
    .then((user) => {
      const decision = resolveRoute(pathname, user);
      if (user && decision.kind === 'render' && usesLayout(decision.route, user))
        startSignedInPage(client, decision.route.page, user);
    })
    .catch(() => undefined); // AppRoutes asks again and shows what went wrong
}
