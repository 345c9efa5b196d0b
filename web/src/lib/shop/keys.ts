/**
 * Query keys for shop resources, general to specific. Each key joins into its GET path (the
 * default query fn), so `['/api/orders', 5]` reads /api/orders/5. They live in the shared layer
 * because one purchase changes data that several features show (cart, orders, portfolio,
 * dashboard), and features must not import each other.
 */
export const productKeys = {
  all: ['/api/products'] as const,
  mine: ['/api/products/mine'] as const,
};

export const cartKeys = {
  all: ['/api/cart'] as const,
  totals: ['/api/cart/totals'] as const,
};

export const checkoutKeys = {
  quote: ['/api/checkout/quote'] as const,
};

export const orderKeys = {
  all: ['/api/orders'] as const,
  manage: ['/api/orders/manage'] as const,
  detail: (id: number) => ['/api/orders', id] as const,
};

export const portfolioKeys = {
  all: ['/api/portfolio'] as const,
  summary: ['/api/portfolio/summary'] as const,
  transactions: ['/api/transactions'] as const,
};

export const shopCsv = {
  orders: '/api/orders/export.csv',
  portfolio: '/api/portfolio/export.csv',
};
