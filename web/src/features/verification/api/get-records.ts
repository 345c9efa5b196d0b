import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ScanRecord } from '@/lib/provenance/types';
import { verificationKeys } from './verification-keys';

export const getRecords = (q: string) =>
  apiRequest<ScanRecord[]>('GET', `/api/provenance/records?q=${encodeURIComponent(q)}`);

export const useRecords = (q: string) =>
  useQuery(queryOptions({ queryKey: verificationKeys.records(q), queryFn: () => getRecords(q) }));

/** GET /api/provenance/records.csv: the same records as a download. */
export const recordsCsvUrl = (q: string) => `/api/provenance/records.csv?q=${encodeURIComponent(q)}`;
