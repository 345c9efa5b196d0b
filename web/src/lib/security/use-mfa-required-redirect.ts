import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { i18n } from '@/i18n';
import { readApiError } from '@/lib/api-client';
import { toast } from '@/lib/use-toast';

/** Where an administrator without a second factor enrols one. */
export const MFA_ENROLMENT_PATH = '/settings?tab=security';

export function isMfaRequired(error: unknown): boolean {
  return readApiError(error)?.code === 'mfa_required';
}

/**
 * Administrators must enrol a second factor before admin routes answer (403 mfa_required). When
 * any query or mutation fails that way, say why and open Settings > Security; once enrolled the
 * session is lifted and the admin pages work again.
 */
export function useMfaRequiredRedirect() {
  const client = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    let last = 0;
    const redirect = (error: unknown) => {
      if (!isMfaRequired(error)) return;
      // Several queries of one page fail together: one toast and one navigation.
      if (Date.now() - last < 2000) return;
      last = Date.now();
      toast({
        variant: 'destructive',
        title: i18n._('security.mfaRequired.title'),
        description: i18n._('security.mfaRequired.body'),
      });
      navigate(MFA_ENROLMENT_PATH);
    };
    const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') redirect(event.action.error);
    });
    const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') redirect(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [client, navigate]);
}
