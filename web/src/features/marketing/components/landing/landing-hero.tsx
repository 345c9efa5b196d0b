import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { heroBadges, heroClaims } from '../../content/landing-content';
import { buttonStyles } from '../button-styles';
import { GoldWords, PageHero } from '../page-hero';
import { StatGrid } from '../stat-grid';

export function LandingHero() {
  return (
    <PageHero
      badge={
        <>
          <Star aria-hidden="true" className="size-4 fill-current" />
          Trusted by 10,000+ investors · 4.9/5 rating
        </>
      }
      title={
        <>
          Own Real Gold, <GoldWords>Trade It Like Crypto</GoldWords>
        </>
      }
      subtitle="Aurum is the gold-backed digital asset platform for buying, storing, trading and verifying physical gold, silver, platinum and palladium — with $2B+ secured for investors in 50+ countries."
      actions={
        <>
          <Link to="/login" className={buttonStyles({ size: 'lg' })}>
            Start Trading Today
          </Link>
          <Link to="/login" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
            Gold Trader Login
          </Link>
          <a href="/api/demo-login/client" className={buttonStyles({ variant: 'subtle', size: 'lg' })}>
            Demo Client Access
          </a>
          <a href="/api/demo-login/gold_trader" className={buttonStyles({ variant: 'subtle', size: 'lg' })}>
            Demo Trader Access
          </a>
        </>
      }
    >
      <StatGrid stats={heroClaims} />
      <ul className="mt-6 flex flex-wrap justify-center gap-2" aria-label="Platform highlights">
        {heroBadges.map((badge) => (
          <li key={badge} className="rounded-full border border-stone-700 bg-stone-900/70 px-3 py-1 text-sm text-stone-200">
            {badge}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}
