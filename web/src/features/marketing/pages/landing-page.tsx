import { CheckCircle2, Fingerprint } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/localized-link';
import { useT } from '@/i18n';
import { buttonStyles, cardClass } from '../components/button-styles';
import { CallToAction } from '../components/call-to-action';
import { DataTable } from '../components/data-table';
import { FeatureGrid } from '../components/feature-grid';
import { AssistantSection } from '../components/landing/assistant-section';
import { ContactSection } from '../components/landing/contact-section';
import { LandingHero } from '../components/landing/landing-hero';
import { ScannerSection } from '../components/landing/scanner-section';
import { LandingHeader } from '../components/landing-header';
import { renderAllBands } from '../components/scroll-to-section';
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
    renderAllBands();
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
}

export default function LandingPage() {
  const t = useT();
  useScrollToHash();
  return (
    <div className="min-h-screen overflow-x-clip bg-stone-950 text-stone-100">
      <LandingHeader />
      <main id="main-content">
        <LandingHero />
        {/* Below the fold: a pre-rendered Suspense boundary hydrates after the header and hero, in
            slices that yield to the browser (React hydrates such boundaries at a lower priority),
            instead of in one long task. Nothing in it suspends; the fallback is never shown. */}
        <Suspense fallback={null}>
          <AssistantSection />
          <Section id="collection" labelledBy="collection-title" className="bg-stone-900/40">
            <SectionHeading
              id="collection-title"
              eyebrow={t('landing.collection.eyebrow')}
              title={t('landing.collection.title')}
              description={t('landing.collection.description')}
            />
            <FeatureGrid items={collection(t)} />
          </Section>
          <Section id="features" labelledBy="features-title">
            <SectionHeading
              id="features-title"
              eyebrow={t('landing.features.eyebrow')}
              title={t('landing.features.title')}
            />
            <FeatureGrid items={features(t)} />
          </Section>
          <Section id="why" labelledBy="why-title" className="bg-stone-900/40">
            <SectionHeading id="why-title" eyebrow={t('landing.why.eyebrow')} title={t('landing.why.title')} />
            <div className="grid gap-6 md:grid-cols-3">
              {whyWeExist(t).map((item) => (
                <article key={item.title} className={cardClass}>
                  <h3 className="text-lg font-semibold text-white">{item.title}</h3>
                  <p className="mt-3 text-sm leading-relaxed text-stone-300">{item.text}</p>
                </article>
              ))}
            </div>
          </Section>
          <Section id="comparison" labelledBy="comparison-title">
            <SectionHeading
              id="comparison-title"
              eyebrow={t('landing.compare.eyebrow')}
              title={t('landing.compare.title')}
              description={t('landing.compare.description')}
            />
            <DataTable
              caption={t('landing.compare.caption')}
              columns={comparisonColumns(t)}
              rows={comparisonRows(t)}
              highlightColumn={0}
            />
          </Section>
          <Section id="about" labelledBy="about-title" className="bg-stone-900/40">
            <SectionHeading
              id="about-title"
              eyebrow={t('landing.about.eyebrow')}
              title={t('landing.about.title')}
              description={t('landing.about.description')}
            />
            <StatGrid stats={aboutStats(t)} />
          </Section>
          <ScannerSection />
          <Section id="traceability" labelledBy="traceability-title">
            <SectionHeading
              id="traceability-title"
              eyebrow={t('landing.nav.traceability')}
              title={t('landing.traceability.title')}
              description={t('landing.traceability.description')}
            />
            <StepList steps={traceabilitySteps(t)} />
            <ul className="mt-8 grid gap-3 text-stone-200 sm:grid-cols-3">
              {[
                t('landing.traceability.point.hash'),
                t('landing.traceability.point.assay'),
                t('landing.traceability.point.custody'),
              ].map((item) => (
                <li key={item} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-[#f0c14b]" />
                  {item}
                </li>
              ))}
            </ul>
          </Section>
          <Section id="services" labelledBy="services-title" className="bg-stone-900/40">
            <SectionHeading
              id="services-title"
              eyebrow={t('landing.services.eyebrow')}
              title={t('landing.services.title')}
            />
            <FeatureGrid items={services(t)} columns={4} />
          </Section>
          <ContactSection />
          <CallToAction
            title={t('landing.cta.title')}
            text={t('landing.cta.text')}
            actions={
              <>
                <Link to="/register" className={buttonStyles({ size: 'lg' })}>
                  {t('landing.cta.createAccount')}
                </Link>
                <Link to="/trader-registration" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
                  <Fingerprint aria-hidden="true" className="size-5" />
                  {t('common.becomeTrader')}
                </Link>
              </>
            }
          />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
