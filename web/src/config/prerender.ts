/**
 * Public pages pre-rendered to static HTML at build time (scripts/prerender.mjs) and hydrated
 * by main.tsx. Each must be a page a signed-out visitor can open (config/routes.ts).
 * '/crypto' is not here: it needs a session.
 */
export const prerenderPaths = [
  '/',
  '/login',
  '/register',
  '/trader-registration',
  '/compliance',
  '/sharjah',
  '/investor',
  '/gold',
  '/silver',
  '/platinum',
  '/palladium',
] as const;

/** Attribute on #root naming the path whose markup it holds. */
export const prerenderedAttribute = 'data-prerendered';
