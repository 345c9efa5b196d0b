import type { CartItem, CartTotals, OrderSummary, PaymentIntent, Product } from '@/lib/shop/types';

/** Test data in the server's shapes (docs/shop-api.md). */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Gold Bar 1 oz (PAMP Suisse)',
    description: 'LBMA good-delivery fine gold bar.',
    metalType: 'gold',
    weight: 1,
    currentPrice: '2102.00',
    imageUrl: '/media/products/gold-bar.svg',
    fallbackImageUrl: '/media/products/gold.svg',
    inventory: 40,
    form: 'bar',
    purity: 9999,
    fineWeight: 0.9999,
    premium: '55.20',
    spotPrice: '2047.00',
    inStock: true,
    sellerId: 2,
    priceUpdatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function makeCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 17,
    productId: 1,
    name: 'Silver Coin 1 oz',
    description: 'A fine silver coin.',
    metalType: 'silver',
    price: '31.50',
    quantity: 2,
    imageUrl: '/media/products/silver-coin.svg',
    lineTotal: '63.00',
    inventory: 100,
    weight: 1,
    ...overrides,
  };
}

export function makeTotals(overrides: Partial<CartTotals> = {}): CartTotals {
  return {
    subtotal: '63.00',
    shipping: '25.00',
    tax: '5.04',
    total: '93.04',
    freeShippingShortfall: '937.00',
    freeShippingThreshold: '1000.00',
    itemCount: 2,
    lineCount: 1,
    ...overrides,
  };
}

export function makeIntent(overrides: Partial<PaymentIntent> = {}): PaymentIntent {
  return {
    clientSecret: 'qt_12_secret_abc',
    quoteId: 12,
    paymentIntentId: 12,
    status: 'requires_payment_method',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    currency: 'usd',
    amount: '4540.32',
    subtotal: '4204.00',
    shipping: '0.00',
    tax: '336.32',
    total: '4540.32',
    lines: [
      {
        productId: 1,
        name: 'Gold Bar 1 oz',
        metalType: 'gold',
        quantity: 2,
        unitPrice: '2102.00',
        lineTotal: '4204.00',
        weight: 1,
      },
    ],
    requiresAcceptance: false,
    previousTotal: null,
    provider: 'test',
    testMode: true,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 5,
    createdAt: '2026-03-01T12:01:00.000Z',
    status: 'processing',
    totalAmount: '4540.32',
    paymentMethod: 'Visa •••• 4242',
    trackingNumber: null,
    itemCount: 2,
    buyerId: 7,
    ...overrides,
  };
}
