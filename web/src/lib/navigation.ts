import { i18n } from '@/i18n';
import { toast } from '@/lib/use-toast';

/**
 * Full-page navigation (leaving the SPA, e.g. to /api/login). An object so tests can spy on it;
 * jsdom cannot navigate.
 */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};

export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * Spec section 8: a signed-out visitor (a 401, or /profile without a session) gets the toast
 * 'Unauthorized' / 'You are logged out. Logging in again...' and goes to /api/login after 500 ms.
 */
export function signInAgain() {
  toast({
    title: i18n._('session.unauthorized'),
    description: i18n._('session.unauthorizedBody'),
    variant: 'destructive',
  });
  setTimeout(() => browserNavigation.assign('/api/login'), UNAUTHORIZED_REDIRECT_MS);
}
