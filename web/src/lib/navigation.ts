/**
 * Full-page navigation (leaving the SPA, e.g. to /api/login). An object so tests can spy on it;
 * jsdom cannot navigate.
 */
export const browserNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
