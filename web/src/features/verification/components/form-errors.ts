import { readApiError } from '@/lib/api-client';

/** Error messages by form field; `form` holds the one shown above the buttons. */
export type Errors = Partial<Record<string, string>>;

/** Server errors name their field; anything else is shown above the buttons. */
export function fieldErrors(error: unknown, fallback: string): Errors {
  const apiError = readApiError(error);
  return apiError?.field ? { [apiError.field]: apiError.message } : { form: apiError?.message ?? fallback };
}
