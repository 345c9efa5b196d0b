import { apiRequest } from '@/lib/api-client';

/** The item as the owner endpoints return it (api/openapi.yaml SerializedItem). */
export interface OwnedItem {
  serialNumber: string;
  status: string;
}

/** POST /api/provenance/items/{serial}/report — the owner reports the item stolen or lost. */
export const reportItem = (serial: string, kind: 'stolen' | 'lost', note = '') =>
  apiRequest<OwnedItem>('POST', `/api/provenance/items/${encodeURIComponent(serial)}/report`, { kind, note });

/** POST /api/provenance/items/{serial}/transfer — the owner hands the item to another account. */
export const transferItem = (serial: string, toEmail: string) =>
  apiRequest<OwnedItem>('POST', `/api/provenance/items/${encodeURIComponent(serial)}/transfer`, { toEmail });
