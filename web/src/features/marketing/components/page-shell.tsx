import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DeferredLanguageMenu } from '@/components/deferred-language-menu';
import { Link } from '@/components/localized-link';
import { useT } from '@/i18n';
import { BackButton } from './back-button';
import { BrandLink } from './brand';
import { buttonStyles } from './button-styles';
import { SiteFooter } from './site-footer';

interface PageShellProps {
  children: ReactNode;
  backLabel?: string;
  /**
   * When true the page checks whether it is already inside a <main> (the signed-in
   * layout) and then drops its own landmarks so the document keeps exactly one of each.
   */
  embeddable?: boolean;
}

/** Frame for the secondary marketing pages: top bar with back button, main, footer. */
export function PageShell({ children, backLabel, embeddable = false }: PageShellProps) {
  const t = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const [embedded, setEmbedded] = useState(false);

  useLayoutEffect(() => {
    if (!embeddable) return;
    setEmbedded(Boolean(rootRef.current?.parentElement?.closest('main, [role="main"]')));
  }, [embeddable]);

  const bar = (
    <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
      <BackButton label={backLabel ?? t('common.backHome')} />
      {!embedded && (
        <div className="flex items-center gap-3">
          <span className="hidden sm:block">
            <BrandLink />
          </span>
          <DeferredLanguageMenu />
          <Link to="/login" className={buttonStyles({ variant: 'outline', size: 'sm' })}>
            {t('common.signIn')}
          </Link>
        </div>
      )}
    </div>
  );

  return (
    <div ref={rootRef} className="min-h-full overflow-x-clip bg-stone-950 text-stone-100">
      {embedded ? (
        <div className="border-b border-stone-800">{bar}</div>
      ) : (
        <header className="sticky top-0 z-30 border-b border-stone-800 bg-stone-950/90 backdrop-blur">{bar}</header>
      )}
      {embeddable ? (
        <div role={embedded ? undefined : 'main'} id="main-content">
          {children}
        </div>
      ) : (
        <main id="main-content">{children}</main>
      )}
      {!embedded && <SiteFooter />}
    </div>
  );
}
