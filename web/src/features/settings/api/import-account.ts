import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { alertKeys, settingsKeys, type AccountImportResult } from '@/features/settings/api/settings-keys';

/** Thrown when the chosen file is not JSON (the server is not asked). */
export class NotJsonFileError extends Error {}

/** POST /api/account/import with an export file's JSON: settings and price alerts are restored. */
export async function importAccount(file: File): Promise<AccountImportResult> {
  let body: unknown;
  try {
    body = JSON.parse(await file.text());
  } catch {
    throw new NotJsonFileError(file.name);
  }
  return apiRequest<AccountImportResult>('POST', '/api/account/import', body);
}

export function useImportAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importAccount,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: settingsKeys.all });
      void client.invalidateQueries({ queryKey: alertKeys.all });
    },
  });
}
