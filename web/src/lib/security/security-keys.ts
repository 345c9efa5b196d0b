import type { components } from '@/lib/api-types';

export type MfaStatus = components['schemas']['MfaStatus'];
export type MfaMethod = MfaStatus['methods'][number];
export type TotpSetup = components['schemas']['TotpSetup'];
export type RecoveryCodes = components['schemas']['RecoveryCodes'];

/**
 * Query keys of the account-security endpoints (the default query fn GETs the joined key).
 * Shared by the Settings > Security panel and the trading page's MFA card.
 */
export const securityKeys = {
  mfa: ['/api/auth/mfa'] as const,
  passkeys: ['/api/auth/passkeys'] as const,
  sessions: ['/api/auth/sessions'] as const,
  loginHistory: ['/api/auth/login-history'] as const,
};
