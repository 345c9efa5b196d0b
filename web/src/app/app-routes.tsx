import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { resolveRoute, usesLayout } from '@/config/routes';
import { useAuth } from '@/lib/auth';
import { SignedInLayout } from '@/app/layouts/signed-in-layout';
import { NotFoundPage } from '@/app/not-found-page';
import { pages } from '@/app/pages';

/** Picks the page for the current path from config/routes.ts and the session. */
export function AppRoutes() {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();

  if (isLoading) return <PageSpinner label="Checking your session" />;

  const decision = resolveRoute(pathname, user);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'not-found') return <NotFoundPage />;

  const Page = pages[decision.route.page];
  if (!usesLayout(decision.route, user)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  }
  return (
    <SignedInLayout>
      <Suspense
        fallback={
          <div className="flex min-h-[50vh] items-center justify-center">
            <Spinner className="size-8" />
          </div>
        }
      >
        <Page />
      </Suspense>
    </SignedInLayout>
  );
}
