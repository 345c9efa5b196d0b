import { Link } from '@/components/localized-link';
import { useT, type MessageId } from '@/i18n';
import { BrandLink } from './brand';
import { focusRing } from './button-styles';
import { cn } from './cn';

const columns: { titleId: MessageId; links: { to: string; labelId: MessageId }[] }[] = [
  {
    titleId: 'footer.trading',
    links: [
      { to: '/gold', labelId: 'metal.gold' },
      { to: '/silver', labelId: 'metal.silver' },
      { to: '/platinum', labelId: 'metal.platinum' },
      { to: '/palladium', labelId: 'metal.palladium' },
    ],
  },
  {
    titleId: 'footer.company',
    links: [
      { to: '/investor', labelId: 'footer.investors' },
      { to: '/sharjah', labelId: 'footer.government' },
      { to: '/compliance', labelId: 'footer.compliance' },
      { to: '/trader-registration', labelId: 'common.becomeTrader' },
    ],
  },
  {
    titleId: 'footer.support',
    links: [
      { to: '/login', labelId: 'common.signIn' },
      { to: '/register', labelId: 'footer.createAccount' },
      { to: '/#contact', labelId: 'footer.contactUs' },
      { to: '/#scanner', labelId: 'footer.verifyBar' },
    ],
  },
];

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="border-t border-stone-800 bg-stone-950 px-4 py-12 sm:px-6 lg:px-8">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-4">
        <div>
          <BrandLink />
          <p className="mt-4 text-sm text-stone-400">{t('footer.tagline')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.titleId} aria-label={t('footer.linksLabel', { section: t(column.titleId) })}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{t(column.titleId)}</h2>
            <ul className="mt-4 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.labelId}>
                  <Link to={link.to} className={cn('rounded text-stone-300 hover:text-[#f0c14b]', focusRing)}>
                    {t(link.labelId)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-stone-800 pt-6 text-xs text-stone-400">
        {t('footer.legal', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
