import { i18n } from '@/i18n';
import { HttpError, requestJson } from './http';

/** Public scanner answer (spec section 3, "Public scanner result"). */
export interface ScanResult {
  serialNumber: string;
  status: string;
  trustScore: number;
  productName: string;
  certificationBody: string;
  lastVerified: string;
  blockchainHash: string;
}

export type VerifyOutcome =
  | { kind: 'result'; result: ScanResult }
  | { kind: 'not-found'; message: string }
  | { kind: 'unavailable' };

/**
 * Looks a serial up. Until the verification service exists (a later issue wires it) any
 * failure — 404, network error, unexpected body — is reported honestly as unavailable.
 */
export async function verifySerial(serial: string): Promise<VerifyOutcome> {
  try {
    const result = await requestJson<ScanResult>(`/api/verify/${encodeURIComponent(serial.trim())}`);
    if (!result || typeof result !== 'object' || !('status' in result)) return { kind: 'unavailable' };
    return { kind: 'result', result };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      return { kind: 'not-found', message: error.body?.message ?? i18n._('scanner.notFound') };
    return { kind: 'unavailable' };
  }
}
