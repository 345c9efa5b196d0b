import type { MessageId } from '@/i18n';
import type { SecurityEvent } from '@/features/security/api/get-login-history';

/** The message id that puts a security-log event in words. */
export const eventLabelIds: Record<SecurityEvent['event'], MessageId> = {
  sign_in: 'security.event.signIn',
  sign_in_failed: 'security.event.signInFailed',
  mfa_required: 'security.event.mfaRequired',
  mfa_verified: 'security.event.mfaVerified',
  mfa_failed: 'security.event.mfaFailed',
  passkey_sign_in: 'security.event.passkeySignIn',
  recovery_code_used: 'security.event.recoveryCodeUsed',
  totp_enabled: 'security.event.totpEnabled',
  totp_disabled: 'security.event.totpDisabled',
  recovery_codes_regenerated: 'security.event.recoveryCodesRegenerated',
  passkey_added: 'security.event.passkeyAdded',
  passkey_removed: 'security.event.passkeyRemoved',
  password_changed: 'security.event.passwordChanged',
  session_revoked: 'security.event.sessionRevoked',
  other_sessions_revoked: 'security.event.otherSessionsRevoked',
  new_device: 'security.event.newDevice',
};
