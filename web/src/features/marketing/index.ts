/**
 * Public marketing site. The router lazy-imports the page files directly
 * (pages/landing-page.tsx, pages/metal-page.tsx, …); this entry only exposes light types.
 */
export type { Metal } from './content/metal-content';
export const marketingMetals = ['gold', 'silver', 'platinum', 'palladium'] as const;
