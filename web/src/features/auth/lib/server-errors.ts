import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, readApiError } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';

/**
 * Show a server error beside its field when the server names one the form has,
 * otherwise as a destructive toast.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldFor: (serverField: string) => Path<T> | undefined,
  toastTitle: string,
) {
  const body = readApiError(error);
  const field = body?.field ? fieldFor(body.field) : undefined;
  if (body && field) {
    setError(field, { type: 'server', message: body.message }, { shouldFocus: true });
    return;
  }
  toast({ variant: 'destructive', title: toastTitle, description: errorMessage(error) });
}
