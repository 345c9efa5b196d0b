import type { MessageId } from '@/i18n';
import type { User } from '@/lib/auth';

export const roleLabel: Record<User['role'], MessageId> = {
  client: 'admin.role.client',
  gold_trader: 'admin.role.trader',
  admin: 'admin.role.admin',
};

export const kycLabel: Record<string, MessageId> = {
  verified: 'admin.kyc.verified',
  pending: 'admin.kyc.pending',
  rejected: 'admin.kyc.rejected',
};

export const statusLabel: Record<User['status'], MessageId> = {
  active: 'admin.status.active',
  pending_approval: 'admin.status.pendingApproval',
  suspended: 'admin.status.suspended',
};
