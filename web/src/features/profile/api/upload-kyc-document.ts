import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { complianceKeys, kycKeys, type KycCategory, type KycDocument, type KycDocumentType } from '@/lib/compliance';

export interface KycUpload {
  documentType: KycDocumentType;
  category?: KycCategory;
  file: File;
}

/** POST /api/kyc/upload: the file itself, as multipart/form-data. */
export function uploadKycDocument({ documentType, category = 'identity', file }: KycUpload) {
  const form = new FormData();
  form.append('documentType', documentType);
  form.append('category', category);
  form.append('file', file);
  return apiRequest<KycDocument>('POST', '/api/kyc/upload', form);
}

/** Upload, then refetch the user (spec: the KYC status changes) and the compliance views. */
export function useUploadKycDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadKycDocument,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: authKeys.user }),
        client.invalidateQueries({ queryKey: complianceKeys.all }),
        client.invalidateQueries({ queryKey: kycKeys.all }),
      ]),
  });
}
