import { Star } from 'lucide-react';
import { Link } from '@/components/localized-link';
import { T, useT } from '@/i18n';
import { heroBadges, heroClaims } from '../../content/landing-content';
import { buttonStyles } from '../button-styles';
import { GoldWords, PageHero } from '../page-hero';
import { StatGrid } from '../stat-grid';

export function LandingHero() {
  const t = useT();
  return (
    <PageHero
      badge={
        <>
          <Star aria-hidden="true" className="size-4 fill-current" />
          {t('landing.hero.badge')}
        </>
      }
      title={<T id="landing.hero.title" components={{ 0: <GoldWords /> }} />}
      subtitle={t('landing.hero.subtitle')}
      actions={
        <>
          <Link to="/login" className={buttonStyles({ size: 'lg' })}>
            {t('landing.hero.startTrading')}
          </Link>
          <Link to="/login" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
            {t('landing.hero.traderLogin')}
          </Link>
          <a href="/api/demo-login/client" className={buttonStyles({ variant: 'subtle', size: 'lg' })}>
            {t('landing.hero.demoClient')}
          </a>
          <a href="/api/demo-login/gold_trader" className={buttonStyles({ variant: 'subtle', size: 'lg' })}>
            {t('landing.hero.demoTrader')}
          </a>
        </>
      }
    >
      <StatGrid stats={heroClaims(t)} />
      <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label={t('landing.hero.highlights')}>
        {heroBadges(t).map((badge) => (
          <li
            key={badge}
            className="rounded-full border border-stone-700 bg-stone-900/70 px-3 py-1 text-sm text-stone-200"
          >
            {badge}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
