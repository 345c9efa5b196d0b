import { Coins, Factory, Gem, Globe2, Layers, Leaf, Shield, Smartphone, TrendingUp, Zap } from 'lucide-react';
import type { Feature } from '../components/feature-grid';

export type Metal = 'gold' | 'silver' | 'platinum' | 'palladium';

export interface MetalContent {
  name: string;
  symbol: string;
  /** rgb triple for the animated dust. */
  tint: string;
  tagline: string;
  intro: string;
  /** Illustrative figures shown when live prices are unavailable. */
  illustrative: { price: number; change: number; changePercent: number };
  purity: string;
  barSizes: string;
  products: Feature[];
  why: Feature[];
}

const coins = (name: string, examples: string): Feature => ({
  icon: Coins,
  title: `${name} Coins`,
  description: `Government-minted ${name.toLowerCase()} bullion coins such as ${examples}, recognised by dealers worldwide.`,
});

const industrial = (name: string, use: string): Feature => ({
  icon: Factory,
  title: 'Industrial Grade',
  description: `${name} sponge, grain and plate for manufacturers, supplied with assay certificates for ${use}.`,
});

export const metalContent: Record<Metal, MetalContent> = {
  gold: {
    name: 'Gold',
    symbol: 'XAU',
    tint: '240, 193, 75',
    tagline: 'The original store of value, now with instant settlement.',
    intro:
      'Buy LBMA-accredited gold at live prices, keep it insured in our vaults or take delivery, and prove its provenance with a single scan.',
    illustrative: { price: 2047.0, change: 12.4, changePercent: 0.61 },
    purity: '99.99%',
    barSizes: '1oz-1kg',
    products: [
      {
        icon: Layers,
        title: 'Gold Bars',
        description: 'Cast and minted bars from 1oz to 1kg, 999.9 fine, each with a serial number and assay card.',
      },
      coins('Gold', 'American Eagles, Canadian Maple Leafs and Krugerrands'),
      {
        icon: Smartphone,
        title: 'Digital Gold',
        description: 'Fractional, fully allocated gold you can send, lend or convert to physical metal at any time.',
      },
    ],
    why: [
      {
        icon: Shield,
        title: 'Crisis Hedge',
        description:
          'Gold has held purchasing power through inflation, currency crises and market crashes for centuries.',
      },
      {
        icon: Globe2,
        title: 'Universal Liquidity',
        description: 'Traded around the clock in every major financial centre, with tight spreads at any size.',
      },
      {
        icon: TrendingUp,
        title: 'Portfolio Diversifier',
        description: 'Low correlation with equities and bonds helps smooth portfolio returns.',
      },
    ],
  },
  silver: {
    name: 'Silver',
    symbol: 'XAG',
    tint: '214, 211, 209',
    tagline: 'Precious and industrial — an accessible way to own hard assets.',
    intro:
      'Silver combines monetary history with booming industrial demand from solar panels, electronics and medicine.',
    illustrative: { price: 24.15, change: 0.32, changePercent: 1.34 },
    purity: '99.9%',
    barSizes: '1oz-100oz',
    products: [
      {
        icon: Layers,
        title: 'Silver Bars',
        description: 'Bars from 1oz to 100oz, 999 fine, serialised and sealed for storage or delivery.',
      },
      coins('Silver', 'Britannias, Maple Leafs and Philharmonics'),
      industrial('Silver', 'electronics and photovoltaic production'),
    ],
    why: [
      {
        icon: Coins,
        title: 'Affordable Entry',
        description: 'A lower price per ounce lets you build a position gradually and sell in small amounts.',
      },
      {
        icon: Zap,
        title: 'Industrial Demand',
        description: 'More than half of annual demand comes from industry, led by solar and electronics.',
      },
      {
        icon: TrendingUp,
        title: 'Higher Upside',
        description: 'Silver historically moves further than gold in precious-metals rallies.',
      },
    ],
  },
  platinum: {
    name: 'Platinum',
    symbol: 'XPT',
    tint: '203, 213, 225',
    tagline: 'Rarer than gold and essential to a cleaner economy.',
    intro:
      'Platinum is mined in only a handful of countries and is central to catalytic converters and hydrogen fuel cells.',
    illustrative: { price: 1023.0, change: -4.8, changePercent: -0.47 },
    purity: '99.95%',
    barSizes: '1oz-10oz',
    products: [
      {
        icon: Layers,
        title: 'Platinum Bars',
        description: 'Minted bars from 1oz to 10oz, 999.5 fine, with serial numbers and assay certificates.',
      },
      coins('Platinum', 'Platinum Eagles, Maple Leafs and Britannias'),
      industrial('Platinum', 'catalyst and fuel-cell manufacturing'),
    ],
    why: [
      {
        icon: Gem,
        title: 'Genuine Scarcity',
        description: 'Annual mine supply is a fraction of gold’s, concentrated in a few regions.',
      },
      {
        icon: Leaf,
        title: 'Hydrogen Economy',
        description: 'Fuel cells and electrolysers use platinum, creating a new source of long-term demand.',
      },
      {
        icon: TrendingUp,
        title: 'Value Opportunity',
        description: 'Platinum trades below its long-run ratio to gold, which some investors see as a discount.',
      },
    ],
  },
  palladium: {
    name: 'Palladium',
    symbol: 'XPD',
    tint: '231, 229, 228',
    tagline: 'The catalyst metal with a tight supply picture.',
    intro:
      'Palladium is vital to petrol-engine catalytic converters and electronics, with supply dominated by two countries.',
    illustrative: { price: 1087.0, change: 9.1, changePercent: 0.84 },
    purity: '99.95%',
    barSizes: '1oz-10oz',
    products: [
      {
        icon: Layers,
        title: 'Palladium Bars',
        description: 'Minted bars from 1oz to 10oz, 999.5 fine, serialised and insured in storage.',
      },
      coins('Palladium', 'Canadian Maple Leafs and Russian Ballerinas'),
      industrial('Palladium', 'autocatalyst and electronics production'),
    ],
    why: [
      {
        icon: Factory,
        title: 'Industrial Backbone',
        description: 'Most palladium is consumed by the auto industry to cut vehicle emissions.',
      },
      {
        icon: Globe2,
        title: 'Concentrated Supply',
        description: 'Two countries produce most of the world’s palladium, keeping supply tight.',
      },
      {
        icon: Shield,
        title: 'Diversification',
        description: 'Adds a metal with distinct demand drivers to a precious-metals portfolio.',
      },
    ],
  },
};
