import { queryOptions, useQuery } from '@tanstack/react-query';
import { kycKeys, type KycDocument } from '@/lib/compliance';

/** GET /api/kyc/documents: the caller's own documents, newest first. */
export const kycDocumentsQueryOptions = () => queryOptions<KycDocument[]>({ queryKey: kycKeys.documents() });

export function useKycDocuments() {
  return useQuery(kycDocumentsQueryOptions());
}
