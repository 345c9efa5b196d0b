import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@/lib/api-types';
import { apiRequest } from '@/lib/api-client';
import type { AdminComplianceReport } from '@/lib/compliance';
import { adminKeys } from '@/features/admin/api/admin-keys';

export type ReportDecision = components['schemas']['ReportDecisionRequest'];

export const decideComplianceReport = ({ id, ...body }: ReportDecision & { id: number }) =>
  apiRequest<AdminComplianceReport>('POST', `/api/admin/compliance/reports/${id}/decision`, body);

/** Clear a report, or escalate it (which flags the account). */
export function useDecideComplianceReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideComplianceReport,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.reports() }),
  });
}
