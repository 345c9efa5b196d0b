import { CalendarDays, Download, MonitorPlay, TrendingUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { T, useT } from '@/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { buttonStyles } from '../components/button-styles';
import { ContactRequestForm } from '../components/contact-request-form';
import { DataTable } from '../components/data-table';
import { downloadText } from '../components/download-document';
import { FeatureGrid } from '../components/feature-grid';
import { InvestmentTiers } from '../components/investment-tiers';
import { GoldWords, PageHero } from '../components/page-hero';
import { PageShell } from '../components/page-shell';
import { Section, SectionHeading } from '../components/section';
import { StatGrid } from '../components/stat-grid';
import { StepList } from '../components/step-list';
import {
  advantages,
  aiAgents,
  fundingColumns,
  fundingRows,
  investorMetrics,
  projectionColumns,
  projectionRows,
  riskColumns,
  riskRows,
  tiers,
  timeline,
  traceability,
} from '../content/investor-content';
import { investorSummaryMarkdown } from '../content/investor-document';

export default function InvestorPage() {
  const t = useT();
  const [meetingOpen, setMeetingOpen] = useState(false);
  const meetingRef = useRef<HTMLDivElement>(null);
  // The meeting form and the download are JavaScript only: their buttons wait for hydration.
  const hydrated = useHydrated();

  const openMeeting = () => {
    setMeetingOpen(true);
    requestAnimationFrame(() => {
      meetingRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      meetingRef.current?.querySelector('input')?.focus({ preventScroll: true });
    });
  };

  const actions = (
    <>
      <button
        type="button"
        onClick={openMeeting}
        aria-expanded={meetingOpen}
        aria-controls="investor-meeting"
        disabled={!hydrated}
        className={buttonStyles({ size: 'lg', hydrating: !hydrated })}
      >
        <CalendarDays aria-hidden="true" className="size-5" /> {t('investor.actions.meeting')}
      </button>
      <a href="/api/demo-login/client" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
        <MonitorPlay aria-hidden="true" className="size-5" /> {t('investor.actions.demo')}
      </a>
    </>
  );

  return (
    <PageShell backLabel={t('common.backHomepage')}>
      <PageHero
        badge={
          <>
            <TrendingUp aria-hidden="true" className="size-4" /> {t('investor.hero.badge')}
          </>
        }
        title={<T id="investor.hero.title" components={{ 0: <GoldWords /> }} />}
        subtitle={t('investor.hero.subtitle')}
        actions={actions}
      >
        <StatGrid stats={investorMetrics(t)} />
      </PageHero>
      <Section labelledBy="advantages-title">
        <SectionHeading
          id="advantages-title"
          eyebrow={t('investor.advantages.eyebrow')}
          title={t('investor.advantages.title')}
        />
        <FeatureGrid items={advantages(t)} />
      </Section>
      <Section labelledBy="trace-title" className="bg-stone-900/40">
        <SectionHeading id="trace-title" eyebrow={t('investor.trace.eyebrow')} title={t('investor.trace.title')} />
        <FeatureGrid items={traceability(t)} />
      </Section>
      <Section labelledBy="agents-title">
        <SectionHeading id="agents-title" eyebrow={t('investor.agents.eyebrow')} title={t('investor.agents.title')} />
        <FeatureGrid items={aiAgents(t)} columns={4} />
      </Section>
      <Section labelledBy="projections-title" className="bg-stone-900/40">
        <SectionHeading
          id="projections-title"
          eyebrow={t('investor.projections.eyebrow')}
          title={t('investor.projections.title')}
          description={t('investor.projections.description')}
        />
        <DataTable
          caption={t('investor.projections.caption')}
          columns={projectionColumns(t)}
          rows={projectionRows(t)}
          highlightColumn={2}
        />
      </Section>
      <Section labelledBy="timeline-title">
        <SectionHeading
          id="timeline-title"
          eyebrow={t('investor.timeline.eyebrow')}
          title={t('investor.timeline.title')}
        />
        <StepList steps={timeline(t)} />
      </Section>
      <Section labelledBy="risk-title" className="bg-stone-900/40">
        <SectionHeading id="risk-title" eyebrow={t('investor.risk.eyebrow')} title={t('investor.risk.title')} />
        <DataTable caption={t('investor.risk.caption')} columns={riskColumns(t)} rows={riskRows(t)} />
      </Section>
      <Section labelledBy="tiers-title">
        <SectionHeading id="tiers-title" eyebrow={t('investor.tiers.eyebrow')} title={t('investor.tiers.title')} />
        <InvestmentTiers tiers={tiers(t)} />
      </Section>
      <Section labelledBy="funding-title" className="bg-stone-900/40">
        <SectionHeading
          id="funding-title"
          eyebrow={t('investor.funding.eyebrow')}
          title={t('investor.funding.title')}
        />
        <DataTable caption={t('investor.funding.caption')} columns={fundingColumns(t)} rows={fundingRows(t)} />
      </Section>
      <Section id="meet" labelledBy="meet-title">
        <SectionHeading
          id="meet-title"
          eyebrow={t('investor.meet.eyebrow')}
          title={t('investor.meet.title')}
          description={t('investor.meet.description')}
        />
        <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {actions}
          <button
            type="button"
            onClick={() => downloadText('aurum-investment-summary.md', investorSummaryMarkdown(t))}
            disabled={!hydrated}
            className={buttonStyles({ variant: 'subtle', size: 'lg', hydrating: !hydrated })}
          >
            <Download aria-hidden="true" className="size-5" /> {t('investor.meet.download')}
          </button>
        </div>
        <div
          ref={meetingRef}
          id="investor-meeting"
          hidden={!meetingOpen}
          className="mx-auto mt-10 max-w-2xl scroll-mt-24"
        >
          {meetingOpen && <ContactRequestForm topic="investor-meeting" title={t('investor.actions.meeting')} />}
        </div>
      </Section>
    </PageShell>
  );
}
