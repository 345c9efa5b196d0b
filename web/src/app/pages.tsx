import { lazy, type ComponentType } from 'react';
import type { PageId } from '@/config/routes';

const MetalPage = lazy(() => import('@/features/marketing/pages/metal-page'));

/** Every page module, loaded on first visit. Keys match `PageId` in config/routes.ts. */
export const pages: Record<PageId, ComponentType> = {
  landing: lazy(() => import('@/features/marketing/pages/landing-page')),
  'trader-registration': lazy(() => import('@/features/marketing/pages/trader-registration-page')),
  crypto: lazy(() => import('@/features/marketing/pages/crypto-page')),
  compliance: lazy(() => import('@/features/marketing/pages/compliance-page')),
  sharjah: lazy(() => import('@/features/marketing/pages/sharjah-page')),
  investor: lazy(() => import('@/features/marketing/pages/investor-page')),
  gold: () => <MetalPage metal="gold" />,
  silver: () => <MetalPage metal="silver" />,
  platinum: () => <MetalPage metal="platinum" />,
  palladium: () => <MetalPage metal="palladium" />,
  login: lazy(() => import('@/features/auth/pages/login-page')),
  register: lazy(() => import('@/features/auth/pages/register-page')),
  dashboard: lazy(() => import('@/features/dashboard/pages/dashboard-page')),
  products: lazy(() => import('@/features/products/pages/products-page')),
  portfolio: lazy(() => import('@/features/portfolio/pages/portfolio-page')),
  orders: lazy(() => import('@/features/orders/pages/orders-page')),
  checkout: lazy(() => import('@/features/checkout/pages/checkout-page')),
  profile: lazy(() => import('@/features/profile/pages/profile-page')),
  traceability: lazy(() => import('@/features/traceability/pages/traceability-page')),
  trading: lazy(() => import('@/features/trading/pages/trading-page')),
  inventory: lazy(() => import('@/features/inventory/pages/inventory-page')),
  analytics: lazy(() => import('@/features/analytics/pages/analytics-page')),
  clients: lazy(() => import('@/features/clients/pages/clients-page')),
  verification: lazy(() => import('@/features/verification/pages/verification-page')),
  company: lazy(() => import('@/features/company/pages/company-page')),
  settings: lazy(() => import('@/features/settings/pages/settings-page')),
  cart: lazy(() => import('@/features/cart/pages/cart-page')),
  users: lazy(() => import('@/features/admin/pages/users-page')),
  traders: lazy(() => import('@/features/admin/pages/traders-page')),
};
