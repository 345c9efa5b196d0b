import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n';

/**
 * The server renders some of what the app shows in the request's language (error messages,
 * notifications, an order's history, verification texts), and every request carries the active
 * one: when it changes, every query is fetched again in the new language. The queries are only
 * marked stale here: the tree under LanguageProvider mounts again in the new language, and each
 * query in use is fetched once as it mounts (one more refetch here would ask twice). Loading another
 * catalogue area of the same language changes nothing.
 */
export function useRefetchOnLanguageChange(client: QueryClient) {
  useEffect(() => {
    let shown = i18n.locale;
    return i18n.on('change', () => {
      if (i18n.locale === shown) return;
      shown = i18n.locale;
      void client.invalidateQueries({ refetchType: 'none' });
    });
  }, [client]);
}
