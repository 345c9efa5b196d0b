import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { prerenderPaths } from '@/config/prerender';
import { resolveRoute, usesLayout } from '@/config/routes';
import { mayBeSignedIn, useAuth } from '@/lib/auth';
import { signInAgain } from '@/lib/navigation';
import { PageLoading, RouteSpinner } from '@/app/page-loading';
import { lazyPage, pages } from '@/app/pages';
import { loadSignedInShell, startSignedInPage } from '@/app/start-signed-in-page';
import { useChunksLoaded } from '@/app/use-chunks-loaded';
import { i18n } from '@/i18n';

// The signed-in shell and the 404 page are not needed by the public pages: keep them out of
// the first download of a visitor who lands on `/`.
// The shell's menu and role names are in the `app` catalogue: it loads with the shell.
// Rendered at once when its chunk is already in (a cold start loads it beside the session,
// app/start-signed-in-page.ts): a layout that suspends shows its fallback, and React then holds
// the revealed page back for up to 300 ms (its Suspense reveal throttle).
const SignedInLayout = lazyPage(loadSignedInShell);
const NotFoundPage = lazy(() => import('@/app/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** /profile without a session (spec): the 'Unauthorized' toast, then /api/login after 500 ms. */
function SignInAgain() {
  useEffect(() => signInAgain(), []);
  return <PageLoading label={i18n._('layout.checkingSession')} />;
}

/**
 * Picks the page for the current path from config/routes.ts and the session.
 *
 * While the session is still loading, a public page (one a signed-out visitor may see) renders
 * as it does for a signed-out visitor: that is exactly the markup pre-rendered at build time
 * (scripts/prerender.mjs), so hydration matches and the first paint never waits for
 * /api/auth/user. A signed-in visitor then gets their page once the session resolves.
 *
 * On a pre-rendered public page (the landing page, the metal pages…) the session is asked for
 * only when this browser may hold one (lib/auth.ts `mayBeSignedIn`): a visitor who never signed
 * in here sends no request that can only answer 401, and keeps the page as pre-rendered. Every
 * other page, the sign-in pages included (they bounce a signed-in visitor), always asks.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const publicDecision = resolveRoute(pathname, null);
  const prerendered =
    publicDecision.kind === 'render' && (prerenderPaths as readonly string[]).includes(publicDecision.route.path);
  const { user, isLoading } = useAuth({ ask: !prerendered || mayBeSignedIn() });
  const queryClient = useQueryClient();

  const decision = resolveRoute(pathname, user);
  const layoutPage = decision.kind === 'render' && usesLayout(decision.route, user) ? pages[decision.route.page] : null;
  // The layout's first showing waits for its chunk and the page's (use-chunks-loaded.ts); once it
  // is up, a page opened from it shows the spinner inside the layout while its chunk loads.
  const [layoutUp, setLayoutUp] = useState(false);
  const chunksLoaded = useChunksLoaded(layoutPage && SignedInLayout, layoutUp ? null : layoutPage);
  const showsLayout = layoutPage !== null && chunksLoaded && !isLoading;
  if (showsLayout && !layoutUp) setLayoutUp(true);

  if (isLoading && publicDecision.kind !== 'render') {
    return <PageLoading label={i18n._('layout.checkingSession')} />;
  }

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'sign-in-again') return <SignInAgain />;
  if (decision.kind === 'not-found') {
    return (
      <Suspense fallback={<PageLoading />}>
        <NotFoundPage />
      </Suspense>
    );
  }

  const Page = pages[decision.route.page];
  if (!usesLayout(decision.route, user)) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  // Fetch the page's chunk alongside the layout's rather than after it, its first data at once,
  // and the settings the layout shows its page after (app/preferences-provider.tsx), all cached:
  // on a cold start main.tsx has begun them already.
  startSignedInPage(queryClient, decision.route.page, user);
  if (!chunksLoaded) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInLayout>
        <Suspense
          fallback={
            <div className="flex min-h-[50vh] items-center justify-center">
              <RouteSpinner />
            </div>
          }
        >
          <Page />
        </Suspense>
      </SignedInLayout>
    </Suspense>
  );
}
