import { i18n } from '@/i18n';
import { apiRequest, errorStatus, readApiError } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

type VerificationResult = components['schemas']['VerificationResult'];

/** Public scanner answer (spec section 3, "Public scanner result"): the fields the landing page shows. */
export type ScanResult = Pick<
  VerificationResult,
  'serialNumber' | 'status' | 'trustScore' | 'productName' | 'certificationBody' | 'lastVerified' | 'blockchainHash'
>;

export type VerifyOutcome =
  { kind: 'result'; result: ScanResult } | { kind: 'not-found'; message: string } | { kind: 'unavailable' };

/** Looks a serial up; a network error or an unexpected body is reported honestly as unavailable. */
export async function verifySerial(serial: string): Promise<VerifyOutcome> {
  try {
    const result = await apiRequest<ScanResult>('GET', `/api/verify/${encodeURIComponent(serial.trim())}`);
    if (!result || typeof result !== 'object' || !('status' in result)) return { kind: 'unavailable' };
    return { kind: 'result', result };
  } catch (error) {
    if (errorStatus(error) === 404)
      return { kind: 'not-found', message: readApiError(error)?.message ?? i18n._('scanner.notFound') };
    return { kind: 'unavailable' };
  }
}
