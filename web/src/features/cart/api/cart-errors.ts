import { i18n } from '@/i18n';
import { errorStatus, readApiError } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';

/** A failed cart change: the server's message (e.g. 409 "Only 3 units … are available"). */
export function toastCartError(error: unknown, fallback: string) {
  const body = readApiError(error);
  toast({
    title: i18n._(errorStatus(error) === 409 ? 'cart.error.stock' : 'cart.error'),
    description: body?.message ?? fallback,
    variant: 'destructive',
  });
}
