import { Quote, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
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
  return (
    <PageShell embeddable backLabel="Back to Homepage">
      <PageHero
        badge={
          <>
            <ShieldCheck aria-hidden="true" className="size-4" /> KYC · AML · Sanctions screening
          </>
        }
        title={
          <>
            AML Compliance & <GoldWords>Regulatory Oversight</GoldWords>
          </>
        }
        subtitle="AI-driven anti-money-laundering for the precious-metals industry: verify customers in hours, monitor every transaction and stay aligned with FATF, LBMA and Basel III."
      >
        <StatGrid stats={complianceStats} />
      </PageHero>
      <Section labelledBy="key-features-title">
        <SectionHeading id="key-features-title" eyebrow="Key features" title="Compliance Built for Bullion" />
        <FeatureGrid items={keyFeatures} columns={4} />
      </Section>
      <Section labelledBy="kyc-title" className="bg-stone-900/40">
        <SectionHeading id="kyc-title" eyebrow="Compare" title="Traditional vs AI-Powered KYC" />
        <DataTable
          caption="Traditional KYC compared with AI-powered KYC"
          columns={kycColumns}
          rows={kycRows}
          highlightColumn={1}
        />
      </Section>
      <Section labelledBy="testimonials-title">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Trusted by Compliance Teams" />
        <ul className="grid gap-6 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.org} className={cardClass}>
              <figure>
                <Quote aria-hidden="true" className="size-6 text-[#f0c14b]" />
                <blockquote className="mt-3 text-stone-200">“{item.quote}”</blockquote>
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
        <SectionHeading id="examples-title" eyebrow="In practice" title="Implementation Examples" />
        <FeatureGrid items={implementations} />
      </Section>
      <Section labelledBy="workflow-title">
        <SectionHeading id="workflow-title" eyebrow="How it works" title="3-Step Verification Workflow" />
        <StepList steps={workflow} />
      </Section>
      <Section labelledBy="guide-title" className="bg-stone-900/40">
        <SectionHeading
          id="guide-title"
          eyebrow="Implementation guide"
          title="Live in 5 Business Days"
          description="Four steps from kick-off to live monitoring."
        />
        <StepList steps={guide} />
      </Section>
      <Section labelledBy="regulatory-title">
        <SectionHeading
          id="regulatory-title"
          eyebrow="Regulation"
          title="Regulatory Information"
          description="Precious-metals dealers are treated as obliged entities under anti-money-laundering law in most jurisdictions."
        />
        <FeatureGrid items={regulations} />
      </Section>
      <Section labelledBy="standards-title" className="bg-stone-900/40">
        <SectionHeading id="standards-title" eyebrow="Standards" title="International Standards" />
        <FeatureGrid items={standards} />
      </Section>
      <Section labelledBy="ai-title">
        <SectionHeading id="ai-title" eyebrow="Technology" title="AI Features" />
        <FeatureGrid items={aiFeatures} columns={4} />
      </Section>
      <Section labelledBy="government-title" className="bg-stone-900/40">
        <SectionHeading id="government-title" eyebrow="Public sector" title="Government Integration" />
        <FeatureGrid items={governmentIntegration} />
      </Section>
      <CallToAction
        title="Make Compliance Your Advantage"
        text="Join the dealers, refiners and traders who onboard customers faster while meeting every AML obligation."
        actions={
          <>
            <Link to="/login" className={buttonStyles({ size: 'lg' })}>
              Get Started Today
            </Link>
            <Link to="/register" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              Schedule Demo
            </Link>
          </>
        }
      />
    </PageShell>
  );
}
