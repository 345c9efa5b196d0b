import type { components } from '@/lib/api-types';
import { ApiError } from '@/lib/api-client';

type ComplianceError = components['schemas']['ComplianceError'];

export type ComplianceRefusal =
  | { code: 'limit_exceeded'; message: string; limit: 'daily' | 'monthly'; remaining: string }
  | { code: 'account_flagged'; message: string };

/**
 * A 403 limit_exceeded (with `limit` and `remaining`) or account_flagged from
 * create-payment-intent or confirm; null for any other error.
 */
export function complianceRefusal(error: unknown): ComplianceRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  let body: Partial<ComplianceError>;
  try {
    body = JSON.parse(error.bodyText) as Partial<ComplianceError>;
  } catch {
    return null;
  }
  const message = typeof body.message === 'string' ? body.message : '';
  if (body.code === 'account_flagged') return { code: 'account_flagged', message };
  if (body.code === 'limit_exceeded') {
    return {
      code: 'limit_exceeded',
      message,
      limit: body.limit === 'monthly' ? 'monthly' : 'daily',
      remaining: typeof body.remaining === 'string' ? body.remaining : '0.00',
    };
  }
  return null;
}
