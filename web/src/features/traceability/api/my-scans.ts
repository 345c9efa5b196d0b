import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { traceabilityKeys } from './traceability-keys';
import type { ScanStats } from './types';

export const getMyScans = () => apiRequest<ScanStats>('GET', '/api/provenance/my-scans');
export const myScansQueryOptions = () => queryOptions({ queryKey: traceabilityKeys.myScans, queryFn: getMyScans });
export const useMyScans = () => useQuery(myScansQueryOptions());
