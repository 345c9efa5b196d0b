/**
 * Public pages pre-rendered to static HTML at build time (scripts/prerender.mjs) and hydrated
 * by main.tsx. Each must be a page a signed-out visitor can open (config/routes.ts).
 * '/crypto' is not here: it needs a session. '/login' and '/register' are not either: their tab
 * comes from ?role=, which a static file cannot know, and a visitor typing before hydration would
 * have the form swapped under them.
 */
export const prerenderPaths = [
  '/',
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
