import { Clock, KeyRound, ShieldCheck } from 'lucide-react';
import { Link } from '@/components/localized-link';
import { T, useT } from '@/i18n';
import { buttonStyles, cardBaseClass, cardClass } from '../components/button-styles';
import { cn } from '../components/cn';
import { DataTable } from '../components/data-table';
import { FeatureGrid } from '../components/feature-grid';
import { GoldWords, PageHero } from '../components/page-hero';
import { PageShell } from '../components/page-shell';
import { Section, SectionHeading } from '../components/section';
import { StepList } from '../components/step-list';
import { TraderApplicationForm } from '../components/trader/trader-application-form';
import { applicationSteps, tierColumns, tierRows, traderBenefits } from '../content/trader-content';

function EntryButtons() {
  const t = useT();
  return (
    <>
      <a href="/api/login?role=gold_trader" className={buttonStyles({ size: 'lg' })}>
        {t('auth.login.submitTrader')}
      </a>
      <Link to="/login" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
        {t('trader.entry.client')}
      </Link>
    </>
  );
}

export default function TraderRegistrationPage() {
  const t = useT();
  return (
    <PageShell>
      <PageHero
        badge={
          <>
            <ShieldCheck aria-hidden="true" className="size-4" /> {t('trader.hero.badge')}
          </>
        }
        title={<T id="trader.hero.title" components={{ 0: <GoldWords /> }} />}
        subtitle={t('trader.hero.subtitle')}
        actions={<EntryButtons />}
      />
      <Section labelledBy="benefits-title">
        <SectionHeading id="benefits-title" eyebrow={t('trader.benefits.eyebrow')} title={t('trader.benefits.title')} />
        <FeatureGrid items={traderBenefits(t)} />
      </Section>
      <Section labelledBy="access-title" className="bg-stone-900/40">
        <div className="grid gap-6 lg:grid-cols-3">
          <article className={cn(cardBaseClass, 'border-[#d4a017]/50')}>
            <KeyRound aria-hidden="true" className="mb-3 size-7 text-[#f0c14b]" />
            <h2 id="access-title" className="text-2xl font-bold text-white">
              {t('trader.access.title')}
            </h2>
            <p className="mt-3 text-stone-300">{t('trader.access.text')}</p>
            <div className="mt-6 flex flex-col gap-3">
              <EntryButtons />
            </div>
          </article>
          <article className={cn(cardClass, 'lg:col-span-2')} aria-labelledby="process-title">
            <h2 id="process-title" className="text-2xl font-bold text-white">
              {t('trader.process.title')}
            </h2>
            <p className="mt-2 mb-6 flex items-center gap-2 text-stone-300">
              <Clock aria-hidden="true" className="size-4 text-[#f0c14b]" /> {t('trader.process.review')}
            </p>
            <StepList steps={applicationSteps(t)} />
          </article>
        </div>
      </Section>
      <Section labelledBy="tiers-title">
        <SectionHeading id="tiers-title" eyebrow={t('trader.tiers.eyebrow')} title={t('trader.tiers.title')} />
        <DataTable
          caption={t('trader.tiers.caption')}
          columns={tierColumns(t)}
          rows={tierRows(t)}
          highlightColumn={1}
        />
      </Section>
      <Section id="apply" labelledBy="apply-title" className="bg-stone-900/40">
        <SectionHeading
          id="apply-title"
          eyebrow={t('trader.apply.eyebrow')}
          title={t('trader.apply.title')}
          description={t('trader.apply.description')}
        />
        <div className="mx-auto max-w-3xl">
          <TraderApplicationForm />
        </div>
      </Section>
    </PageShell>
  );
}
