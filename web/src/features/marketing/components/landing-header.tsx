import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { DeferredLanguageMenu } from '@/components/deferred-language-menu';
import { Link } from '@/components/localized-link';
import { useT, type MessageId } from '@/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { BrandLink } from './brand';
import { buttonStyles, focusRing } from './button-styles';
import { cn } from './cn';
import { scrollToSection } from './scroll-to-section';

export const landingNavLinks: readonly { id: string; labelId: MessageId }[] = [
  { id: 'about', labelId: 'landing.nav.about' },
  { id: 'scanner', labelId: 'landing.nav.scanner' },
  { id: 'traceability', labelId: 'landing.nav.traceability' },
  { id: 'contact', labelId: 'landing.nav.contact' },
];

/** Sticky top bar of the landing page with in-page links and a mobile menu. */
export function LandingHeader() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // The menu toggle works only once hydrated: disabled until then (a click would be lost).
  const hydrated = useHydrated();

  const links = (variant: 'bar' | 'menu') =>
    landingNavLinks.map((link) => (
      <li key={link.id}>
        <a
          href={`#${link.id}`}
          onClick={(event) => {
            // The open menu is part of the sticky bar's height at the top of the page: close it
            // before the scroll is measured, or the section lands that much too far, under the bar.
            flushSync(() => setOpen(false));
            scrollToSection(event, link.id);
          }}
          className={cn(
            'rounded-md text-stone-200 hover:text-[#f0c14b]',
            focusRing,
            variant === 'bar' ? 'px-3 py-2 text-sm' : 'block px-3 py-3 text-base',
          )}
        >
          {t(link.labelId)}
        </a>
      </li>
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-stone-800/80 bg-stone-950/85 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
        <BrandLink />
        <nav aria-label={t('landing.nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">{links('bar')}</ul>
        </nav>
        <div className="flex items-center gap-2">
          <DeferredLanguageMenu />
          <Link to="/login" className={buttonStyles({ variant: 'primary', size: 'sm' })}>
            {t('common.signIn')}
          </Link>
          <button
            type="button"
            className={cn('rounded-md p-2 text-stone-200 md:hidden', focusRing)}
            aria-expanded={open}
            aria-controls="mobile-menu"
            disabled={!hydrated}
            aria-label={open ? t('common.closeMenu') : t('layout.topBar.openMenu')}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label={t('landing.nav.mobile')}
        hidden={!open}
        className="border-t border-stone-800 px-4 pb-4 md:hidden"
      >
        <ul className="pt-2">{links('menu')}</ul>
      </nav>
    </header>
  );
}
