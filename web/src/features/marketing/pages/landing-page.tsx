import { CheckCircle2, Fingerprint } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonStyles, cardClass } from '../components/button-styles';
import { CallToAction } from '../components/call-to-action';
import { DataTable } from '../components/data-table';
import { FeatureGrid } from '../components/feature-grid';
import { AssistantSection } from '../components/landing/assistant-section';
import { ContactSection } from '../components/landing/contact-section';
import { LandingHero } from '../components/landing/landing-hero';
import { ScannerSection } from '../components/landing/scanner-section';
import { LandingHeader } from '../components/landing-header';
import { Section, SectionHeading } from '../components/section';
import { SiteFooter } from '../components/site-footer';
import { StatGrid } from '../components/stat-grid';
import { StepList } from '../components/step-list';
import {
  aboutStats,
  collection,
  comparisonColumns,
  comparisonRows,
  features,
  services,
  traceabilitySteps,
  whyWeExist,
} from '../content/landing-content';

/** Links such as /#scanner from other pages land here; scroll to the named section once. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

export default function LandingPage() {
  useScrollToHash();
  return (
    <div className="min-h-screen overflow-x-clip bg-stone-950 text-stone-100">
      <LandingHeader />
      <main id="main-content">
        <LandingHero />
        <AssistantSection />
        <Section id="collection" labelledBy="collection-title" className="bg-stone-900/40">
          <SectionHeading id="collection-title" eyebrow="Physical gold" title="The Physical Gold Collection" description="Real, deliverable metal — every item serialised, assayed and insured." />
          <FeatureGrid items={collection} />
        </Section>
        <Section id="features" labelledBy="features-title">
          <SectionHeading id="features-title" eyebrow="Platform" title="Everything Gold Can Do, Online" />
          <FeatureGrid items={features} />
        </Section>
        <Section id="why" labelledBy="why-title" className="bg-stone-900/40">
          <SectionHeading id="why-title" eyebrow="Our purpose" title="Why We Exist" />
          <div className="grid gap-6 md:grid-cols-3">
            {whyWeExist.map((item) => (
              <article key={item.title} className={cardClass}>
                <h3 className="text-lg font-semibold text-white">{item.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-stone-300">{item.text}</p>
              </article>
            ))}
          </div>
        </Section>
        <Section id="comparison" labelledBy="comparison-title">
          <SectionHeading id="comparison-title" eyebrow="Compare" title="How Aurum Compares" description="Against traditional dealers and other digital platforms." />
          <DataTable caption="Aurum compared with traditional dealers and other platforms" columns={comparisonColumns} rows={comparisonRows} highlightColumn={0} />
        </Section>
        <Section id="about" labelledBy="about-title" className="bg-stone-900/40">
          <SectionHeading
            id="about-title"
            eyebrow="About us"
            title="About Aurum"
            description="Founded by bullion traders, cryptographers and compliance specialists, Aurum joins the oldest store of value with modern settlement. We serve individual investors, professional gold traders and institutions across 50+ countries, with 100% insured storage and metal of 99.99% purity."
          />
          <StatGrid stats={aboutStats} />
        </Section>
        <ScannerSection />
        <Section id="traceability" labelledBy="traceability-title">
          <SectionHeading
            id="traceability-title"
            eyebrow="Traceability"
            title="From Mine to Vault, On Record"
            description="Each bar carries a blockchain record of every custody step, so you can prove where your metal came from."
          />
          <StepList steps={traceabilitySteps} />
          <ul className="mt-8 grid gap-3 text-stone-200 sm:grid-cols-3">
            {['Immutable blockchain hash per bar', 'Assay reports attached to every serial', 'Custody changes verified by named parties'].map((item) => (
              <li key={item} className="flex gap-2">
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-[#f0c14b]" />
                {item}
              </li>
            ))}
          </ul>
        </Section>
        <Section id="services" labelledBy="services-title" className="bg-stone-900/40">
          <SectionHeading id="services-title" eyebrow="Services" title="Our Services" />
          <FeatureGrid items={services} columns={4} />
        </Section>
        <ContactSection />
        <CallToAction
          title="Start Your Journey Today"
          text="Open an account in minutes, buy your first ounce at live prices and verify it the moment it arrives."
          actions={
            <>
              <Link to="/register" className={buttonStyles({ size: 'lg' })}>
                Create Free Account
              </Link>
              <Link to="/trader-registration" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
                <Fingerprint aria-hidden="true" className="size-5" />
                Become a Gold Trader
              </Link>
            </>
          }
        />
      </main>
      <SiteFooter />
    </div>
  );
}
