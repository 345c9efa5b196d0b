import { describe, expect, it } from 'vitest';
import { appRoutes, resolveRoute, usesLayout } from '@/config/routes';

const client = { role: 'client' as const };
const trader = { role: 'gold_trader' as const };
const admin = { role: 'admin' as const };

const pageAt = (path: string, user: Parameters<typeof resolveRoute>[1]) => {
  const decision = resolveRoute(path, user);
  return decision.kind === 'render' ? decision.route.page : decision;
};

describe('route guard', () => {
  it('sends a signed-out visit to a signed-in route to /login', () => {
    for (const path of ['/dashboard', '/orders', '/crypto', '/settings', '/users']) {
      expect(resolveRoute(path, null)).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('shows the landing page signed out and the dashboard signed in at /', () => {
    expect(pageAt('/', null)).toBe('landing');
    expect(pageAt('/', client)).toBe('dashboard');
    expect(pageAt('/', trader)).toBe('dashboard');
  });

  it('opens /compliance to everyone, inside the sidebar layout only when signed in', () => {
    expect(pageAt('/compliance', null)).toBe('compliance');
    expect(pageAt('/compliance', client)).toBe('compliance');
    const compliance = appRoutes.find((r) => r.path === '/compliance')!;
    expect(usesLayout(compliance, null)).toBe(false);
    expect(usesLayout(compliance, client)).toBe(true);
  });

  it('shows admins the inventory of every seller at /products, the catalogue to everyone else', () => {
    expect(pageAt('/products', admin)).toBe('inventory');
    expect(pageAt('/products', client)).toBe('products');
    expect(pageAt('/products', trader)).toBe('products');
  });

  it('keeps admin pages for admins', () => {
    expect(pageAt('/users', admin)).toBe('users');
    expect(pageAt('/traders', admin)).toBe('traders');
    expect(pageAt('/kyc-review', admin)).toBe('kyc-review');
    expect(pageAt('/compliance-reports', admin)).toBe('compliance-reports');
    expect(pageAt('/refunds', admin)).toBe('refunds');
    expect(pageAt('/audit', admin)).toBe('audit');
    expect(pageAt('/inbox', admin)).toBe('inbox');
    expect(resolveRoute('/kyc-review', client)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/users', client)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/refunds', trader)).toEqual({ kind: 'not-found' });
  });

  it('shows 404 for unknown paths whoever visits', () => {
    expect(resolveRoute('/no-such-page', null)).toEqual({ kind: 'not-found' });
    expect(resolveRoute('/no-such-page', client)).toEqual({ kind: 'not-found' });
  });

  it('sends a signed-in visit to the sign-in forms to the dashboard', () => {
    expect(resolveRoute('/login', client)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(resolveRoute('/register', trader)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('ignores a trailing slash', () => {
    expect(pageAt('/orders/', client)).toBe('orders');
  });
});
