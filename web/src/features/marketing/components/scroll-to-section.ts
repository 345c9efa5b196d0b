import type { MouseEvent } from 'react';

/**
 * Lays out every page band from now on (`.page-band` in index.css). A band far from the viewport
 * is only estimated in height until it is rendered, so a scroll aimed at a section further down
 * would land short once the bands it passes take their real height. Called before such a scroll.
 */
export function renderAllBands() {
  document.documentElement.dataset.pageBands = 'rendered';
}

/** Smoothly scrolls to an in-page section (instantly under reduced motion) and moves focus there. */
export function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  renderAllBands();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  window.history.replaceState(null, '', `#${id}`);
}
