import { apiRequest } from '@/lib/api-client';
import type { VerificationResult } from './types';

/** Looks a serial, QR payload or id up; `place` is a coarse "lat,lon" when the browser gave one. */
export const verifyQuery = (query: string, place?: string) =>
  apiRequest<VerificationResult>(
    'GET',
    `/api/verify/${encodeURIComponent(query.trim())}${place ? `?place=${encodeURIComponent(place)}` : ''}`,
  );
