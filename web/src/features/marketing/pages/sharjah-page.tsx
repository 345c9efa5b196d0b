import { Download, FileText, Landmark } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles, cardClass } from '../components/button-styles';
import { CallToAction } from '../components/call-to-action';
import { DataTable } from '../components/data-table';
import { downloadText } from '../components/download-document';
import { FeatureGrid } from '../components/feature-grid';
import { GoldWords, PageHero } from '../components/page-hero';
import { PageShell } from '../components/page-shell';
import { Section, SectionHeading } from '../components/section';
import { StatGrid } from '../components/stat-grid';
import { StepList } from '../components/step-list';
import {
  advantages,
  executiveSummary,
  governmentBenefits,
  kenyaColumns,
  kenyaRows,
  partnership,
  projectionColumns,
  projectionRows,
  roadmap,
  summaryStats,
} from '../content/sharjah-content';
import { sharjahDueDiligenceMarkdown, sharjahProposalMarkdown } from '../content/sharjah-document';

const downloadProposal = () => downloadText('aurum-sharjah-proposal.md', sharjahProposalMarkdown());
const downloadDueDiligence = () => downloadText('aurum-due-diligence-package.md', sharjahDueDiligenceMarkdown());

export default function SharjahPage() {
  return (
    <PageShell backLabel="Back to Homepage">
      <PageHero
        badge={
          <>
            <Landmark aria-hidden="true" className="size-4" /> Official Proposal
          </>
        }
        title={
          <>
            A Gold Partnership for <GoldWords>Sharjah</GoldWords>
          </>
        }
        subtitle="A public-private partnership to make Sharjah the regional hub for traceable, gold-backed digital trading."
        actions={
          <>
            <Link to="/login" className={buttonStyles({ size: 'lg' })}>
              View Live Platform
            </Link>
            <Link to="/login" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              Schedule Government Presentation
            </Link>
          </>
        }
      >
        <StatGrid stats={summaryStats} />
      </PageHero>
      <Section labelledBy="summary-title">
        <SectionHeading id="summary-title" eyebrow="Overview" title="Executive Summary" />
        <p className={`${cardClass} mx-auto max-w-4xl text-lg leading-relaxed text-stone-200`}>{executiveSummary}</p>
      </Section>
      <Section labelledBy="advantages-title" className="bg-stone-900/40">
        <SectionHeading id="advantages-title" eyebrow="Why Sharjah" title="Strategic Advantages" />
        <FeatureGrid items={advantages} />
      </Section>
      <Section labelledBy="kenya-title">
        <SectionHeading
          id="kenya-title"
          eyebrow="Proven model"
          title="Results in Kenya"
          description="Outcomes of the Aurum programme with Kenyan artisanal and small-scale miners."
        />
        <DataTable caption="Kenya programme results" columns={kenyaColumns} rows={kenyaRows} highlightColumn={1} />
      </Section>
      <Section labelledBy="benefits-title" className="bg-stone-900/40">
        <SectionHeading id="benefits-title" eyebrow="Value" title="Government Benefits" />
        <FeatureGrid items={governmentBenefits} columns={4} />
      </Section>
      <Section labelledBy="projection-title">
        <SectionHeading
          id="projection-title"
          eyebrow="Financials"
          title="5-Year Projection"
          description="Illustrative projections, subject to due diligence."
        />
        <DataTable caption="Five-year financial projection" columns={projectionColumns} rows={projectionRows} />
      </Section>
      <Section labelledBy="partnership-title" className="bg-stone-900/40">
        <SectionHeading id="partnership-title" eyebrow="Structure" title="Partnership Structure" />
        <FeatureGrid items={partnership} />
      </Section>
      <Section labelledBy="roadmap-title">
        <SectionHeading id="roadmap-title" eyebrow="Delivery" title="4-Phase Roadmap" />
        <StepList steps={roadmap} />
      </Section>
      <CallToAction
        title="Review the Full Proposal"
        text="Download the complete proposal or request the due diligence package for your review team."
        actions={
          <>
            <button type="button" onClick={downloadProposal} className={buttonStyles({ size: 'lg' })}>
              <Download aria-hidden="true" className="size-5" /> Download Full Proposal
            </button>
            <button
              type="button"
              onClick={downloadDueDiligence}
              className={buttonStyles({ variant: 'outline', size: 'lg' })}
            >
              <FileText aria-hidden="true" className="size-5" /> Request Due Diligence Package
            </button>
          </>
        }
      />
    </PageShell>
  );
}
