import { ScanLine, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../components/button-styles';
import { CallToAction } from '../components/call-to-action';
import { FeatureGrid } from '../components/feature-grid';
import { MarketCards } from '../components/metal/market-cards';
import { MetalMediaPanel } from '../components/metal/metal-media-panel';
import { GoldWords, PageHero } from '../components/page-hero';
import { PageShell } from '../components/page-shell';
import { Section, SectionHeading } from '../components/section';
import { metalContent, type Metal } from '../content/metal-content';

export default function MetalPage({ metal }: { metal: Metal }) {
  const content = metalContent[metal];
  const { name } = content;
  return (
    <PageShell>
      <PageHero
        badge={`${name} · ${content.symbol}`}
        title={
          <>
            Invest in <GoldWords>{name}</GoldWords>
          </>
        }
        subtitle={`${content.tagline} ${content.intro}`}
        actions={
          <>
            <Link to="/products" className={buttonStyles({ size: 'lg' })}>
              <ShoppingBag aria-hidden="true" className="size-5" />
              Browse {name} Products
            </Link>
            <Link to="/#scanner" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              <ScanLine aria-hidden="true" className="size-5" />
              Verify a Bar
            </Link>
          </>
        }
      />
      <Section labelledBy="market-title">
        <SectionHeading id="market-title" eyebrow="Market" title={`${name} Market Overview`} />
        <MarketCards metal={metal} content={content} />
      </Section>
      <Section labelledBy="products-title" className="bg-stone-900/40">
        <SectionHeading
          id="products-title"
          eyebrow="Products"
          title={`${name} Products`}
          description={`Bars from ${content.barSizes}, coins and more — all serialised, insured and verifiable.`}
        />
        <div className="mb-10 grid items-center gap-8 lg:grid-cols-2">
          <MetalMediaPanel content={content} />
          <div>
            <h3 className="text-2xl font-bold text-white">Bar sizes {content.barSizes}</h3>
            <p className="mt-3 text-stone-300">
              Choose the weight that suits you, from a single ounce to {content.barSizes.split('-')[1]}. Every{' '}
              {name.toLowerCase()} bar carries a serial number you can check in our scanner, an assay certificate and a
              blockchain provenance record.
            </p>
            <p className="mt-3 text-sm text-stone-400">
              Prices on this page are illustrative unless marked live or simulated.
            </p>
          </div>
        </div>
        <FeatureGrid items={content.products} />
      </Section>
      <Section labelledBy="why-title">
        <SectionHeading id="why-title" eyebrow="Why invest" title={`Why Choose ${name}`} />
        <FeatureGrid items={content.why} />
      </Section>
      <CallToAction
        title={`Start Building Your ${name} Position`}
        text="Open an account in minutes, buy at live prices and store your metal in insured vaults or take delivery."
        actions={
          <>
            <Link to="/register" className={buttonStyles({ size: 'lg' })}>
              Open an Account
            </Link>
            <Link to="/#contact" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              Talk to a Specialist
            </Link>
          </>
        }
      />
    </PageShell>
  );
}
