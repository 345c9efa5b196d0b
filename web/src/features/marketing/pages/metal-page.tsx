import { ScanLine, ShoppingBag } from 'lucide-react';
import { Link } from '@/components/localized-link';
import { T, useT } from '@/i18n';
import { buttonStyles } from '../components/button-styles';
import { CallToAction } from '../components/call-to-action';
import { FeatureGrid } from '../components/feature-grid';
import { MarketCards } from '../components/metal/market-cards';
import { MetalMediaPanel } from '../components/metal/metal-media-panel';
import { GoldWords, PageHero } from '../components/page-hero';
import { PageShell } from '../components/page-shell';
import { Section, SectionHeading } from '../components/section';
import { metalContent, metalCopy, type Metal } from '../content/metal-content';

export default function MetalPage({ metal }: { metal: Metal }) {
  const t = useT();
  const content = metalContent[metal];
  const copy = metalCopy(t, metal);
  const sizes = content.barSizes;
  return (
    <PageShell>
      <PageHero
        badge={`${t(`metal.${metal}`)} · ${content.symbol}`}
        title={<T id="metalPage.hero.title" values={{ metal }} components={{ 0: <GoldWords /> }} />}
        subtitle={copy.intro}
        actions={
          <>
            <Link to="/products" className={buttonStyles({ size: 'lg' })}>
              <ShoppingBag aria-hidden="true" className="size-5" />
              {t('metalPage.hero.browse', { metal })}
            </Link>
            <Link to="/#scanner" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              <ScanLine aria-hidden="true" className="size-5" />
              {t('metalPage.hero.verify')}
            </Link>
          </>
        }
      />
      <Section labelledBy="market-title">
        <SectionHeading
          id="market-title"
          eyebrow={t('metalPage.market.eyebrow')}
          title={t('metalPage.market.title', { metal })}
        />
        <MarketCards metal={metal} content={content} />
      </Section>
      <Section labelledBy="products-title" className="bg-stone-900/40">
        <SectionHeading
          id="products-title"
          eyebrow={t('metalPage.products.eyebrow')}
          title={t('metalPage.products.title', { metal })}
          description={t('metalPage.products.description', { sizes })}
        />
        <div className="mb-10 grid items-center gap-8 lg:grid-cols-2">
          <MetalMediaPanel metal={metal} content={content} />
          <div>
            <h3 className="text-2xl font-bold text-white">{t('metalPage.sizes.title', { sizes })}</h3>
            <p className="mt-3 text-stone-300">{t('metalPage.sizes.text', { metal, max: sizes.split('-')[1] })}</p>
            <p className="mt-3 text-sm text-stone-400">{t('metalPage.sizes.note')}</p>
          </div>
        </div>
        <FeatureGrid items={copy.products} />
      </Section>
      <Section labelledBy="why-title">
        <SectionHeading
          id="why-title"
          eyebrow={t('metalPage.why.eyebrow')}
          title={t('metalPage.why.title', { metal })}
        />
        <FeatureGrid items={copy.why} />
      </Section>
      <CallToAction
        title={t('metalPage.cta.title', { metal })}
        text={t('metalPage.cta.text')}
        actions={
          <>
            <Link to="/register" className={buttonStyles({ size: 'lg' })}>
              {t('metalPage.cta.openAccount')}
            </Link>
            <Link to="/#contact" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              {t('metalPage.cta.specialist')}
            </Link>
          </>
        }
      />
    </PageShell>
  );
}
