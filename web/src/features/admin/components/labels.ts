import type { MessageId } from '@/i18n';

export const roleLabel: Record<string, MessageId> = {
  client: 'admin.role.client',
  gold_trader: 'admin.role.trader',
  admin: 'admin.role.admin',
};

export const kycLabel: Record<string, MessageId> = {
  verified: 'admin.kyc.verified',
  pending: 'admin.kyc.pending',
  rejected: 'admin.kyc.rejected',
};
