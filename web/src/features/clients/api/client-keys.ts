import type { MetalType } from '@/lib/metals';
import { productKeys } from '@/lib/shop/keys';
import type { OrderSummary, Product } from '@/lib/shop/types';

/** Spec section 4; the rules live on the server (docs/trader-workspace.md). */
export const CLIENT_STATUSES = ['premium', 'active', 'new', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** GET /api/trader/clients: people who bought from this trader or registered from its invite. */
export interface TraderClient {
  id: number;
  name: string;
  email: string;
  orders: number;
  totalValue: string;
  lastOrder: string | null;
  kycStatus: string | null;
  status: ClientStatus;
}

export interface ClientFilters {
  q: string;
  status: ClientStatus | 'all';
}

export interface TraderInvite {
  id: number;
  email: string;
  status: 'pending' | 'registered' | string;
  createdAt: string;
}

export type OfferStatus = 'open' | 'accepted' | 'declined' | 'cancelled' | 'expired';

export interface OfferLine {
  productId: number;
  name: string;
  metalType: MetalType;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

/** A trader's prepared order for one client, prices locked until `expiresAt`. */
export interface Offer {
  id: number;
  clientId: number;
  clientName: string;
  traderId: number;
  sellerName: string;
  status: OfferStatus;
  note: string | null;
  lines: OfferLine[];
  total: string;
  createdAt: string;
  expiresAt: string;
}

export interface OfferRequest {
  clientId: number;
  lines: { productId: number; quantity: number }[];
  note?: string;
  expiresInHours?: number;
}

/** GET /api/products/mine: the product with its lifecycle fields. */
export type MineProduct = Product & { active?: boolean; stockStatus?: string; sellerName?: string };

export type ClientOrder = OrderSummary;

export const clientKeys = {
  all: ['/api/trader/clients'] as const,
  list: (filters: ClientFilters) => [...clientKeys.all, filters] as const,
  orders: (id: number) => [...clientKeys.all, id, 'orders'] as const,
};

export const inviteKeys = { all: ['/api/trader/invites'] as const };

export const offerKeys = { all: ['/api/trader/offers'] as const };

export const mineActiveKey = [...productKeys.mine, { status: 'active' }] as const;
