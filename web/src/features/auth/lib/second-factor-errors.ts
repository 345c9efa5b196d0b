import { i18n } from '@/i18n';
import { errorStatus, readApiError } from '@/lib/api-client';

/**
 * What went wrong with a second factor, in words: too many attempts (429), a sign-in that has
 * expired or was used up (401 unauthorized: start again), or a wrong code (the server's message).
 */
export function secondFactorError(error: unknown): { message: string; restart: boolean } {
  const status = errorStatus(error);
  const body = readApiError(error);
  if (status === 429) return { message: i18n._('auth.mfa.tooMany'), restart: true };
  if (status === 401 && body?.code !== 'invalid_credentials')
    return { message: i18n._('auth.mfa.expired'), restart: true };
  return { message: body?.message ?? i18n._('auth.mfa.failed'), restart: false };
}
