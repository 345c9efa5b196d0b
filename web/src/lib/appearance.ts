import type { Appearance } from '@/lib/preferences';

/**
 * localStorage key of the last appearance applied; public/appearance.js reads it before the app
 * starts (no flash), the server document replaces it once loaded.
 */
export const appearanceStorageKey = 'aurum_appearance';

function prefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/**
 * Put an appearance on <html>: `dark` class (Tailwind dark variant and the dark tokens),
 * `data-accent`, `data-font-size` (index.css). public/appearance.js does the same before the
 * first paint; without a saved choice the page keeps index.html's dark gold-on-stone look.
 */
export function applyAppearance(appearance: Appearance, root: HTMLElement = document.documentElement): void {
  const dark = appearance.theme === 'dark' || (appearance.theme === 'system' && prefersDark());
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.dataset.accent = appearance.accent;
  root.dataset.fontSize = appearance.fontSize;
}

/** The last appearance saved in this browser, if any. */
export function storedAppearance(): Appearance | null {
  try {
    const raw = localStorage.getItem(appearanceStorageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Appearance>;
    if (
      ['light', 'dark', 'system'].includes(parsed.theme ?? '') &&
      ['blue', 'green', 'purple', 'yellow'].includes(parsed.accent ?? '') &&
      ['small', 'medium', 'large'].includes(parsed.fontSize ?? '')
    ) {
      return parsed as Appearance;
    }
  } catch {
    // storage disabled or not JSON
  }
  return null;
}

export function rememberAppearance(appearance: Appearance): void {
  try {
    localStorage.setItem(appearanceStorageKey, JSON.stringify(appearance));
  } catch {
    // storage disabled: the next load shows the default look until the settings arrive
  }
}
