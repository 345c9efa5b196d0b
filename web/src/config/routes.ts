import { prefixLocalePath, splitLocalePath, type Locale } from '@/i18n';
import type { User } from '@/lib/auth';

/**
 * Who may see a route (spec section 2):
 * - signed-out: public pages; a signed-in visitor gets the 404 page (or /dashboard for login forms)
 * - signed-in: needs a session; a signed-out visitor is sent to /login
 * - everyone: same page either way (/compliance)
 * - admin: signed-in admins only
 */
export type RouteAccess = 'signed-out' | 'signed-in' | 'everyone' | 'admin';

export type PageId =
  | 'landing'
  | 'login'
  | 'register'
  | 'trader-registration'
  | 'sharjah'
  | 'investor'
  | 'compliance'
  | 'gold'
  | 'silver'
  | 'platinum'
  | 'palladium'
  | 'dashboard'
  | 'products'
  | 'portfolio'
  | 'orders'
  | 'checkout'
  | 'profile'
  | 'traceability'
  | 'crypto'
  | 'trading'
  | 'inventory'
  | 'analytics'
  | 'clients'
  | 'verification'
  | 'company'
  | 'settings'
  | 'cart'
  | 'users'
  | 'traders'
  | 'kyc-review'
  | 'compliance-reports'
  | 'refunds'
  | 'audit'
  | 'inbox';

export interface AppRoute {
  path: string;
  page: PageId;
  access: RouteAccess;
  /** Signed-in pages render inside the sidebar layout; 'when-signed-in' only for a session. */
  layout: boolean | 'when-signed-in';
  /** For a signed-out visitor: the sign-in page (default), or the spec's 'Unauthorized' toast and /api/login. */
  signedOut?: 'sign-in-again';
}

const signedOut = (path: string, page: PageId): AppRoute => ({ path, page, access: 'signed-out', layout: false });
const signedIn = (path: string, page: PageId): AppRoute => ({ path, page, access: 'signed-in', layout: true });
const adminOnly = (path: string, page: PageId): AppRoute => ({ path, page, access: 'admin', layout: true });

export const appRoutes: readonly AppRoute[] = [
  signedOut('/', 'landing'),
  signedOut('/login', 'login'),
  signedOut('/register', 'register'),
  signedOut('/trader-registration', 'trader-registration'),
  signedOut('/sharjah', 'sharjah'),
  signedOut('/investor', 'investor'),
  signedOut('/gold', 'gold'),
  signedOut('/silver', 'silver'),
  signedOut('/platinum', 'platinum'),
  signedOut('/palladium', 'palladium'),
  { path: '/compliance', page: 'compliance', access: 'everyone', layout: 'when-signed-in' },
  signedIn('/', 'dashboard'),
  signedIn('/dashboard', 'dashboard'),
  // Admins manage every seller's products at /products (the inventory view); others get the catalogue.
  adminOnly('/products', 'inventory'),
  signedIn('/products', 'products'),
  signedIn('/portfolio', 'portfolio'),
  signedIn('/orders', 'orders'),
  signedIn('/checkout', 'checkout'),
  { ...signedIn('/profile', 'profile'), signedOut: 'sign-in-again' },
  signedIn('/traceability', 'traceability'),
  signedIn('/crypto', 'crypto'),
  signedIn('/trading', 'trading'),
  signedIn('/inventory', 'inventory'),
  signedIn('/analytics', 'analytics'),
  signedIn('/clients', 'clients'),
  signedIn('/verification', 'verification'),
  signedIn('/company', 'company'),
  signedIn('/settings', 'settings'),
  signedIn('/cart', 'cart'),
  adminOnly('/users', 'users'),
  adminOnly('/traders', 'traders'),
  adminOnly('/kyc-review', 'kyc-review'),
  adminOnly('/compliance-reports', 'compliance-reports'),
  adminOnly('/refunds', 'refunds'),
  adminOnly('/audit', 'audit'),
  adminOnly('/inbox', 'inbox'),
];

/** Pages a signed-in visitor is bounced from to their dashboard rather than shown a 404. */
const bounceWhenSignedIn = new Set(['/login', '/register']);

export type RouteDecision =
  | { kind: 'render'; route: AppRoute }
  | { kind: 'redirect'; to: string }
  | { kind: 'sign-in-again' }
  | { kind: 'not-found' };

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** A path without its language prefix or trailing slash: "/es/gold/" → "/gold". */
export function barePath(pathname: string): string {
  return normalize(splitLocalePath(pathname).path);
}

/** Pages anyone signed out can open: they also exist under a language prefix (/es/gold). */
export function isPublicRoute(route: AppRoute): boolean {
  return route.access === 'signed-out' || route.access === 'everyone';
}

/**
 * Decide what a visitor (signed out when user is null) sees at a path. Public pages also answer
 * under a language prefix ("/es/gold", "/fr/"); a prefixed path of a signed-in page redirects to
 * the unprefixed one (the language of the app is the visitor's choice, not the URL's).
 */
export function resolveRoute(pathname: string, user: Pick<User, 'role'> | null): RouteDecision {
  const { locale, path: bare } = splitLocalePath(pathname);
  const decision = resolveBareRoute(bare, user);
  if (locale && decision.kind === 'render' && !isPublicRoute(decision.route))
    return { kind: 'redirect', to: normalize(bare) };
  return decision;
}

/**
 * The URL of an in-app path in a language: a public page gets the language prefix ("/gold" →
 * "/es/gold", "/#contact" → "/es/#contact"), every other path is returned as it is.
 */
export function localizePath(to: string, locale: Locale): string {
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(to) ?? [];
  const bare = splitLocalePath(path || '/').path;
  const isPublic = appRoutes.some((r) => r.path === normalize(bare) && isPublicRoute(r));
  return isPublic ? prefixLocalePath(bare, locale) + rest : to;
}

function resolveBareRoute(pathname: string, user: Pick<User, 'role'> | null): RouteDecision {
  const path = normalize(pathname);
  const candidates = appRoutes.filter((r) => r.path === path);
  if (candidates.length === 0) return { kind: 'not-found' };

  const match = candidates.find((r) => {
    switch (r.access) {
      case 'everyone':
        return true;
      case 'signed-out':
        return user === null;
      case 'signed-in':
        return user !== null;
      case 'admin':
        return user?.role === 'admin';
    }
  });
  if (match) return { kind: 'render', route: match };

  if (user === null)
    return candidates.some((r) => r.signedOut === 'sign-in-again')
      ? { kind: 'sign-in-again' }
      : { kind: 'redirect', to: '/login' };
  if (bounceWhenSignedIn.has(path)) return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'not-found' };
}

/** Whether a route renders inside the signed-in layout for this visitor. */
export function usesLayout(route: AppRoute, user: Pick<User, 'role'> | null): boolean {
  return route.layout === 'when-signed-in' ? user !== null : route.layout;
}
