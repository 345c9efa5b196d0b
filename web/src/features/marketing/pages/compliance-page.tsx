import { Quote, ShieldCheck } from 'lucide-react';
import { Link } from '@/components/localized-link';
import { T, useT } from '@/i18n';
import { buttonStyles, cardClass } from '../components/button-styles';
import { CallToAction } from '../components/call-to-action';
import { DataTable } from '../components/data-table';
import { FeatureGrid } from '../components/feature-grid';
import { GoldWords, PageHero } from '../components/page-hero';
import { PageShell } from '../components/page-shell';
import { Section, SectionHeading } from '../components/section';
import { StatGrid } from '../components/stat-grid';
import { StepList } from '../components/step-list';
import {
  aiFeatures,
  complianceStats,
  governmentIntegration,
  guide,
  implementations,
  keyFeatures,
  kycColumns,
  kycRows,
  regulations,
  standards,
  testimonials,
  workflow,
} from '../content/compliance-content';

/** Public AML page; also rendered inside the signed-in layout, so PageShell adapts its landmarks. */
export default function CompliancePage() {
  const t = useT();
  return (
    <PageShell embeddable backLabel={t('common.backHomepage')}>
      <PageHero
        badge={
          <>
            <ShieldCheck aria-hidden="true" className="size-4" /> {t('compliance.hero.badge')}
          </>
        }
        title={<T id="compliance.hero.title" components={{ 0: <GoldWords /> }} />}
        subtitle={t('compliance.hero.subtitle')}
      >
        <StatGrid stats={complianceStats(t)} />
      </PageHero>
      <Section labelledBy="key-features-title">
        <SectionHeading
          id="key-features-title"
          eyebrow={t('compliance.features.eyebrow')}
          title={t('compliance.features.title')}
        />
        <FeatureGrid items={keyFeatures(t)} columns={4} />
      </Section>
      <Section labelledBy="kyc-title" className="bg-stone-900/40">
        <SectionHeading id="kyc-title" eyebrow={t('compliance.kyc.eyebrow')} title={t('compliance.kyc.title')} />
        <DataTable
          caption={t('compliance.kyc.caption')}
          columns={kycColumns(t)}
          rows={kycRows(t)}
          highlightColumn={1}
        />
      </Section>
      <Section labelledBy="testimonials-title">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('compliance.testimonials.eyebrow')}
          title={t('compliance.testimonials.title')}
        />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials(t).map((item) => (
            <li key={item.org} className={cardClass}>
              <figure>
                <Quote aria-hidden="true" className="size-6 text-[#f0c14b]" />
                <blockquote className="mt-3 text-stone-200">
                  {t('compliance.testimonials.quoted', { quote: item.quote })}
                </blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-white">{item.name}</span>
                  <span className="block text-stone-400">{item.org}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="examples-title" className="bg-stone-900/40">
        <SectionHeading
          id="examples-title"
          eyebrow={t('compliance.examples.eyebrow')}
          title={t('compliance.examples.title')}
        />
        <FeatureGrid items={implementations(t)} />
      </Section>
      <Section labelledBy="workflow-title">
        <SectionHeading
          id="workflow-title"
          eyebrow={t('compliance.workflow.eyebrow')}
          title={t('compliance.workflow.title')}
        />
        <StepList steps={workflow(t)} />
      </Section>
      <Section labelledBy="guide-title" className="bg-stone-900/40">
        <SectionHeading
          id="guide-title"
          eyebrow={t('compliance.guide.eyebrow')}
          title={t('compliance.guide.title')}
          description={t('compliance.guide.description')}
        />
        <StepList steps={guide(t)} />
      </Section>
      <Section labelledBy="regulatory-title">
        <SectionHeading
          id="regulatory-title"
          eyebrow={t('compliance.regulation.eyebrow')}
          title={t('compliance.regulation.title')}
          description={t('compliance.regulation.description')}
        />
        <FeatureGrid items={regulations(t)} />
      </Section>
      <Section labelledBy="standards-title" className="bg-stone-900/40">
        <SectionHeading
          id="standards-title"
          eyebrow={t('compliance.standards.eyebrow')}
          title={t('compliance.standards.title')}
        />
        <FeatureGrid items={standards(t)} />
      </Section>
      <Section labelledBy="ai-title">
        <SectionHeading id="ai-title" eyebrow={t('compliance.ai.eyebrow')} title={t('compliance.ai.title')} />
        <FeatureGrid items={aiFeatures(t)} columns={4} />
      </Section>
      <Section labelledBy="government-title" className="bg-stone-900/40">
        <SectionHeading
          id="government-title"
          eyebrow={t('compliance.government.eyebrow')}
          title={t('compliance.government.title')}
        />
        <FeatureGrid items={governmentIntegration(t)} />
      </Section>
      <CallToAction
        title={t('compliance.cta.title')}
        text={t('compliance.cta.text')}
        actions={
          <>
            <Link to="/login" className={buttonStyles({ size: 'lg' })}>
              {t('compliance.cta.getStarted')}
            </Link>
            <Link to="/register" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              {t('compliance.cta.scheduleDemo')}
            </Link>
          </>
        }
      />
    </PageShell>
  );
}
