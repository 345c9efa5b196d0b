import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { PageId } from '@/config/routes';
import { ensureCatalogArea } from '@/i18n';
import { mayBeSignedIn, useAuth } from '@/lib/auth';
import type { Metal } from '@/features/marketing';

type PageModule<P> = { default: ComponentType<P> };

/**
 * A page component loaded on first render (it suspends meanwhile), with `preload` to fetch it early
 * and `isLoaded` to know whether it would render at once.
 */
export type LazyPage<P = object> = ComponentType<P> & { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * React.lazy with `preload`. A page whose chunk was preloaded before it first mounts renders
 * synchronously: hydrating a pre-rendered page needs that (a page that suspends while hydrating
 * leaves its server markup inert until the chunk arrives), and so does the build-time render.
 * Each mounted page keeps the path it started with, so it never remounts when the chunk lands.
 */
export function lazyPage<P extends object = object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<PageModule<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(preload);
  function Page(props: P) {
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload, isLoaded: () => loaded !== undefined });
}

/** A signed-in feature page: its chunk and the `app` message catalogue are loaded together. */
function appPage(load: () => Promise<PageModule<object>>): LazyPage {
  return lazyPage(() => Promise.all([load(), ensureCatalogArea('app')]).then(([module]) => module));
}

/** A public page beyond the landing page: its chunk and the `marketing` catalogue load together. */
function marketingPage<P extends object = object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  // Their forms (contact request, trader application) share the sign-up fields' messages.
  return lazyPage<P>(() =>
    Promise.all([load(), ensureCatalogArea('marketing'), ensureCatalogArea('auth')]).then(([module]) => module),
  );
}

/** The sign-in and sign-up pages: the chunk and the `auth` catalogue load together. */
function authPage(load: () => Promise<PageModule<object>>): LazyPage {
  return lazyPage(() => Promise.all([load(), ensureCatalogArea('auth')]).then(([module]) => module));
}

const MetalPage = marketingPage<{ metal: Metal }>(() => import('@/features/marketing/pages/metal-page'));
const metalPage = (metal: Metal): LazyPage =>
  Object.assign(() => <MetalPage metal={metal} />, { preload: MetalPage.preload, isLoaded: MetalPage.isLoaded });

const PublicCompliancePage = marketingPage(() => import('@/features/marketing/pages/compliance-page'));
const ComplianceOverview = appPage(() => import('@/features/compliance/components/compliance-overview'));

/**
 * /compliance: the public AML page; a signed-in visitor first sees their own compliance state
 * (its chunk and the `app` catalogue load only then, so the public page stays as pre-rendered).
 */
function CompliancePage() {
  const { user } = useAuth({ ask: mayBeSignedIn() });
  return (
    <>
      {user && (
        <Suspense fallback={null}>
          <ComplianceOverview />
        </Suspense>
      )}
      <PublicCompliancePage />
    </>
  );
}

/** Every page module, loaded on first visit. Keys match `PageId` in config/routes.ts. */
export const pages: Record<PageId, LazyPage> = {
  landing: lazyPage(() => import('@/features/marketing/pages/landing-page')),
  'trader-registration': marketingPage(() => import('@/features/marketing/pages/trader-registration-page')),
  crypto: marketingPage(() => import('@/features/marketing/pages/crypto-page')),
  compliance: Object.assign(CompliancePage, {
    preload: PublicCompliancePage.preload,
    isLoaded: PublicCompliancePage.isLoaded,
  }),
  sharjah: marketingPage(() => import('@/features/marketing/pages/sharjah-page')),
  investor: marketingPage(() => import('@/features/marketing/pages/investor-page')),
  gold: metalPage('gold'),
  silver: metalPage('silver'),
  platinum: metalPage('platinum'),
  palladium: metalPage('palladium'),
  login: authPage(() => import('@/features/auth/pages/login-page')),
  register: authPage(() => import('@/features/auth/pages/register-page')),
  dashboard: appPage(() => import('@/app/dashboard-route')),
  products: appPage(() => import('@/features/products/pages/products-page')),
  portfolio: appPage(() => import('@/features/portfolio/pages/portfolio-page')),
  orders: appPage(() => import('@/features/orders/pages/orders-page')),
  checkout: appPage(() => import('@/features/checkout/pages/checkout-page')),
  profile: appPage(() => import('@/features/profile/pages/profile-page')),
  traceability: appPage(() => import('@/features/traceability/pages/traceability-page')),
  trading: appPage(() => import('@/features/trading/pages/trading-page')),
  inventory: appPage(() => import('@/features/inventory/pages/inventory-page')),
  analytics: appPage(() => import('@/features/analytics/pages/analytics-page')),
  clients: appPage(() => import('@/features/clients/pages/clients-page')),
  verification: appPage(() => import('@/features/verification/pages/verification-page')),
  company: appPage(() => import('@/features/company/pages/company-page')),
  settings: appPage(() => import('@/app/settings-route')),
  cart: appPage(() => import('@/features/cart/pages/cart-page')),
  users: appPage(() => import('@/features/admin/pages/users-page')),
  traders: appPage(() => import('@/features/admin/pages/traders-page')),
  'kyc-review': appPage(() => import('@/features/admin/pages/kyc-review-page')),
  'compliance-reports': appPage(() => import('@/features/admin/pages/compliance-reports-page')),
  refunds: appPage(() => import('@/features/admin/pages/refunds-page')),
  audit: appPage(() => import('@/features/admin/pages/audit-page')),
  inbox: appPage(() => import('@/features/admin/pages/inbox-page')),
};
