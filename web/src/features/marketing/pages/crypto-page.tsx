import { Coins } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { T, useT } from '@/i18n';
import { focusRing } from '../components/button-styles';
import { cn } from '../components/cn';
import { FeatureGrid } from '../components/feature-grid';
import { GoldWords, PageHero } from '../components/page-hero';
import { PageShell } from '../components/page-shell';
import { Section } from '../components/section';
import { StatGrid } from '../components/stat-grid';
import { cryptoTabs } from '../content/crypto-content';

/** Gold-backed crypto platform pitch (signed-in route). Static copy in six Radix tabs. */
export default function CryptoPage() {
  const t = useT();
  const tabs = cryptoTabs(t);
  return (
    <PageShell embeddable backLabel={t('common.backHomepage')}>
      <PageHero
        badge={
          <>
            <Coins aria-hidden="true" className="size-4" /> {t('crypto.hero.badge')}
          </>
        }
        title={<T id="crypto.hero.title" components={{ 0: <GoldWords /> }} />}
        subtitle={t('crypto.hero.subtitle')}
      />
      <Section labelledBy="platform-title">
        <h2 id="platform-title" className="sr-only">
          {t('crypto.platform.title')}
        </h2>
        <Tabs.Root defaultValue="overview">
          <Tabs.List
            aria-label={t('crypto.platform.topics')}
            className="mb-8 flex flex-wrap justify-center gap-2 rounded-2xl border border-stone-800 bg-stone-900/70 p-2"
          >
            {tabs.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className={cn(
                  'rounded-full px-4 py-2 text-sm font-medium text-stone-300 hover:text-white data-[state=active]:bg-[#d4a017] data-[state=active]:text-stone-950',
                  focusRing,
                )}
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className={cn('rounded-2xl', focusRing)}>
              <h3 className="text-center text-3xl font-bold text-white">{tab.title}</h3>
              <p className="mx-auto mt-4 mb-10 max-w-3xl text-center text-lg text-stone-300">{tab.intro}</p>
              {tab.stats && <StatGrid stats={tab.stats} className="mb-10" />}
              <FeatureGrid items={tab.features} headingLevel={4} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Section>
    </PageShell>
  );
}
