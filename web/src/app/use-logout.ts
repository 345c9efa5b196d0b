import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { setDisplayPreferences } from '@/lib/format';

/**
 * Sign out: POST /api/auth/logout, then forget every cached answer and the display preferences
 * (dates and prices as for any visitor) and go to /.
 * A failed call is logged and the client still signs out locally (spec section 4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(async () => {
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch (error) {
      console.warn('Logout request failed; signing out locally anyway.', error);
    }
    navigate('/', { replace: true });
    queryClient.clear();
    queryClient.setQueryData(authKeys.user, null);
    // Last: a preferences change re-renders at once, and the signed-in page still showing must not
    // see the cleared user before the navigation to / has landed (it would send us to /login).
    setDisplayPreferences(null);
  }, [navigate, queryClient]);
}
