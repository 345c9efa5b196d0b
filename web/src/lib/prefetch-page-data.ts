import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@/lib/auth';

/**
 * Starts the queries a page's first render needs. A page module may export one as `prefetch`: the
 * signed-in routes (app/app-routes.tsx) call it once the chunk arrives, so those requests go out
 * while the layout and the page are still rendering rather than after (a phone's CPU makes that
 * render long). Each uses the page's own query options, so the page finds the requests under way.
 */
export type PrefetchPageData = (client: QueryClient, user: User) => void;
