import { Coins, Factory, Gem, Globe2, Layers, Leaf, Shield, Smartphone, TrendingUp, Zap } from 'lucide-react';
import type { Translate } from '@/i18n';
import type { Feature } from '../components/feature-grid';

export type Metal = 'gold' | 'silver' | 'platinum' | 'palladium';

/** What a metal page shows that is the same in every language. */
export interface MetalContent {
  symbol: string;
  /** rgb triple for the animated dust. */
  tint: string;
  /** Illustrative figures shown when live prices are unavailable. */
  illustrative: { price: number; change: number; changePercent: number };
  /** Investment purity in percent (99.99), shown with the active language's number format. */
  purity: number;
  barSizes: string;
}

export const metalContent: Record<Metal, MetalContent> = {
  gold: {
    symbol: 'XAU',
    tint: '240, 193, 75',
    illustrative: { price: 2047.0, change: 12.4, changePercent: 0.61 },
    purity: 99.99,
    barSizes: '1oz-1kg',
  },
  silver: {
    symbol: 'XAG',
    tint: '214, 211, 209',
    illustrative: { price: 24.15, change: 0.32, changePercent: 1.34 },
    purity: 99.9,
    barSizes: '1oz-100oz',
  },
  platinum: {
    symbol: 'XPT',
    tint: '203, 213, 225',
    illustrative: { price: 1023.0, change: -4.8, changePercent: -0.47 },
    purity: 99.95,
    barSizes: '1oz-10oz',
  },
  palladium: {
    symbol: 'XPD',
    tint: '231, 229, 228',
    illustrative: { price: 1087.0, change: 9.1, changePercent: 0.84 },
    purity: 99.95,
    barSizes: '1oz-10oz',
  },
};

const industrialGrade = (t: Translate, description: string): Feature => ({
  icon: Factory,
  title: t('metalPage.industrial.title'),
  description,
});

/** A metal page's copy in the active language (src/i18n): the hero text, products and reasons to invest. */
export function metalCopy(t: Translate, metal: Metal): { intro: string; products: Feature[]; why: Feature[] } {
  switch (metal) {
    case 'gold':
      return {
        intro: t('metalPage.gold.intro'),
        products: [
          { icon: Layers, title: t('metalPage.gold.bars.title'), description: t('metalPage.gold.bars.description') },
          { icon: Coins, title: t('metalPage.gold.coins.title'), description: t('metalPage.gold.coins.description') },
          {
            icon: Smartphone,
            title: t('metalPage.gold.digital.title'),
            description: t('metalPage.gold.digital.description'),
          },
        ],
        why: [
          { icon: Shield, title: t('metalPage.gold.hedge.title'), description: t('metalPage.gold.hedge.description') },
          {
            icon: Globe2,
            title: t('metalPage.gold.liquidity.title'),
            description: t('metalPage.gold.liquidity.description'),
          },
          {
            icon: TrendingUp,
            title: t('metalPage.gold.diversifier.title'),
            description: t('metalPage.gold.diversifier.description'),
          },
        ],
      };
    case 'silver':
      return {
        intro: t('metalPage.silver.intro'),
        products: [
          {
            icon: Layers,
            title: t('metalPage.silver.bars.title'),
            description: t('metalPage.silver.bars.description'),
          },
          {
            icon: Coins,
            title: t('metalPage.silver.coins.title'),
            description: t('metalPage.silver.coins.description'),
          },
          industrialGrade(t, t('metalPage.silver.industrial.description')),
        ],
        why: [
          {
            icon: Coins,
            title: t('metalPage.silver.entry.title'),
            description: t('metalPage.silver.entry.description'),
          },
          {
            icon: Zap,
            title: t('metalPage.silver.demand.title'),
            description: t('metalPage.silver.demand.description'),
          },
          {
            icon: TrendingUp,
            title: t('metalPage.silver.upside.title'),
            description: t('metalPage.silver.upside.description'),
          },
        ],
      };
    case 'platinum':
      return {
        intro: t('metalPage.platinum.intro'),
        products: [
          {
            icon: Layers,
            title: t('metalPage.platinum.bars.title'),
            description: t('metalPage.platinum.bars.description'),
          },
          {
            icon: Coins,
            title: t('metalPage.platinum.coins.title'),
            description: t('metalPage.platinum.coins.description'),
          },
          industrialGrade(t, t('metalPage.platinum.industrial.description')),
        ],
        why: [
          {
            icon: Gem,
            title: t('metalPage.platinum.scarcity.title'),
            description: t('metalPage.platinum.scarcity.description'),
          },
          {
            icon: Leaf,
            title: t('metalPage.platinum.hydrogen.title'),
            description: t('metalPage.platinum.hydrogen.description'),
          },
          {
            icon: TrendingUp,
            title: t('metalPage.platinum.value.title'),
            description: t('metalPage.platinum.value.description'),
          },
        ],
      };
    case 'palladium':
      return {
        intro: t('metalPage.palladium.intro'),
        products: [
          {
            icon: Layers,
            title: t('metalPage.palladium.bars.title'),
            description: t('metalPage.palladium.bars.description'),
          },
          {
            icon: Coins,
            title: t('metalPage.palladium.coins.title'),
            description: t('metalPage.palladium.coins.description'),
          },
          industrialGrade(t, t('metalPage.palladium.industrial.description')),
        ],
        why: [
          {
            icon: Factory,
            title: t('metalPage.palladium.backbone.title'),
            description: t('metalPage.palladium.backbone.description'),
          },
          {
            icon: Globe2,
            title: t('metalPage.palladium.supply.title'),
            description: t('metalPage.palladium.supply.description'),
          },
          {
            icon: Shield,
            title: t('metalPage.palladium.diversification.title'),
            description: t('metalPage.palladium.diversification.description'),
          },
        ],
      };
  }
}
