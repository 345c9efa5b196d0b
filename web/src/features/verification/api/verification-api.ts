import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

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

export interface RegistryItem {
  id: number;
  serialNumber: string;
  productName: string;
  metal: string;
  weight: string;
  purity: string;
  status: string;
}

export interface LookupResult {
  status: string;
  statusText: string;
  serialNumber: string;
  productName: string;
  trustScore: number;
  certificationBody: string | null;
  reasons: string[];
}

export const verificationKeys = {
  all: ['/api/provenance'] as const,
  records: (q: string) => ['/api/provenance', 'records', q] as const,
  items: ['/api/provenance', 'items'] as const,
};

export const useRecords = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: verificationKeys.records(q),
      queryFn: () => apiRequest<VerificationRecord[]>('GET', `/api/provenance/records?q=${encodeURIComponent(q)}`),
    }),
  );

export const useItems = () =>
  useQuery(queryOptions({ queryKey: verificationKeys.items, queryFn: () => apiRequest<RegistryItem[]>('GET', '/api/provenance/items') }));

/** A trader's scan is a signed-in scan (POST /api/provenance/scans): recorded, same answer as the GET. */
export const lookup = (serial: string) => apiRequest<LookupResult>('POST', '/api/provenance/scans', { query: serial.trim() });

export const recordsCsvUrl = (q: string) => `/api/provenance/records.csv?q=${encodeURIComponent(q)}`;
export const qrLabelUrl = (serial: string) => `/api/provenance/items/${encodeURIComponent(serial)}/qr.svg`;
