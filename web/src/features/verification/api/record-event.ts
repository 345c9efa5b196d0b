import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { verificationKeys } from './verification-keys';

/** Custody events a dealer may record (sale, delivery, transfer and report come from the platform). */
export const CUSTODY_EVENT_TYPES = [
  'dealer_receipt',
  'vault_intake',
  'inspection',
  'assay',
  'certification',
  'refinery',
  'mine',
] as const;
export type CustodyEventType = (typeof CUSTODY_EVENT_TYPES)[number];

export interface NewCustodyEvent {
  type: CustodyEventType;
  location: string;
  action: string;
  verifiedBy: string;
}

/** POST /api/provenance/items/{serial}/events → 201 the linked event. */
export const recordEvent = (serial: string, body: NewCustodyEvent) =>
  apiRequest<{ seq: number; type: string; timestamp: string }>(
    'POST',
    `/api/provenance/items/${encodeURIComponent(serial)}/events`,
    body,
  );

export function useRecordEvent(serial: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCustodyEvent) => recordEvent(serial, body),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}
