import { apiRequest } from '@/lib/api-client';
import type { VerificationResult } from '@/lib/provenance/types';

/** Where the scan took place, when the browser gave a position. */
export interface ScanPlace {
  lat: number;
  lon: number;
}

/**
 * POST /api/provenance/scans — a signed-in scan or lookup: the same answer as the public
 * GET /api/verify/{query}, and the scan is recorded (clone detection, dashboard, dealer records).
 */
export const scanQuery = (query: string, place?: ScanPlace) =>
  apiRequest<VerificationResult>('POST', '/api/provenance/scans', { query: query.trim(), ...place });
