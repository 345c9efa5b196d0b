import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycCaseDetail } from '@/lib/compliance';
import { adminKeys } from '@/features/admin/api/admin-keys';

/** GET /api/admin/kyc/{id} through the default query fn: the person, documents and history. */
export const kycCaseQueryOptions = (id: number) => queryOptions<KycCaseDetail>({ queryKey: adminKeys.kycCase(id) });

export function useKycCase(id: number | null) {
  return useQuery({ ...kycCaseQueryOptions(id ?? 0), enabled: id !== null });
}

/** Where the admin previews a case document inline (Content-Disposition: inline, audited). */
export const kycDocumentUrl = (caseId: number, documentId: number) =>
  `/api/admin/kyc/${caseId}/documents/${documentId}`;
