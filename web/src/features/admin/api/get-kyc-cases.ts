import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { KycCase, KycCaseStatus } from '@/lib/compliance';
import { adminKeys } from '@/features/admin/api/admin-keys';

export const getKycCases = (status: KycCaseStatus) =>
  apiRequest<KycCase[]>('GET', `/api/admin/kyc?status=${encodeURIComponent(status)}`);

/** GET /api/admin/kyc?status=…: review cases, oldest first. */
export const kycCasesQueryOptions = (status: KycCaseStatus) =>
  queryOptions({ queryKey: adminKeys.kycCases(status), queryFn: () => getKycCases(status) });

export function useKycCases(status: KycCaseStatus) {
  return useQuery(kycCasesQueryOptions(status));
}
