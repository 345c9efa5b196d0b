import {
  Bot,
  Briefcase,
  Clock,
  Coins,
  Globe2,
  Headphones,
  Landmark,
  LineChart,
  Lock,
  ScanLine,
  ShieldCheck,
  Sparkles,
  Truck,
  Vault,
  Zap,
} from 'lucide-react';
import type { Translate } from '@/i18n';
import type { Feature } from '../components/feature-grid';
import type { Stat } from '../components/stat-grid';
import type { TableRow } from '../components/data-table';

// The landing page's copy, in the active language: each list takes the page's `t` (src/i18n).

export const heroClaims = (t: Translate): Stat[] => [
  { value: '10,000+', label: t('landing.claims.investors') },
  { value: '4.9/5', label: t('landing.claims.rating') },
  { value: '$2B+', label: t('landing.claims.assets') },
  { value: '50+', label: t('landing.claims.countries') },
];

export const heroBadges = (t: Translate) => [
  t('landing.badges.metals'),
  t('landing.badges.access'),
  t('landing.badges.purity'),
  t('landing.badges.insured'),
];

export const assistantPoints = (t: Translate) => [
  t('landing.assistant.point.prices'),
  t('landing.assistant.point.trustScore'),
  t('landing.assistant.point.languages'),
  t('landing.assistant.point.documents'),
];

export const collection = (t: Translate): Feature[] => [
  {
    icon: Coins,
    title: t('landing.collection.bars.title'),
    image: { src: '/media/gold-bar.svg', alt: t('landing.collection.bars.alt') },
    description: t('landing.collection.bars.description'),
  },
  {
    icon: Sparkles,
    title: t('landing.collection.coins.title'),
    image: { src: '/media/gold-coin.svg', alt: t('landing.collection.coins.alt') },
    description: t('landing.collection.coins.description'),
  },
  {
    icon: Vault,
    title: t('landing.collection.vault.title'),
    image: { src: '/media/vault.svg', alt: t('landing.collection.vault.alt') },
    description: t('landing.collection.vault.description'),
  },
];

export const features = (t: Translate): Feature[] => [
  { icon: Zap, title: t('landing.features.fx.title'), description: t('landing.features.fx.description') },
  {
    icon: Clock,
    title: t('landing.features.transfers.title'),
    description: t('landing.features.transfers.description'),
  },
  {
    icon: Landmark,
    title: t('landing.features.lending.title'),
    description: t('landing.features.lending.description'),
  },
  {
    icon: ShieldCheck,
    title: t('landing.features.provenance.title'),
    description: t('landing.features.provenance.description'),
  },
  { icon: Bot, title: t('landing.features.assistant.title'), description: t('landing.features.assistant.description') },
  { icon: Lock, title: t('landing.features.fraud.title'), description: t('landing.features.fraud.description') },
];

export const whyWeExist = (t: Translate) => [
  { title: t('landing.why.rails.title'), text: t('landing.why.rails.text') },
  { title: t('landing.why.trust.title'), text: t('landing.why.trust.text') },
  { title: t('landing.why.access.title'), text: t('landing.why.access.text') },
];

export const comparisonColumns = (t: Translate) => [
  t('landing.compare.column.feature'),
  'Aurum',
  t('landing.compare.column.dealers'),
  t('landing.compare.column.platforms'),
];

export const comparisonRows = (t: Translate): TableRow[] =>
  (['pricing', 'security', 'support', 'technology', 'compliance'] as const).map((row) => ({
    label: t(`landing.compare.${row}.label`),
    cells: [
      t(`landing.compare.${row}.aurum`),
      t(`landing.compare.${row}.dealers`),
      t(`landing.compare.${row}.platforms`),
    ],
  }));

export const aboutStats = (t: Translate): Stat[] => [
  { value: '12', label: t('landing.about.stat.languages') },
  { value: '99.7%', label: t('landing.about.stat.fraud') },
  { value: '99.8%', label: t('landing.about.stat.refinery') },
  { value: '24/7', label: t('landing.about.stat.access') },
];

export const traceabilitySteps = (t: Translate) =>
  (['mine', 'refinery', 'certification', 'vault'] as const).map((step) => ({
    title: t(`landing.traceability.${step}.title`),
    description: t(`landing.traceability.${step}.description`),
  }));

export const services = (t: Translate): Feature[] => [
  {
    icon: LineChart,
    title: t('landing.services.trading.title'),
    description: t('landing.services.trading.description'),
  },
  { icon: Truck, title: t('landing.services.storage.title'), description: t('landing.services.storage.description') },
  {
    icon: Briefcase,
    title: t('landing.services.portfolio.title'),
    description: t('landing.services.portfolio.description'),
  },
  {
    icon: Headphones,
    title: t('landing.services.advisory.title'),
    description: t('landing.services.advisory.description'),
  },
];

export const contactChannels = (t: Translate) => [
  { icon: Headphones, title: t('landing.contact.phone'), value: '+1 (212) 555-0147', href: 'tel:+12125550147' },
  {
    icon: Globe2,
    title: t('landing.contact.email'),
    value: 'support@aurum.example',
    href: 'mailto:support@aurum.example',
  },
  { icon: Landmark, title: t('landing.contact.visit'), value: t('landing.contact.address') },
  { icon: ScanLine, title: t('landing.contact.hours'), value: t('landing.contact.hoursValue') },
];
