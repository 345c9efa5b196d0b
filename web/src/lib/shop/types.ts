import type { components } from '@/lib/api-types';

type S = components['schemas'];
export type Product = S['Product'];
export type CartItem = S['CartItem'];
export type CartTotals = S['CartTotals'];
export type PaymentIntent = S['PaymentIntent'];
export type PaymentResult = S['PaymentResult'];
export type ShippingAddress = S['ShippingAddress'];
export type CardInput = S['CardInput'];
/** `sellerId`/`sellerName`: the order's seller (one order per seller since issue 13; null = house). */
export type OrderSummary = S['OrderSummary'] & { sellerId?: number | null; sellerName?: string | null };
export type OrderDetail = S['OrderDetail'];
export type OrderStatus = S['OrderStatus'];
export type PortfolioItem = S['PortfolioItem'];
export type PortfolioSummary = S['PortfolioSummary'];
export type Transaction = S['Transaction'];
