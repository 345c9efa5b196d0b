import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { verificationKeys } from './verification-keys';

/** One signed-in scan of the trader's items (GET /api/provenance/records). */
export interface VerificationRecord {
  id: number;
  serialNumber: string;
  productName: string;
  status: string;
  trustScore: number;
  certificationBody: string;
  scanDate: string;
  scanLocation: string;
}

export const getRecords = (q: string) =>
  apiRequest<VerificationRecord[]>('GET', `/api/provenance/records?q=${encodeURIComponent(q)}`);

export const useRecords = (q: string) =>
  useQuery(queryOptions({ queryKey: verificationKeys.records(q), queryFn: () => getRecords(q) }));

/** GET /api/provenance/records.csv: the same records as a download. */
export const recordsCsvUrl = (q: string) => `/api/provenance/records.csv?q=${encodeURIComponent(q)}`;
