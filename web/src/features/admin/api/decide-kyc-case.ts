import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { apiRequest } from '@/lib/api-client';
import type { KycCaseDetail } from '@/lib/compliance';
import { adminKeys } from '@/features/admin/api/admin-keys';

export type KycDecision = components['schemas']['KycDecisionRequest'];

export const decideKycCase = ({ id, ...body }: KycDecision & { id: number }) =>
  apiRequest<KycCaseDetail>('POST', `/api/admin/kyc/${id}/decision`, body);

/** Approve, reject or ask for a re-upload; then refetch the review lists and users. */
export function useDecideKycCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideKycCase,
    onSuccess: (detail) => client.setQueryData(adminKeys.kycCase(detail.id), detail),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
