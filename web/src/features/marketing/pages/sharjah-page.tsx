import { Download, FileText, Landmark } from 'lucide-react';
import { Link } from '@/components/localized-link';
import { T, useT } from '@/i18n';
import { useHydrated } from '@/lib/use-hydrated';
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

export default function SharjahPage() {
  const t = useT();
  // The documents are generated in the browser: their buttons wait for hydration.
  const hydrated = useHydrated();
  const downloadProposal = () => downloadText('aurum-sharjah-proposal.md', sharjahProposalMarkdown(t));
  const downloadDueDiligence = () => downloadText('aurum-due-diligence-package.md', sharjahDueDiligenceMarkdown(t));
  return (
    <PageShell backLabel={t('common.backHomepage')}>
      <PageHero
        badge={
          <>
            <Landmark aria-hidden="true" className="size-4" /> {t('sharjah.hero.badge')}
          </>
        }
        title={<T id="sharjah.hero.title" components={{ 0: <GoldWords /> }} />}
        subtitle={t('sharjah.hero.subtitle')}
        actions={
          <>
            <Link to="/login" className={buttonStyles({ size: 'lg' })}>
              {t('sharjah.hero.platform')}
            </Link>
            <Link to="/login" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              {t('sharjah.hero.presentation')}
            </Link>
          </>
        }
      >
        <StatGrid stats={summaryStats(t)} />
      </PageHero>
      <Section labelledBy="summary-title">
        <SectionHeading id="summary-title" eyebrow={t('sharjah.summary.eyebrow')} title={t('sharjah.summary.title')} />
        <p className={`${cardClass} mx-auto max-w-4xl text-lg leading-relaxed text-stone-200`}>
          {t('sharjah.summary.text')}
        </p>
      </Section>
      <Section labelledBy="advantages-title" className="bg-stone-900/40">
        <SectionHeading
          id="advantages-title"
          eyebrow={t('sharjah.advantages.eyebrow')}
          title={t('sharjah.advantages.title')}
        />
        <FeatureGrid items={advantages(t)} />
      </Section>
      <Section labelledBy="kenya-title">
        <SectionHeading
          id="kenya-title"
          eyebrow={t('sharjah.kenya.eyebrow')}
          title={t('sharjah.kenya.title')}
          description={t('sharjah.kenya.description')}
        />
        <DataTable
          caption={t('sharjah.kenya.caption')}
          columns={kenyaColumns(t)}
          rows={kenyaRows(t)}
          highlightColumn={1}
        />
      </Section>
      <Section labelledBy="benefits-title" className="bg-stone-900/40">
        <SectionHeading
          id="benefits-title"
          eyebrow={t('sharjah.benefits.eyebrow')}
          title={t('sharjah.benefits.title')}
        />
        <FeatureGrid items={governmentBenefits(t)} columns={4} />
      </Section>
      <Section labelledBy="projection-title">
        <SectionHeading
          id="projection-title"
          eyebrow={t('sharjah.projection.eyebrow')}
          title={t('sharjah.projection.title')}
          description={t('sharjah.projection.description')}
        />
        <DataTable caption={t('sharjah.projection.caption')} columns={projectionColumns(t)} rows={projectionRows(t)} />
      </Section>
      <Section labelledBy="partnership-title" className="bg-stone-900/40">
        <SectionHeading
          id="partnership-title"
          eyebrow={t('sharjah.partnership.eyebrow')}
          title={t('sharjah.partnership.title')}
        />
        <FeatureGrid items={partnership(t)} />
      </Section>
      <Section labelledBy="roadmap-title">
        <SectionHeading id="roadmap-title" eyebrow={t('sharjah.roadmap.eyebrow')} title={t('sharjah.roadmap.title')} />
        <StepList steps={roadmap(t)} />
      </Section>
      <CallToAction
        title={t('sharjah.cta.title')}
        text={t('sharjah.cta.text')}
        actions={
          <>
            <button
              type="button"
              onClick={downloadProposal}
              disabled={!hydrated}
              className={buttonStyles({ size: 'lg', hydrating: !hydrated })}
            >
              <Download aria-hidden="true" className="size-5" /> {t('sharjah.cta.download')}
            </button>
            <button
              type="button"
              onClick={downloadDueDiligence}
              disabled={!hydrated}
              className={buttonStyles({ variant: 'outline', size: 'lg', hydrating: !hydrated })}
            >
              <FileText aria-hidden="true" className="size-5" /> {t('sharjah.cta.dueDiligence')}
            </button>
          </>
        }
      />
    </PageShell>
  );
}
