import { CalendarDays, Download, MonitorPlay, TrendingUp } from 'lucide-react';
import { useRef, useState } from 'react';
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
  const [meetingOpen, setMeetingOpen] = useState(false);
  const meetingRef = useRef<HTMLDivElement>(null);

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
        className={buttonStyles({ size: 'lg' })}
      >
        <CalendarDays aria-hidden="true" className="size-5" /> Schedule Investor Meeting
      </button>
      <a href="/api/demo-login/client" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
        <MonitorPlay aria-hidden="true" className="size-5" /> View Live Demo
      </a>
    </>
  );

  return (
    <PageShell backLabel="Back to Homepage">
      <PageHero
        badge={
          <>
            <TrendingUp aria-hidden="true" className="size-4" /> Investor relations
          </>
        }
        title={
          <>
            Invest in the Future of <GoldWords>Gold</GoldWords>
          </>
        }
        subtitle="Aurum joins physical bullion with digital rails, AI compliance and blockchain traceability — a platform already trusted with $2B+ in assets."
        actions={actions}
      >
        <StatGrid stats={investorMetrics} />
      </PageHero>
      <Section labelledBy="advantages-title">
        <SectionHeading id="advantages-title" eyebrow="Why Aurum" title="Competitive Advantages" />
        <FeatureGrid items={advantages} />
      </Section>
      <Section labelledBy="trace-title" className="bg-stone-900/40">
        <SectionHeading id="trace-title" eyebrow="Trust" title="End-to-End Traceability" />
        <FeatureGrid items={traceability} />
      </Section>
      <Section labelledBy="agents-title">
        <SectionHeading id="agents-title" eyebrow="Technology" title="AI Agents" />
        <FeatureGrid items={aiAgents} columns={4} />
      </Section>
      <Section labelledBy="projections-title" className="bg-stone-900/40">
        <SectionHeading
          id="projections-title"
          eyebrow="Financials"
          title="Financial Projections"
          description="Years 1-3, illustrative."
        />
        <DataTable
          caption="Financial projections, years 1 to 3"
          columns={projectionColumns}
          rows={projectionRows}
          highlightColumn={2}
        />
      </Section>
      <Section labelledBy="timeline-title">
        <SectionHeading id="timeline-title" eyebrow="Execution" title="4-Phase Timeline" />
        <StepList steps={timeline} />
      </Section>
      <Section labelledBy="risk-title" className="bg-stone-900/40">
        <SectionHeading id="risk-title" eyebrow="Risk" title="Risk Assessment" />
        <DataTable caption="Risks and mitigations" columns={riskColumns} rows={riskRows} />
      </Section>
      <Section labelledBy="tiers-title">
        <SectionHeading id="tiers-title" eyebrow="Participate" title="Investment Tiers" />
        <InvestmentTiers tiers={tiers} />
      </Section>
      <Section labelledBy="funding-title" className="bg-stone-900/40">
        <SectionHeading id="funding-title" eyebrow="Capital plan" title="Funding Stages" />
        <DataTable caption="Funding stages" columns={fundingColumns} rows={fundingRows} />
      </Section>
      <Section id="meet" labelledBy="meet-title">
        <SectionHeading
          id="meet-title"
          eyebrow="Next steps"
          title="Meet the Team"
          description="Book a meeting with our founders or explore the live platform yourself."
        />
        <div className="flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          {actions}
          <button
            type="button"
            onClick={() => downloadText('aurum-investment-summary.md', investorSummaryMarkdown())}
            className={buttonStyles({ variant: 'subtle', size: 'lg' })}
          >
            <Download aria-hidden="true" className="size-5" /> Download Investment Summary
          </button>
        </div>
        <div
          ref={meetingRef}
          id="investor-meeting"
          hidden={!meetingOpen}
          className="mx-auto mt-10 max-w-2xl scroll-mt-24"
        >
          {meetingOpen && <ContactRequestForm topic="investor-meeting" title="Schedule Investor Meeting" />}
        </div>
      </Section>
    </PageShell>
  );
}
