import { useMutation } from '@tanstack/react-query';
import { languageHeader, throwIfNotOk } from '@/lib/api-client';

/** "attachment; filename="aurum-export.json"" → "aurum-export.json". */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match ? decodeURIComponent(match[1]) : fallback;
}

/** GET /api/account/export as a file: the browser saves it under the server's name. */
export async function exportAccount(): Promise<string> {
  const res = await fetch('/api/account/export', { credentials: 'include', headers: languageHeader() });
  await throwIfNotOk(res);
  const name = attachmentName(res.headers.get('Content-Disposition'), 'aurum-account-export.json');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}

export function useExportAccount() {
  return useMutation({ mutationFn: exportAccount });
}
