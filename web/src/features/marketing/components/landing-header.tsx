import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BrandLink } from './brand';
import { buttonStyles, focusRing } from './button-styles';
import { cn } from './cn';
import { scrollToSection } from './scroll-to-section';

export const landingNavLinks = [
  { id: 'about', label: 'About' },
  { id: 'scanner', label: 'Scanner' },
  { id: 'traceability', label: 'Traceability' },
  { id: 'contact', label: 'Contact' },
] as const;

/** Sticky top bar of the landing page with in-page links and a mobile menu. */
export function LandingHeader() {
  const [open, setOpen] = useState(false);

  const links = (variant: 'bar' | 'menu') =>
    landingNavLinks.map((link) => (
      <li key={link.id}>
        <a
          href={`#${link.id}`}
          onClick={(event) => {
            setOpen(false);
            scrollToSection(event, link.id);
          }}
          className={cn(
            'rounded-md text-stone-200 hover:text-[#f0c14b]',
            focusRing,
            variant === 'bar' ? 'px-3 py-2 text-sm' : 'block px-3 py-3 text-base',
          )}
        >
          {link.label}
        </a>
      </li>
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-stone-800/80 bg-stone-950/85 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
        <BrandLink />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">{links('bar')}</ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link to="/login" className={buttonStyles({ variant: 'primary', size: 'sm' })}>
            Sign In
          </Link>
          <button
            type="button"
            className={cn('rounded-md p-2 text-stone-200 md:hidden', focusRing)}
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="border-t border-stone-800 px-4 pb-4 md:hidden"
      >
        <ul className="pt-2">{links('menu')}</ul>
      </nav>
    </header>
  );
}
