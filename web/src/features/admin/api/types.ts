import type { components } from '@/lib/api-types';
import type { User } from '@/lib/auth';
import type { OrderSummary } from '@/lib/shop/types';

/** Shapes of the admin console's answers (issue 13 contract). */
export interface AdminDashboard {
  usersByRole: { client: number; gold_trader: number; admin: number };
  usersByStatus: { active: number; pending_approval: number; suspended: number };
  pendingTraderApplications: number;
  pendingKyc: number;
  openComplianceReports: number;
  /** Refunds the payment provider refused (status failed), waiting for a retry or a settlement. */
  failedRefunds: number;
  ordersToday: number;
  /** Decimal string, US dollars, the current UTC day. */
  revenueToday: string;
  feed: { source: string; simulated: boolean; stale: boolean; lastTickAt: string | null };
}

export interface UserFilters {
  q?: string;
  role?: '' | 'client' | 'gold_trader' | 'admin';
  status?: '' | 'active' | 'pending_approval' | 'suspended';
}

/** A trader application as GET /api/admin/traders lists it (and the user detail's `application`). */
export interface TraderApplication {
  companyName: string;
  tradingLicense: string;
  businessAddress: string | null;
  tradingVolume: string | null;
  businessType: string | null;
  experience: string | null;
  submittedAt?: string | null;
  decision?: 'approved' | 'rejected' | null;
  rejectionReason?: string | null;
  decidedAt?: string | null;
}

export interface TraderAccount extends TraderApplication {
  user: User;
}

export interface AdminSession {
  id: string | number;
  device: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string | null;
}

export interface AdminKycCase {
  id: number;
  status: string;
  submittedAt?: string | null;
  decidedAt?: string | null;
  reason?: string | null;
}

export interface AdminUserDetail {
  user: User;
  orders: OrderSummary[];
  kyc: { status: string | null; cases?: AdminKycCase[] } | null;
  sessions: AdminSession[];
  application: TraderApplication | null;
}

export type AuditActor = string | { id?: number; name?: string; email?: string } | null;

export interface AuditEntry {
  id: number;
  actor: AuditActor;
  action: string;
  targetType: string | null;
  targetId: string | number | null;
  detail: unknown;
  ip: string | null;
  at: string;
}

export type ContactStatus = 'new' | 'answered' | 'closed';

export interface ContactRequest {
  id: number;
  name: string;
  email: string;
  topic: string | null;
  message: string;
  status: ContactStatus;
  createdAt: string;
  updatedAt: string | null;
}

/** A cancelled paid order's refund as GET /api/admin/refunds lists it and its retry and settlement answer it. */
export type AdminRefund = components['schemas']['RefundQueueItem'];

/** `settled`: paid back by staff outside the provider (a bank transfer). */
export type RefundStatus = AdminRefund['status'];

/** The refund queue's filter: `open` (the server's default) is failed and pending. */
export type RefundFilter = 'open' | RefundStatus;
