import { lazy, Suspense, useState } from 'react';
import { Languages } from 'lucide-react';
import { languageTriggerClass } from '@/components/language-trigger';
import { localeNames, useLocale, useT } from '@/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import type { LanguageMenuProps } from '@/components/language-menu';

const loadMenu = () => import('@/components/language-menu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/**
 * The language menu, with Radix DropdownMenu kept out of the page's first download: the landing
 * page's JavaScript budget, and the signed-in shell's, which a phone waits for before any page
 * shows. A look-alike trigger loads it on hover or focus and swaps it in, open if it was clicked,
 * focused if it had the focus.
 */
export function DeferredLanguageMenu({ className, onChoose }: Pick<LanguageMenuProps, 'className' | 'onChoose'>) {
  const t = useT();
  const [locale] = useLocale();
  // Disabled until the pre-rendered page is hydrated: a click before then would open nothing.
  const hydrated = useHydrated();
  const [state, setState] = useState<{ load: boolean; open: boolean; focus: boolean }>({
    load: false,
    open: false,
    focus: false,
  });
  const placeholder = (
    <button
      type="button"
      className={className ? `${languageTriggerClass} ${className}` : languageTriggerClass}
      aria-label={t('language.menu.label', { language: localeNames[locale] })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="language-menu"
      disabled={!hydrated}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={(event) => setState({ load: true, open: true, focus: event.currentTarget === document.activeElement })}
    >
      <Languages aria-hidden />
      <span lang={locale}>{locale.toUpperCase()}</span>
    </button>
  );
  if (!state.load) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LanguageMenu className={className} defaultOpen={state.open} autoFocus={state.focus} onChoose={onChoose} />
    </Suspense>
  );
}
