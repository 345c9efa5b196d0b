import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/lib/auth';

/**
 * Starts the queries a page's first render needs (app/page-data.ts): called once the session is
 * known (app/start-signed-in-page.ts), so those requests go out while the page's chunk downloads
 * and the layout and the page render, rather than after (a phone's CPU makes that render long).
 * Each uses the page's own query options, so the page finds the requests under way.
 */
export type PrefetchPageData = (client: QueryClient, user: User) => void;
